import { VIDEO_CATEGORIES } from '../../shared/constants/categories';
import { LIBRARY_PAGE_SIZE } from '../../shared/schemas/videos';
import type { TRouterInputs, TRouterOutputs } from './router-types';

type TLibraryPage = TRouterOutputs['videos']['page'];

/** A small library like the demo one: two videos per category, in category order (40 in all). */
export const TEST_VIDEOS: TLibraryPage['data'] = VIDEO_CATEGORIES.flatMap((category, index) =>
  [1, 2].map((part) => ({
    id: `00000000-0000-4000-8000-${String(index * 2 + part).padStart(12, '0')}`,
    url: `https://www.tiktok.com/@demo/video/74000000000000${index * 2 + part}`,
    videoId: `74000000000000${index * 2 + part}`,
    category,
    thumbnailUrl: `/media/${index * 2 + part}.webp`,
    title: `${category}: part ${part}`,
    description: `About ${category}.`,
    createdAt: new Date(Date.UTC(2025, 0, index * 2 + part)).toISOString(),
  })),
);

/** What `videos.page` answers for an input `{ cursor, page }`, over TEST_VIDEOS. */
export function testLibraryPage(input: TRouterInputs['videos']['page']): TLibraryPage {
  const { cursor, page } = input as { cursor?: number; page?: number };
  const start = ((cursor ?? page ?? 1) - 1) * LIBRARY_PAGE_SIZE;
  return {
    data: TEST_VIDEOS.slice(start, start + LIBRARY_PAGE_SIZE),
    hasMore: start + LIBRARY_PAGE_SIZE < TEST_VIDEOS.length,
  };
}
