import type { TBillStage, TBillStop } from '../../shared/constants/federal-record';
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

/** A demo House incumbent linked to the federal record (the ids of the demo content and the fakes). */
export const FEDERAL_INCUMBENT = {
  ...VALID_CANDIDATE,
  fullName: 'Eleanor Park',
  firstName: 'Eleanor',
  lastName: 'Park',
  office: 'House of Representatives',
  district: '10',
  incumbent: 'Incumbent',
  votingRecord: true,
  bioguideId: 'P990001',
  fecCandidateId: 'H6NY10991',
};

/** The demo bills and the stage and stop each must show (the demo data and the fake Congress.gov agree). */
export const DEMO_BILL_STAGES: Record<string, [TBillStage, TBillStop | null]> = {
  'hr9901-119': ['Became Law', null],
  'hr9902-119': ['Passed House', null],
  's9903-119': ['Passed Senate', null],
  'hr9904-119': ['Resolving Differences', null],
  'hr9905-119': ['To President', 'vetoed'],
  's9906-119': ['Introduced', 'failed'],
  'hr9907-119': ['To President', null],
  'hr9908-119': ['Passed House', null],
  's9909-119': ['Passed Senate', null],
  'hr9910-119': ['Introduced', 'failed'],
};
