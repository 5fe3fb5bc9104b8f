import type { TVideoCategory } from '../../../shared/constants/categories';
import { AppError } from '../../../shared/errors';
import {
  LIBRARY_PAGE_SIZE,
  type TLibraryPage,
  type TVideo,
  type TVideoForm,
} from '../../../shared/schemas/videos';
import type { Db } from '../../db/database';
import { deleteMediaIfUnused, forgetMedia, mediaUrl, prepareImage, saveImage } from '../media/media.service';
import * as repository from './videos.repository';
import type { VideoRow } from './videos.repository';
import { isUuid } from '../../../shared/schemas/fields';
import { inTransaction } from '../../db/transaction';
import { recordAudit, type TWriteActor } from '../audit/audit.service';
import { remember } from '../../read-cache/read-cache';

/** What every cached video read depends on. */
const VIDEO_TABLES = ['videos'];

const LIST_LIMIT = 200;
const SEARCH_LIMIT = 60;
const SEARCH_MAX_WORDS = 8;

export type TVideoSettings = { tiktokAccountUrl: string };

function toVideo(row: VideoRow, { tiktokAccountUrl }: TVideoSettings): TVideo {
  return {
    id: row.id,
    url: `${tiktokAccountUrl}${row.tiktokId}`,
    videoId: row.tiktokId,
    category: row.category,
    thumbnailUrl: mediaUrl(row.thumbnailHash),
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Pages count from 1. By category: grouped by category, newest first inside each; or newest first overall. */
export async function findLibraryPage(
  db: Db,
  settings: TVideoSettings,
  { page, newestFirst }: { page: number; newestFirst: boolean },
): Promise<TLibraryPage> {
  return remember(
    db,
    `videos.page:${page}:${newestFirst}:${settings.tiktokAccountUrl}`,
    VIDEO_TABLES,
    async () => {
      const rows = await repository.findVideosPage(db, {
        offset: (page - 1) * LIBRARY_PAGE_SIZE,
        limit: LIBRARY_PAGE_SIZE,
        newestFirst,
      });
      return {
        data: rows.slice(0, LIBRARY_PAGE_SIZE).map((row) => toVideo(row, settings)),
        hasMore: rows.length > LIBRARY_PAGE_SIZE,
      };
    },
  );
}

export async function findVideosByCategory(
  db: Db,
  settings: TVideoSettings,
  category: TVideoCategory,
): Promise<TVideo[]> {
  return remember(db, `videos.inCategory:${category}:${settings.tiktokAccountUrl}`, VIDEO_TABLES, async () =>
    (await repository.findVideosByCategory(db, category, LIST_LIMIT)).map((row) => toVideo(row, settings)),
  );
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
  const words = (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) return [];
  const tsquery = words.map((word) => `${word}:*`).join(' & ');
  return remember(db, `videos.search:${tsquery}:${settings.tiktokAccountUrl}`, VIDEO_TABLES, async () =>
    (await repository.findVideosMatching(db, tsquery, SEARCH_LIMIT)).map((row) => toVideo(row, settings)),
  );
}

async function requireVideoRow(db: Db, id: string, { lock = false } = {}): Promise<VideoRow> {
  const row = isUuid(id) ? await repository.getVideoById(db, id, { lock }) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'No such video.');
  return row;
}

export async function getVideoById(db: Db, settings: TVideoSettings, id: string): Promise<TVideo> {
  const video = isUuid(id)
    ? await remember(
        db,
        `videos.byId:${id.toLowerCase()}:${settings.tiktokAccountUrl}`,
        VIDEO_TABLES,
        async () => {
          const row = await repository.getVideoById(db, id);
          return row ? toVideo(row, settings) : null;
        },
      )
    : null;
  if (!video) throw new AppError('NOT_FOUND', 'No such video.');
  return video;
}

/** What the audit log keeps of a video: its stored fields (the thumbnail as its image hash). */
const auditFields = ({ id: _id, createdAt: _createdAt, ...fields }: VideoRow) => fields;

/** The checked form and its image (required to create, optional on edit). */
export type TVideoUpload = { form: TVideoForm; image: Buffer | null };

export async function createVideo(
  db: Db,
  settings: TVideoSettings,
  { form, image }: TVideoUpload & { image: Buffer },
  actor: TWriteActor,
): Promise<TVideo> {
  const prepared = await prepareImage(image);
  const row = await inTransaction(db, async (trx) => {
    await saveImage(trx, prepared);
    const created = await repository.createVideo(trx, {
      tiktokId: form.url,
      category: form.category,
      thumbnailHash: prepared.hash,
      title: form.title,
      description: form.description,
    });
    await recordAudit(trx, {
      actor,
      entityType: 'video',
      entityId: created.id,
      before: null,
      after: auditFields(created),
    });
    return created;
  });
  return toVideo(row, settings);
}

/** The image is optional on edit; a replaced image is deleted once no video uses it. */
export async function updateVideo(
  db: Db,
  settings: TVideoSettings,
  id: string,
  { form, image }: TVideoUpload,
  actor: TWriteActor,
): Promise<TVideo> {
  const prepared = image ? await prepareImage(image) : null;
  const { row, previous } = await inTransaction(db, async (trx) => {
    const previous = await requireVideoRow(trx, id, { lock: true });
    if (prepared) await saveImage(trx, prepared);
    const updated = await repository.updateVideo(trx, id, {
      tiktokId: form.url,
      category: form.category,
      title: form.title,
      description: form.description,
      ...(prepared ? { thumbnailHash: prepared.hash } : {}),
    });
    if (prepared) await deleteMediaIfUnused(trx, previous.thumbnailHash);
    await recordAudit(trx, {
      actor,
      entityType: 'video',
      entityId: id,
      before: auditFields(previous),
      after: auditFields(updated!),
    });
    return { row: updated!, previous };
  });
  if (prepared) forgetMedia(db, previous.thumbnailHash);
  return toVideo(row, settings);
}

export async function deleteVideo(db: Db, id: string, actor: TWriteActor): Promise<void> {
  const thumbnailHash = await inTransaction(db, async (trx) => {
    const deleted = isUuid(id) ? await repository.deleteVideo(trx, id) : undefined;
    if (!deleted) throw new AppError('NOT_FOUND', 'No such video.');
    await deleteMediaIfUnused(trx, deleted.thumbnailHash);
    await recordAudit(trx, {
      actor,
      entityType: 'video',
      entityId: id,
      before: auditFields(deleted),
      after: null,
    });
    return deleted.thumbnailHash;
  });
  forgetMedia(db, thumbnailHash);
}
