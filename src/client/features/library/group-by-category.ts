import type { TVideo } from '../../../shared/schemas/videos';

export type TCategoryGroup = { category: string; videos: TVideo[] };

/** One row per category, in the order the categories first appear; each row keeps its videos' order. */
export function groupByCategory(videos: TVideo[]): TCategoryGroup[] {
  const groups = new Map<string, TVideo[]>();
  for (const video of videos) {
    const group = groups.get(video.category);
    if (group) group.push(video);
    else groups.set(video.category, [video]);
  }
  return Array.from(groups, ([category, grouped]) => ({ category, videos: grouped }));
}
