import { z } from 'zod';
import { text } from './fields';
import { VIDEO_CATEGORIES } from '../constants/categories';
import { LIBRARY_PAGE_SIZE, SEARCH_MAX_LENGTH } from '../constants/videos';

export { LIBRARY_PAGE_SIZE };

/** The add/edit video form (spec part 1 §5), shared by the admin page and the server. */
export const VIDEO_MESSAGES = {
  url: 'Video id must be a number',
  category: 'Choose a category',
  image: 'Choose a PNG or JPEG image',
} as const;

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters long`)
    .optional()
    .transform((value) => value || null);

export const ZVideoFormSchema = z.object({
  // TikTok ids are 19-digit numbers today; leave room, but only digits.
  url: text({ message: VIDEO_MESSAGES.url })
    .trim()
    .regex(/^\d{1,25}$/, VIDEO_MESSAGES.url),
  category: z.enum(VIDEO_CATEGORIES, { message: VIDEO_MESSAGES.category }),
  title: optionalText(200),
  description: optionalText(2000),
});

export const ZLibraryPageSchema = z.coerce
  .number({ message: 'page must be a number' })
  .int()
  .min(1)
  .max(10_000);
export const ZSearchSchema = text().max(
  SEARCH_MAX_LENGTH,
  `search must be at most ${SEARCH_MAX_LENGTH} characters long`,
);

export type TVideoForm = z.output<typeof ZVideoFormSchema>;

/** A library video in the domain; the REST contract renames `id` and `thumbnailUrl` (videos.rest.ts). */
export type TVideo = {
  id: string;
  /** The TikTok page of the video. */
  url: string;
  videoId: string;
  category: string;
  thumbnailUrl: string;
  title: string | null;
  description: string | null;
  createdAt: string;
};

export type TLibraryPage = { data: TVideo[]; hasMore: boolean };
