import sharp from 'sharp';
import type { Db } from '../db/database';
import { mediaUrl, prepareImage, saveImage } from '../features/media/media.service';

/** A stored image, through the same checks and re-encoding as an upload; returns its /media URL. */
export async function saveTestImage(db: Db): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const image = await prepareImage(png);
  await saveImage(db, image);
  return mediaUrl(image.hash);
}

/** A candidate form that passes every rule of the shared schema, as the admin dialog would send it. */
export const VALID_CANDIDATE = {
  fullName: 'Maya Torres',
  firstName: 'Maya',
  lastName: 'Torres',
  district: '33',
  office: 'City Council',
  state: 'New York',
  party: 'Democrat',
  incumbent: 'Challenger',
  polLeaning: 'Progressive',
  headshot: 'NA',
  bio: 'https://example.org/maya',
  votingRecord: false,
  specialNotes: '<p>Tenant organiser</p>',
  sources: ['https://example.org/source'],
  matrixQuestions: { laborRights: { childcare: 'Yes' }, criminalJustice: { ice: 'No' } },
};
