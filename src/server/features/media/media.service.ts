import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../../shared/errors';
import { VIDEO_MESSAGES } from '../../../shared/schemas/videos';
import type { Db } from '../../db/database';
import { createMedia, getMediaByHash } from './media.repository';

/** Dropping an unused image needs no rules beyond its SQL. */
export { deleteMediaIfUnused } from './media.repository';

/**
 * Uploaded images are trusted by their bytes alone: they must start like a PNG or a JPEG and decode
 * cleanly (a truncated or corrupt file fails). They are re-encoded as WebP at most 720 px wide, which
 * also drops their metadata, and stored under the SHA-256 of the result.
 */
const MAX_IMAGE_WIDTH = 720;
const MAX_INPUT_PIXELS = 40_000_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export const mediaUrl = (hash: string) => `/media/${hash}.webp`;

function looksLikePngOrJpeg(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.subarray(0, 3).equals(JPEG_SIGNATURE);
}

async function reencode(bytes: Buffer) {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The image could not be read: it may be damaged or incomplete.',
    );
  }
}

export type TPreparedImage = { hash: string; bytes: Buffer; width: number; height: number };

/** Checks and re-encodes an upload; CPU work only, so callers do it before opening a transaction. */
export async function prepareImage(bytes: Buffer): Promise<TPreparedImage> {
  if (!looksLikePngOrJpeg(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', VIDEO_MESSAGES.image);
  const { data, info } = await reencode(bytes);
  return {
    hash: createHash('sha256').update(data).digest('hex'),
    bytes: data,
    width: info.width,
    height: info.height,
  };
}

export async function saveImage(db: Db, image: TPreparedImage): Promise<void> {
  await createMedia(db, { ...image, contentType: 'image/webp' });
}

/** How many bytes of images one process keeps in memory: hundreds of thumbnails of a few dozen KB. */
const MEDIA_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export type TMedia = { contentType: string; bytes: Buffer };
type TMediaCache = { kept: Map<string, TMedia>; keptBytes: number };

// One per database handle, so each app (and each test's app) keeps its own.
const caches = new WeakMap<Db, TMediaCache>();

function cacheOf(db: Db): TMediaCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { kept: new Map(), keptBytes: 0 }));
  return cache;
}

/**
 * An image by hash, the most recently served kept in memory up to MEDIA_CACHE_MAX_BYTES, so a page of
 * thumbnails costs no statement once they have been served (ADR 27). An image's bytes never change under
 * its hash; only deleting it must be told (forgetMedia).
 */
export async function readMedia(db: Db, hash: string): Promise<TMedia | undefined> {
  const cache = cacheOf(db);
  const hit = cache.kept.get(hash);
  if (hit) {
    cache.kept.delete(hash);
    cache.kept.set(hash, hit);
    return hit;
  }
  const media = await getMediaByHash(db, hash);
  if (!media || media.bytes.length > MEDIA_CACHE_MAX_BYTES) return media;
  cache.kept.set(hash, media);
  cache.keptBytes += media.bytes.length;
  for (const [oldest, { bytes }] of cache.kept) {
    if (cache.keptBytes <= MEDIA_CACHE_MAX_BYTES) break;
    cache.kept.delete(oldest);
    cache.keptBytes -= bytes.length;
  }
  return media;
}

/** After a transaction that may have deleted the image has committed: it is read again if still there. */
export function forgetMedia(db: Db, hash: string): void {
  const cache = caches.get(db);
  const media = cache?.kept.get(hash);
  if (!cache || !media) return;
  cache.kept.delete(hash);
  cache.keptBytes -= media.bytes.length;
}
