import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';
import type { TMemberVote } from '../../../shared/constants/federal-record';
import type { Db } from '../../db/database';
import { stageFromStatus } from './bill-stage';
import { BILL_TYPES, billTrackerUrl } from './bill-tracker';
import {
  findBillIds,
  replaceMemberVotes,
  saveBill,
  saveRollCall,
  updateBillTallies,
  type TBillRow,
} from './legislation.repository';
import { repairMojibakeDeep } from './repair-mojibake';
import { DEFAULT_TOPIC_MAPPING, topicsOf, type TTopicMapping } from './topics';

/**
 * Loads bills and their passage votes from files in the unitedstates/congress formats (data-sources.md
 * §2.4, §2.5): bill `data.json` (congress/tasks/bills.py), vote `data.json` (congress/tasks/vote_info.py) and
 * the congress-legislators lists (current and historical), which turn Senate voters' LIS ids into Bioguide ids.
 * Text garbled by a double decoding (mojibake) is repaired on the way in.
 */
export type TLegislationDocuments = { bills: unknown[]; votes: unknown[]; legislators?: unknown[] };

export type TImportCounts = {
  bills: number;
  rollCalls: number;
  memberVotes: number;
  skipped: {
    /** Files whose fields are not those of a bill, vote or legislator. */
    invalidDocuments: number;
    /** Roll calls on amendments, cloture, procedure, veto overrides… */
    notPassageVotes: number;
    /** Passage roll calls on a bill that neither these files nor the database hold. */
    votesForUnknownBills: number;
    /** Senate voters whose LIS id the legislators list does not know. */
    unmappedVoters: number;
    /** The Vice President's tie-breaking votes: not a member's vote. */
    vicePresidentVotes: number;
  };
};

// ── The file formats (only the fields the import reads) ─────────────────────────────────────────────────

const ZCount = z.coerce.number().int().positive(); // bills.py writes congress and number as strings

const ZBillFile = z.object({
  bill_id: z.string().regex(/^[a-z]+\d+-\d+$/),
  bill_type: z.enum(BILL_TYPES),
  number: ZCount,
  congress: ZCount,
  status: z.string().default('INTRODUCED'),
  status_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  official_title: z.string().nullish(),
  short_title: z.string().nullish(),
  popular_title: z.string().nullish(),
  titles: z
    .array(z.object({ title: z.string(), type: z.string(), is_for_portion: z.boolean().nullish() }))
    .default([]),
  summary: z.object({ text: z.string() }).nullish(),
  subjects_top_term: z.string().nullish(),
  subjects: z.array(z.string()).default([]),
});
type TBillFile = z.infer<typeof ZBillFile>;

const ZVoter = z.union([z.literal('VP'), z.object({ id: z.string() })]);
const ZVoteFile = z.object({
  vote_id: z.string(),
  chamber: z.enum(['h', 's']),
  date: z.string(),
  question: z.string().default(''),
  category: z.string().default('unknown'),
  result: z.string().default(''),
  bill: z.object({ congress: ZCount, type: z.string(), number: ZCount }).nullish(),
  votes: z.record(z.string(), z.array(ZVoter)),
});
type TVoteFile = z.infer<typeof ZVoteFile>;

const ZLegislator = z.object({ id: z.object({ bioguide: z.string(), lis: z.string().nullish() }) });

// ── Bills ───────────────────────────────────────────────────────────────────────────────────────────────

const SAMPLE_PREFIX = 'Sample: ';

/** The current title of a type, as bill_info.py's current_title_for picks it when the top-level one is absent. */
function titleOfType(bill: TBillFile, type: string) {
  return bill.titles.filter((title) => title.type === type && !title.is_for_portion).at(-1)?.title;
}

/** The name people know a bill by: its short or popular title, else the long official one. */
function billTitle(bill: TBillFile): string {
  const title =
    bill.short_title ??
    titleOfType(bill, 'short') ??
    bill.popular_title ??
    titleOfType(bill, 'popular') ??
    bill.official_title ??
    titleOfType(bill, 'official') ??
    titleOfType(bill, 'display') ??
    bill.bill_id;
  return title.trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function plainText(html: string): string {
  return html
    .replace(/<\/p\s*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

const DESCRIPTION_LIMIT = 300;
// A sentence ends at . ! or ? after a small letter, digit or closing mark, so "U.S. Code" does not end one.
const SENTENCE_END = /(?<=[a-z0-9)\]"'’”][.!?])\s+(?=["“(]?[A-Z0-9])/;

/**
 * A sentence or two from the CRS summary: tags stripped, the leading title line CRS puts first ("Freedom to
 * Vote Act") left out, cut at a sentence end within the limit (or at a word, with an ellipsis, when the first
 * sentence alone is longer).
 */
export function plainDescription(summary: string | null | undefined, fallback: string): string {
  const paragraphs = plainText(summary ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  while (paragraphs.length > 1 && !/[.!?:)]$/.test(paragraphs[0]!)) paragraphs.shift();
  const text = paragraphs.join(' ');
  if (!text) return fallback;
  let description = '';
  for (const sentence of text.split(SENTENCE_END)) {
    const next = description ? `${description} ${sentence}` : sentence;
    if (next.length > DESCRIPTION_LIMIT) break;
    description = next;
  }
  if (description) return description;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`;
}

function billRow(file: TBillFile, mapping: TTopicMapping, isSample: boolean, now: Date): TBillRow {
  const title = billTitle(file);
  const { stage, stop } = stageFromStatus(file.status, file.bill_type);
  // The file says where the bill stood when it was written (updated_at); its status may be older.
  const checkedAt = new Date(file.updated_at || file.status_at || now);
  return {
    id: file.bill_id,
    congress: file.congress,
    billType: file.bill_type,
    number: file.number,
    title: isSample && !title.startsWith(SAMPLE_PREFIX) ? SAMPLE_PREFIX + title : title,
    description: plainDescription(file.summary?.text, file.official_title ?? title),
    topics: topicsOf({ policyArea: file.subjects_top_term, subjects: file.subjects }, mapping),
    trackerUrl: billTrackerUrl(file),
    stage,
    stageStop: stop,
    stageCheckedAt: Number.isNaN(checkedAt.getTime()) ? now : checkedAt,
    isSample,
  };
}

// ── Votes ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Roll calls on a bill's passage (vote_info.py's categories): passage (incl. conference reports and agreeing
 * to the other chamber's changes) and passage under suspension. Veto overrides are left out: they are votes
 * on the President's objections, needing two thirds, so the yea ≥ nay outcome the spec shows would call a
 * failed override passed; the member's passage vote already shows where they stand on the bill.
 */
const PASSAGE_CATEGORIES = new Set(['passage', 'passage-suspension']);

/** House recorded votes say Aye and No; the record says Yea and Nay. Other options (Guilty…) are not kept. */
const VOTE_OPTIONS: Record<string, TMemberVote> = {
  Yea: 'Yea',
  Aye: 'Yea',
  Nay: 'Nay',
  No: 'Nay',
  Present: 'Present',
  'Not Voting': 'Not Voting',
};

const billIdOfVote = (bill: NonNullable<TVoteFile['bill']>) =>
  `${bill.type.toLowerCase()}${bill.number}-${bill.congress}`;

// ── The import ──────────────────────────────────────────────────────────────────────────────────────────

function lisToBioguide(legislators: unknown[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const legislator of legislators) {
    const parsed = ZLegislator.safeParse(legislator);
    if (parsed.success && parsed.data.id.lis) ids.set(parsed.data.id.lis, parsed.data.id.bioguide);
  }
  return ids;
}

function parseAll<T>(documents: unknown[], schema: z.ZodType<T>, counts: TImportCounts): T[] {
  return documents.flatMap((document) => {
    // Repaired before anything is read from it, so titles, summaries and questions come out right.
    const parsed = schema.safeParse(repairMojibakeDeep(document));
    if (!parsed.success) counts.skipped.invalidDocuments += 1;
    return parsed.success ? [parsed.data] : [];
  });
}

async function importVote(db: Db, vote: TVoteFile, lisIds: Map<string, string>, counts: TImportCounts) {
  const memberVotes = new Map<string, TMemberVote>();
  const tally = { Yea: 0, Nay: 0 };
  for (const [option, voters] of Object.entries(vote.votes)) {
    const cast = VOTE_OPTIONS[option];
    if (!cast) continue;
    // The tally counts every voter the file lists, as vote_info.py's own totals do.
    if (cast === 'Yea' || cast === 'Nay') tally[cast] += voters.length;
    for (const voter of voters) {
      if (voter === 'VP') {
        counts.skipped.vicePresidentVotes += 1;
        continue;
      }
      // House files name voters by Bioguide id, Senate files by LIS id.
      const bioguideId = vote.chamber === 'h' ? voter.id : lisIds.get(voter.id);
      if (!bioguideId) {
        counts.skipped.unmappedVoters += 1;
        continue;
      }
      if (!memberVotes.has(bioguideId)) memberVotes.set(bioguideId, cast);
    }
  }
  await saveRollCall(db, {
    id: vote.vote_id,
    billId: billIdOfVote(vote.bill!),
    chamber: vote.chamber === 'h' ? 'house' : 'senate',
    question: vote.question,
    result: vote.result,
    votedAt: new Date(vote.date),
    yeaTotal: tally.Yea,
    nayTotal: tally.Nay,
  });
  const rows = [...memberVotes].map(([bioguideId, cast]) => ({ bioguideId, vote: cast }));
  await replaceMemberVotes(db, vote.vote_id, rows);
  counts.rollCalls += 1;
  counts.memberVotes += rows.length;
}

async function importAll(
  db: Db,
  documents: TLegislationDocuments,
  mapping: TTopicMapping,
  isSample: boolean,
): Promise<TImportCounts> {
  const counts: TImportCounts = {
    bills: 0,
    rollCalls: 0,
    memberVotes: 0,
    skipped: {
      invalidDocuments: 0,
      notPassageVotes: 0,
      votesForUnknownBills: 0,
      unmappedVoters: 0,
      vicePresidentVotes: 0,
    },
  };
  const now = new Date();
  for (const bill of parseAll(documents.bills, ZBillFile, counts)) {
    await saveBill(db, billRow(bill, mapping, isSample, now));
    counts.bills += 1;
  }

  const passageVotes = parseAll(documents.votes, ZVoteFile, counts).filter((vote) => {
    const isPassage = PASSAGE_CATEGORIES.has(vote.category) && vote.bill;
    if (!isPassage) counts.skipped.notPassageVotes += 1;
    return isPassage;
  });
  const knownBills = await findBillIds(db, [
    ...new Set(passageVotes.map((vote) => billIdOfVote(vote.bill!))),
  ]);
  const lisIds = lisToBioguide(documents.legislators ?? []);
  for (const vote of passageVotes) {
    if (!knownBills.has(billIdOfVote(vote.bill!))) {
      counts.skipped.votesForUnknownBills += 1;
      continue;
    }
    await importVote(db, vote, lisIds, counts);
  }
  await updateBillTallies(db, [...knownBills]);
  return counts;
}

/**
 * Imports the documents in one transaction (or in the caller's, when `db` is one: the demo seeder's).
 * Re-importing updates the rows (keyed by bill and vote ids) and replaces a roll call's member votes; it
 * never duplicates them. `isSample` marks the demo content (and puts "Sample: " before a title without it).
 */
export function importLegislation(
  db: Db,
  documents: TLegislationDocuments,
  { mapping = DEFAULT_TOPIC_MAPPING, isSample = false }: { mapping?: TTopicMapping; isSample?: boolean } = {},
): Promise<TImportCounts> {
  if (db.isTransaction) return importAll(db, documents, mapping, isSample);
  return db.transaction().execute((trx) => importAll(trx, documents, mapping, isSample));
}

// ── Files ───────────────────────────────────────────────────────────────────────────────────────────────

/** unitedstates/congress-legislators publishes both lists as YAML (its repository) and JSON (its site). */
const LEGISLATORS_FILE = /^legislators-(current|historical)\.(ya?ml|json)$/;

type TLegislationFiles = Required<TLegislationDocuments> & { ignored: number };

/** A file or folder the import cannot read; its message names it (the CLI prints it alone). */
export class LegislationFileError extends Error {}

async function parseFile(file: string): Promise<unknown> {
  const format = /\.ya?ml$/i.test(file) ? 'YAML' : 'JSON';
  const text = await readFile(file, 'utf8');
  try {
    return format === 'YAML' ? loadYaml(text) : JSON.parse(text);
  } catch (error) {
    throw new LegislationFileError(`${file} is not valid ${format}: ${(error as Error).message}`);
  }
}

async function isDirectory(entry: string) {
  try {
    return (await stat(entry)).isDirectory();
  } catch {
    throw new LegislationFileError(`${entry}: no such file or folder`);
  }
}

/** Tells a parsed file apart by its content: a list of legislators, a bill (bill_id) or a vote (vote_id). */
function sortDocument(json: unknown, documents: TLegislationFiles) {
  if (Array.isArray(json)) documents.legislators.push(...json);
  else if (isObjectWith(json, 'bill_id')) documents.bills.push(json);
  else if (isObjectWith(json, 'vote_id')) documents.votes.push(json);
  else documents.ignored += 1; // an amendment's data.json, or another file
}

/** The files of a folder the import reads: every `data.json` and the legislators lists; the rest is left out. */
async function filesUnder(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true })).sort();
  return files
    .filter((file) => {
      const name = path.basename(file);
      return name === 'data.json' || LEGISLATORS_FILE.test(name);
    })
    .map((file) => path.join(dir, file));
}

/**
 * The documents at `paths`, each a folder or a file. A folder is read as the scrapers lay it out
 * ({congress}/bills/{type}/{type}{n}/data.json, {congress}/votes/{session}/{h|s}{n}/data.json) or any other way:
 * every `data.json`, and `legislators-current` and `legislators-historical` (.yaml, .yml or .json), so a member
 * who has left Congress keeps their votes. A file named on its own is read whatever its name (YAML when it ends
 * in .yaml or .yml, else JSON).
 */
export async function readLegislationFiles(paths: string[]): Promise<TLegislationFiles> {
  const documents: TLegislationFiles = { bills: [], votes: [], legislators: [], ignored: 0 };
  for (const entry of paths) {
    const files = (await isDirectory(entry)) ? await filesUnder(entry) : [entry];
    for (const file of files) sortDocument(await parseFile(file), documents);
  }
  return documents;
}

const isObjectWith = (json: unknown, field: string) =>
  typeof json === 'object' && json !== null && !Array.isArray(json) && field in json;
