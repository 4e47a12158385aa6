// Prints records/s of synthetic generation + bulk load at a given scale.
//   DATABASE_URL=postgres://… npm run -w @dnp/bench generate:bench -- --records 1000000
// With DATABASE_URL a fresh database is created next to the one it names (and dropped after);
// without it, a PGlite database in a temporary folder is used.
import { parseArgs } from 'node:util';
import { queryRows } from '@dnp/db';
import { defaultGeneratedSources, generateIntoDatabase } from '@dnp/generate';
import { openBenchDatabase } from '../support/bench-database.js';

const { values } = parseArgs({ options: { records: { type: 'string' }, seed: { type: 'string' } } });
const records = Number(values.records ?? '100000');
const seed = values.seed ?? 'bench';

const { handle, cleanup, where } = await openBenchDatabase('dnp_bench');
try {
  const started = performance.now();
  const summaries = await generateIntoDatabase(handle, { records, seed, sources: defaultGeneratedSources });
  const seconds = (performance.now() - started) / 1000;
  const total = summaries.reduce((sum, s) => sum + s.recordsRead, 0);
  const [keys] = await queryRows<{ n: number }>(handle, 'select count(*)::int as n from datasource_name_keys');
  console.log(`generate+load on ${where}: ${total.toLocaleString('en-US')} records in ${seconds.toFixed(1)} s`);
  console.log(
    `  ${Math.round(total / seconds).toLocaleString('en-US')} records/s; ${(keys?.n ?? 0).toLocaleString('en-US')} name keys`,
  );
  for (const s of summaries) {
    console.log(
      `  ${s.apiName.padEnd(12)} ${s.recordsRead.toLocaleString('en-US').padStart(10)} records ${(s.elapsedMs / 1000).toFixed(1).padStart(7)} s`,
    );
  }
} finally {
  await cleanup();
}
