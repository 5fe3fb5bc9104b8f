import { z } from 'zod';
import { VIDEO_CATEGORIES } from '../../../shared/constants/categories';
import { AppError } from '../../../shared/errors';
import {
  LIBRARY_PAGE_SIZE,
  VIDEO_MESSAGES,
  ZLibraryPageSchema,
  ZSearchSchema,
  ZVideoFormSchema,
  type TVideo,
  type TVideoFormInput,
} from '../../../shared/schemas/videos';
import type { Db } from '../../db/database';
import { deleteMediaIfUnused, mediaUrl, prepareImage, saveImage } from '../media/media.service';
import {
  deleteVideoById,
  findVideoById,
  findVideosByCategory,
  findVideosPage,
  insertVideo,
  searchVideos,
  updateVideo,
  type VideoRow,
} from './videos.repository';
import { isUuid } from '../../../shared/schemas/fields';

const LIST_LIMIT = 200;
const SEARCH_LIMIT = 60;
const SEARCH_MAX_WORDS = 8;

export type TVideoSettings = { tiktokAccountUrl: string };

export function toVideo(row: VideoRow, { tiktokAccountUrl }: TVideoSettings): TVideo {
  return {
    _id: row.id,
    url: `${tiktokAccountUrl}${row.tiktokId}`,
    videoId: row.tiktokId,
    category: row.category,
    thumbnail_url: mediaUrl(row.thumbnailHash),
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Pages count from 1. By category: grouped by category, newest first inside each; or newest first overall. */
export async function findLibraryPage(db: Db, settings: TVideoSettings, page: unknown, newestFirst: boolean) {
  const pageNumber = ZLibraryPageSchema.parse(page);
  const rows = await findVideosPage(db, {
    offset: (pageNumber - 1) * LIBRARY_PAGE_SIZE,
    limit: LIBRARY_PAGE_SIZE,
    newestFirst,
  });
  return {
    data: rows.slice(0, LIBRARY_PAGE_SIZE).map((row) => toVideo(row, settings)),
    hasMore: rows.length > LIBRARY_PAGE_SIZE,
  };
}

export async function findVideosInCategory(
  db: Db,
  settings: TVideoSettings,
  category: string,
): Promise<TVideo[]> {
  const parsed = z.enum(VIDEO_CATEGORIES, { message: `Unknown category: ${category}` }).parse(category);
  return (await findVideosByCategory(db, parsed, LIST_LIMIT)).map((row) => toVideo(row, settings));
}

/**
 * Case-insensitive, ranked full-text search over title, category and description. The words are pulled
 * out of the input (letters and digits only) and each matches as a prefix, so no input can produce a
 * malformed query, and the word count is capped so none can produce an expensive one.
 */
export async function findVideosMatching(
  db: Db,
  settings: TVideoSettings,
  keyword: string,
): Promise<TVideo[]> {
  const words = (
    ZSearchSchema.parse(keyword)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return [];
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  return (await searchVideos(db, tsquery, SEARCH_LIMIT)).map((row) => toVideo(row, settings));
}

async function requireVideoRow(db: Db, id: string): Promise<VideoRow> {
  const row = isUuid(id) ? await findVideoById(db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'No such video.');
  return row;
}

export async function getVideoById(db: Db, settings: TVideoSettings, id: string): Promise<TVideo> {
  return toVideo(await requireVideoRow(db, id), settings);
}

export type TVideoUpload = { fields: TVideoFormInput; image: Buffer | null };

export async function createVideo(
  db: Db,
  settings: TVideoSettings,
  { fields, image }: TVideoUpload,
): Promise<TVideo> {
  const form = ZVideoFormSchema.parse(fields);
  if (!image) throw new AppError('BAD_REQUEST', VIDEO_MESSAGES.image);
  const prepared = await prepareImage(image);
  const row = await db.transaction().execute(async (trx) => {
    await saveImage(trx, prepared);
    return insertVideo(trx, {
      tiktokId: form.url,
      category: form.category,
      thumbnailHash: prepared.hash,
      title: form.title,
      description: form.description,
    });
  });
  return toVideo(row, settings);
}

/** The image is optional on edit; a replaced image is deleted once no video uses it. */
export async function updateVideoById(
  db: Db,
  settings: TVideoSettings,
  id: string,
  { fields, image }: TVideoUpload,
) {
  const form = ZVideoFormSchema.parse(fields);
  const prepared = image ? await prepareImage(image) : null;
  const row = await db.transaction().execute(async (trx) => {
    const previous = await requireVideoRow(trx, id);
    if (prepared) await saveImage(trx, prepared);
    const updated = await updateVideo(trx, id, {
      tiktokId: form.url,
      category: form.category,
      title: form.title,
      description: form.description,
      ...(prepared ? { thumbnailHash: prepared.hash } : {}),
    });
    if (prepared) await deleteMediaIfUnused(trx, previous.thumbnailHash);
    return updated!;
  });
  return toVideo(row, settings);
}

export async function deleteVideo(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = isUuid(id) ? await deleteVideoById(trx, id) : undefined;
    if (!deleted) throw new AppError('NOT_FOUND', 'No such video.');
    await deleteMediaIfUnused(trx, deleted.thumbnailHash);
  });
}
