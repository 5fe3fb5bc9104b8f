import type { ColumnType } from 'kysely';
import type { TAuditAction, TAuditChanges, TAuditEntityType } from '../../shared/schemas/audit';
import type { TBallotMeasureIcon } from '../../shared/ballot-measures';
import type { TElectionTimeZone } from '../../shared/schemas/elections';
import type { TBillStage, TBillStop, TMemberVote } from '../../shared/constants/federal-record';

/** Database tables as Kysely sees them (camelCase; CamelCasePlugin maps to snake_case). One file for all. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

interface AppMetaTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updatedAt: Timestamp;
}

export interface UsersTable {
  id: ColumnType<string, string | undefined, never>;
  name: string;
  email: string;
  passwordHash: string;
  role: 'user' | 'admin';
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Base32 TOTP secret; set when set-up starts, in force only once totpEnabledAt is set. */
  totpSecret: ColumnType<string | null, string | null | undefined, string | null>;
  totpEnabledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The time step of the last accepted code: a code of that step or earlier is refused. */
  totpLastStep: ColumnType<number | null, number | null | undefined, number | null>;
}

interface RecoveryCodesTable {
  id: ColumnType<string, string | undefined, never>;
  userId: string;
  codeHash: string;
  usedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: Timestamp;
}

interface SignInChallengesTable {
  tokenHash: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

interface SessionsTable {
  tokenHash: string;
  userId: string;
  expiresAt: Timestamp;
  lastSeenAt: Timestamp;
  createdAt: Timestamp;
}

interface TrustedDevicesTable {
  tokenHash: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

interface RateLimitsTable {
  bucket: string;
  key: string;
  windowStart: Date;
  hits: ColumnType<number, number | undefined, number>;
}

interface FeedbackTable {
  id: ColumnType<string, string | undefined, never>;
  fullName: string;
  email: string;
  feedback: string;
  createdAt: Timestamp;
}

interface MediaTable {
  hash: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  createdAt: Timestamp;
}

export interface VideosTable {
  id: ColumnType<string, string | undefined, never>;
  tiktokId: string;
  category: string;
  thumbnailHash: string;
  title: string | null;
  description: string | null;
  searchVector: ColumnType<string, never, never>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CandidatesTable {
  id: ColumnType<string, string | undefined, never>;
  fullName: string;
  firstName: string;
  lastName: string;
  district: string;
  office: string;
  state: string;
  party: string;
  incumbent: string;
  headshot: string;
  bio: string;
  polLeaning: string;
  votingRecord: boolean;
  specialNotes: string;
  sources: string[];
  matrixQuestions: ColumnType<Record<string, Record<string, string>>, string, string>;
  divisionId: string | null;
  bioguideId: ColumnType<string | null, string | null | undefined, string | null>;
  fecCandidateId: ColumnType<string | null, string | null | undefined, string | null>;
  recommended: ColumnType<boolean, boolean | undefined, boolean>;
  recommendationReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The analysis and the reason in other languages (ADR 44), written as JSON. */
  translations: ColumnType<unknown, string | undefined, string>;
  /** The election the candidate runs in (issue 25). */
  electionId: string;
  /** The candidate's id in the organisation's own spreadsheet, set by an import (ADR 51). */
  externalId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

interface DropdownStatesTable {
  stateShort: string;
  stateFull: string;
  stateActive: boolean;
}

interface SearchKeywordsTable {
  id: ColumnType<string, string | undefined, never>;
  keyword: string;
  createdAt: Timestamp;
}

export interface GeocodeCacheTable {
  addressKey: string;
  result: ColumnType<unknown, string | null, string | null>;
  provider: string;
  expiresAt: Date;
  createdAt: Timestamp;
}

export interface BoundariesTable {
  divisionId: string;
  source: string;
  geometry: ColumnType<unknown, string, string>;
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
  importedAt: Timestamp;
}

export interface DemoAddressesTable {
  id: ColumnType<string, string | undefined, never>;
  address: string;
  addressKey: string;
  matchedAddress: string;
  divisions: string[];
  isExample: ColumnType<boolean, boolean | undefined, boolean>;
  position: number;
}

export interface WebSearchCacheTable {
  provider: string;
  queryKey: string;
  results: ColumnType<unknown, string, string>;
  expiresAt: Date;
  createdAt: Timestamp;
}

/** Calendar dates are 'YYYY-MM-DD' strings (see db/database.ts). */
export interface BallotMeasuresTable {
  id: ColumnType<string, string | undefined, never>;
  electionId: string;
  divisionId: string;
  position: number;
  measureNumber: string;
  name: string;
  icon: TBallotMeasureIcon;
  whatItSays: string[];
  impact: string[];
  recommendation: 'Yes' | 'No' | null;
  recommendationReason: string | null;
  sources: string[];
  translations: ColumnType<unknown, string | undefined, string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ElectionsTable {
  id: ColumnType<string, string | undefined, never>;
  name: string;
  electionDate: string;
  timeZone: TElectionTimeZone;
  type: string;
  location: string;
  description: string;
  ballotPositions: string[];
  progressiveIssues: string[];
  registrationDeadline: string | null;
  earlyVotingStart: string | null;
  earlyVotingEnd: string | null;
  mailBallotRequestDeadline: string | null;
  drivesCountdown: boolean;
  /** A draft (false) is seen only by admins (issue 25). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
  /** The texts in other languages (ADR 44), written as JSON. */
  translations: ColumnType<unknown, string | undefined, string>;
  /** How many times its dates changed: its calendar events' SEQUENCE (ADR 52). */
  calendarSequence: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The page's fixed content, a row per section (ADR 47). */
interface SiteContentTable {
  section: string;
  /** The section's content as its schema has it, written as JSON. */
  content: ColumnType<unknown, string, string>;
  updatedAt: Timestamp;
}

interface BillsTable {
  id: string;
  congress: number;
  billType: string;
  number: number;
  title: string;
  description: string;
  topics: string[];
  trackerUrl: string;
  stage: TBillStage;
  stageStop: TBillStop | null;
  stageCheckedAt: Timestamp;
  stageRefreshFailedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  yeaTotal: number | null;
  nayTotal: number | null;
  isSample: ColumnType<boolean, boolean | undefined, boolean>;
  importedAt: Timestamp;
}

interface RollCallsTable {
  id: string;
  billId: string;
  chamber: 'house' | 'senate';
  question: string;
  result: string;
  votedAt: Timestamp;
  yeaTotal: number;
  nayTotal: number;
}

interface MemberVotesTable {
  rollCallId: string;
  bioguideId: string;
  vote: TMemberVote;
}

export interface DonorCacheTable {
  lookupKey: string;
  cycle: number;
  fecCandidateId: string | null;
  candidateName: string | null;
  donors: ColumnType<unknown, string, string>;
  isSample: ColumnType<boolean, boolean | undefined, boolean>;
  fetchedAt: Timestamp;
  expiresAt: Timestamp;
}

/** Inserted and read only: the app never updates or deletes an entry (ADR 21). */
interface AuditLogTable {
  id: ColumnType<number, never, never>;
  at: ColumnType<Date, Date | string | undefined, never>;
  actorId: ColumnType<string | null, string | null, never>;
  actorName: ColumnType<string | null, string | null, never>;
  actorEmail: ColumnType<string | null, string | null, never>;
  entityType: ColumnType<TAuditEntityType, TAuditEntityType, never>;
  entityId: ColumnType<string, string, never>;
  action: ColumnType<TAuditAction, TAuditAction, never>;
  changes: ColumnType<TAuditChanges, string, never>;
  /** How the change came where it was not a form: an import's file name. */
  source: ColumnType<string | null, string | null | undefined, never>;
}

export interface DB {
  appMeta: AppMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  trustedDevices: TrustedDevicesTable;
  recoveryCodes: RecoveryCodesTable;
  signInChallenges: SignInChallengesTable;
  rateLimits: RateLimitsTable;
  feedback: FeedbackTable;
  media: MediaTable;
  videos: VideosTable;
  candidates: CandidatesTable;
  dropdownStates: DropdownStatesTable;
  searchKeywords: SearchKeywordsTable;
  geocodeCache: GeocodeCacheTable;
  boundaries: BoundariesTable;
  demoAddresses: DemoAddressesTable;
  elections: ElectionsTable;
  siteContent: SiteContentTable;
  ballotMeasures: BallotMeasuresTable;
  webSearchCache: WebSearchCacheTable;
  bills: BillsTable;
  rollCalls: RollCallsTable;
  memberVotes: MemberVotesTable;
  donorCache: DonorCacheTable;
  auditLog: AuditLogTable;
}
