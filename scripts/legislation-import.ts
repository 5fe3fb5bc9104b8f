import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import {
  importLegislation,
  readLegislationFiles,
} from '../src/server/features/legislation/legislation-import';
import { DEFAULT_TOPIC_MAPPING, parseTopicMapping } from '../src/server/features/legislation/topics';
import { createLogger } from '../src/server/logger';
import { runCli } from './cli';

const SKIPPED = {
  invalidDocuments: 'file(s) not in the unitedstates format',
  notPassageVotes: 'roll call not on a passage',
  votesForUnknownBills: 'roll call on a bill not imported',
  unmappedVoters: 'Senate voter not in the legislators list',
  vicePresidentVotes: 'Vice President tie-break',
  otherFiles: 'other data.json file',
} as const;

// npm run legislation:import -- <folder-or-file>... [--topics <mapping.json>]
// unitedstates/congress output (bill and vote data.json files) and the unitedstates/congress-legislators lists
// (legislators-current and legislators-historical, YAML or JSON), in one folder or named one by one.
await runCli(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { topics: { type: 'string' } },
  });
  if (positionals.length === 0) {
    throw new Error(
      'Usage: npm run legislation:import -- <folder-or-file>... [--topics <mapping.json>]  (unitedstates/congress data.json files; legislators-current and legislators-historical .yaml or .json)',
    );
  }
  const mapping = values.topics
    ? parseTopicMapping(JSON.parse(await readFile(path.resolve(values.topics), 'utf8')))
    : DEFAULT_TOPIC_MAPPING;
  const documents = await readLegislationFiles(positionals.map((entry) => path.resolve(entry)));
  const config = loadConfig();
  const database = await openDatabase(config, createLogger({ ...config.log, level: 'warn' }));
  try {
    await migrateToLatest(database.db, config.migrationsDir);
    const { bills, rollCalls, memberVotes, skipped } = await importLegislation(database.db, documents, {
      mapping,
    });
    console.log(`Imported ${bills} bills, ${rollCalls} roll calls, ${memberVotes} member votes.`);
    const reasons = Object.entries({ ...skipped, otherFiles: documents.ignored }).filter(([, n]) => n > 0);
    if (reasons.length > 0) {
      const said = reasons.map(([reason, n]) => `${n} ${SKIPPED[reason as keyof typeof SKIPPED]}`);
      console.log(`Skipped: ${said.join(', ')}.`);
    }
  } finally {
    await database.close();
  }
});
