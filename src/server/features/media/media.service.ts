import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../../shared/errors';
import { VIDEO_MESSAGES } from '../../../shared/schemas/videos';
import type { Db } from '../../db/database';
import { createMedia } from './media.repository';

/** Reading an image and dropping an unused one need no rules beyond their SQL. */
export { deleteMediaIfUnused, getMediaByHash } from './media.repository';

/**
 * Uploaded images are trusted by their bytes alone: they must start like a PNG or a JPEG and decode
 * cleanly (a truncated or corrupt file fails). They are re-encoded as WebP at most 720 px wide, which
 * also drops their metadata, and stored under the SHA-256 of the result.
 */
export const MAX_IMAGE_WIDTH = 720;
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
