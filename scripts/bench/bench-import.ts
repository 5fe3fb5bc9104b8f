// `npm run bench:import [-- --rows 5000]`: the bulk import of candidates (ADR 51) on a fresh embedded database:
// how long a file of that many new candidates takes to preview, to apply, to preview again (every row
// unchanged), and a file changing every one of them to apply. Issue 25 asks for 5,000 rows previewed in under 5 s and applied in under 10 s.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrator';
import { PROJECT_ROOT } from '../../src/server/config';
import { SYSTEM_ACTOR } from '../../src/server/features/audit/audit.service';
import { applyImport, previewImport } from '../../src/server/features/candidates/candidate-import.service';
import { newDataDir } from '../../src/server/testing/server-process';
import { importSummary } from '../../src/shared/candidate-import';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000' } } });
const rows = Number(values.rows);

/** `count` candidates for the city council's 51 districts, each with a short analysis and a source. */
function slate(electionId: string, count: number, party = 'Democrat'): Buffer {
  const header =
    'election,externalId,fullName,firstName,lastName,state,office,district,party,incumbent,polLeaning,headshot,bio,sources,specialNotes';
  const lines = Array.from({ length: count }, (_, index) => {
    const first = `Candidate${index}`;
    const last = `Bench${index}`;
    const district = String((index % 51) + 1);
    return `${electionId},bench-${index},${first} ${last},${first},${last},New York,City Council,${district},${party},Challenger,Progressive,NA,https://example.org/${index},https://example.org/source/${index},"<p>Analysis of <strong>${first}</strong>, district ${district}.</p>"`;
  });
  return Buffer.from(`${[header, ...lines].join('\r\n')}\r\n`);
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

const dataDir = newDataDir();
const database = await openPglite(dataDir);
try {
  await migrateToLatest(database.db, path.join(PROJECT_ROOT, 'migrations'));
  const { id } = await database.db.selectFrom('elections').select('id').executeTakeFirstOrThrow();
  const file = slate(id, rows);
  const [preview, previewSeconds] = await timed(() => previewImport(database.db, 'bench.csv', file));
  const [applied, applySeconds] = await timed(() =>
    applyImport(database.db, 'bench.csv', file, SYSTEM_ACTOR),
  );
  const [again, againSeconds] = await timed(() => previewImport(database.db, 'bench.csv', file));
  const changed = slate(id, rows, 'Others');
  const [updated, updateSeconds] = await timed(() =>
    applyImport(database.db, 'bench-2.csv', changed, SYSTEM_ACTOR),
  );
  console.log(
    `Bulk import of ${rows} candidates (${(file.length / 1e6).toFixed(1)} MB), embedded database:\n`,
  );
  console.log('| Step | Seconds | Result |\n|---|---:|---|');
  console.log(`| Preview | ${previewSeconds.toFixed(2)} | ${importSummary(preview)} |`);
  console.log(`| Apply | ${applySeconds.toFixed(2)} | ${importSummary(applied)} |`);
  console.log(`| Preview again | ${againSeconds.toFixed(2)} | ${importSummary(again)} |`);
  console.log(`| Apply a change to every row | ${updateSeconds.toFixed(2)} | ${importSummary(updated)} |`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
