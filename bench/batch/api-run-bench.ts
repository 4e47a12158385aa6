// A batch file through the running API (issue #10's benchmark): the API in a child process with
// its job runner, an agency file of N rows sent as an agency's system sends it, and a user's
// searches answered meanwhile.
//   npm run -w @dnp/bench batch:api-bench -- --rows 100000 --records 25000      (PGlite, generated here)
//   DATABASE_URL=postgres://…/postgres npm run -w @dnp/bench batch:api-bench -- --rows 100000 --records 25000
//   DATABASE_URL=postgres://…/dnp10m npm run -w @dnp/bench batch:api-bench -- --rows 1000000 --existing
// Prints the wall time from upload to summary, each phase's figures as the file's status reports
// them, the API process's peak RSS (VmHWM), and name and TIN search latency idle and during the
// run. Without DATABASE_URL a PGlite folder is generated and handed to the API; with it a database
// of its own on that server (dropped after), or with --existing the database as it is (the file,
// its job, its matches are deleted after). --step-rows sets AGENCY_FILE_STEP_ROWS for the API.
// --give-way off,on sends the file once per mode, each to an API process of its own, in one run:
// `on` is the API as it runs (docs/jobs.md, "Runs give way to requests"), `off` its job runner
// as it was before (scoring in one piece, no wait for requests, the server's parallel workers).
// --max-minutes M cancels a run still going after M minutes and prints what it measured so far.
// --cpu-prof DIR writes the API process's CPU profile (node --cpu-prof) into DIR when it exits.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb, queryRows } from '@dnp/db';
import { defaultGeneratedSources, generateIntoDatabase } from '@dnp/generate';
import { withApiHeap } from '../../scripts/api-heap.mjs';
import { writeAgencyFileCsv } from './agency-file-csv.js';
import { compareMatches } from './compare-matches.js';
import { sourcePeopleSql, type SourcePerson } from './planted-parties.js';
import {
  cancelFile,
  fileStatus,
  fileSummary,
  search,
  uploadFile,
  type Portal,
  type SearchKind,
} from './portal-client.js';
import { perSecond, seconds } from './run-match.js';
import { sampleMemory } from '../support/child-memory.js';
import { openBenchDatabase, openExistingDatabase } from '../support/bench-database.js';
import type { BenchServerReady } from '../search/bench-server.js';
import { percentile } from '../search/latency.js';
import { plantedQueries, type PlantedQuery } from '../search/planted-queries.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    records: { type: 'string', default: '25000' },
    seed: { type: 'string', default: 'bench' },
    queries: { type: 'string', default: '100' },
    'think-ms': { type: 'string', default: '0' },
    'step-rows': { type: 'string' },
    'give-way': { type: 'string', default: 'on' },
    'max-minutes': { type: 'string' },
    existing: { type: 'boolean' },
    'cpu-prof': { type: 'string' },
  },
});
const rows = Number(values.rows);
const records = Number(values.records);
const thinkMs = Number(values['think-ms']);
const maxMs = values['max-minutes'] ? Number(values['max-minutes']) * 60_000 : Number.POSITIVE_INFINITY;
const count = (n: number | string): string => Number(n).toLocaleString('en-US');
/** What the API is doing as the last status polled says: where the memory sampler places a rise of the peak. */
let doing = 'starting';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const modes = (values['give-way'] ?? 'on').split(',').map((mode) => mode.trim());
if (modes.some((mode) => mode !== 'on' && mode !== 'off')) {
  throw new Error(`--give-way takes on, off or both (off,on): ${values['give-way']}`);
}

const work = mkdtempSync(join(tmpdir(), 'api-run-bench-'));
const database = values.existing ? await openExistingDatabase() : await openBenchDatabase('dnp_api_run_bench');
const { handle } = database;
const sentFiles: string[] = [];
try {
  if (!values.existing) {
    const started = performance.now();
    await generateIntoDatabase(handle, { records, seed: values.seed, sources: defaultGeneratedSources });
    console.log(`${database.where}: ${count(records)} generated records in ${seconds(performance.now() - started)}`);
  }
  const people = await queryRows<SourcePerson>(handle, sourcePeopleSql, [rows]);
  if (people.length === 0) throw new Error('no DMF records to draw parties from');
  const queries = await plantedQueries(
    (text, params) => queryRows(handle, text, params),
    'dmf_records',
    Number(values.queries),
  );
  const path = join(work, `BENCH_PAYEES_${rows}.csv`);
  const bytes = await writeAgencyFileCsv(path, people, rows);
  console.log(
    `agency file: ${count(rows)} rows, ${(bytes / 1024 / 1024).toFixed(1)} MiB; ${queries.length} planted queries`,
  );
  // PGlite has one process per folder: the API's, from here on.
  if (database.dataDir) await handle.close();

  for (const mode of modes) {
    console.log(`\n--give-way ${mode}: ${mode === 'on' ? 'the API as it runs' : 'the job runner as it was before'}`);
    // A process of its own per mode: its peak RSS is this run's alone.
    const server = fork(fileURLToPath(new URL('../search/bench-server.ts', import.meta.url)), {
      execArgv: [
        ...process.execArgv,
        ...(values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : []),
      ],
      // The API's environment as `npm start` gives it: its heap bound (scripts/api-heap.mjs).
      env: withApiHeap({
        ...process.env,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        ...(database.dataDir ? { PGLITE_DATA_DIR: database.dataDir } : {}),
        ...(values['step-rows'] ? { AGENCY_FILE_STEP_ROWS: values['step-rows'] } : {}),
        BENCH_RUN_JOBS: mode === 'on' ? '1' : 'plain',
        UPLOAD_DIR: join(work, 'uploads'),
      }),
    });
    try {
      const [ready] = (await once(server, 'message')) as [BenchServerReady];
      if (server.pid === undefined) throw new Error('the API process has no pid');
      const portal: Portal = { base: `http://127.0.0.1:${ready.port}`, authorization: ready.authorization };
      doing = 'starting';
      const memory = sampleMemory(server.pid, 250, () => doing);
      try {
        await measure(portal, path, queries, memory, (id) => sentFiles.push(id));
      } finally {
        memory.stop();
      }
    } finally {
      server.disconnect();
      await once(server, 'exit');
    }
  }
  const [first, last] = [sentFiles[0], sentFiles.at(-1)];
  if (first !== undefined && last !== undefined && first !== last) {
    // The API has let PGlite's folder go: it is this process's to read again.
    const reader = database.dataDir ? await createDb({ dataDir: database.dataDir }) : handle;
    try {
      const compared = await compareMatches(reader, Number(first), Number(last));
      console.log(`\n--give-way ${modes.at(-1)}, the first run ${modes[0]} as the baseline: ${compared}`);
    } finally {
      if (reader !== handle) await reader.close();
    }
  }
} finally {
  if (values.existing && sentFiles.length > 0) {
    const ids = sentFiles.map(Number);
    const jobs = await queryRows<{ jobId: number | null }>(
      handle,
      `delete from agency_files where id = any($1::bigint[]) returning job_id::int as "jobId"`,
      [ids],
    );
    const jobIds = jobs.flatMap((job) => (job.jobId === null ? [] : [job.jobId]));
    await queryRows(handle, `delete from jobs where id = any($1::bigint[])`, [jobIds]);
  }
  await database.cleanup();
  rmSync(work, { recursive: true, force: true });
}

/**
 * Searches one at a time, name then TIN of each query in turn, until `until` says stop. A search
 * that fails (the API dropped the connection) counts with the time it took to fail, and is counted.
 */
async function searchWhile(portal: Portal, queries: readonly PlantedQuery[], until: () => boolean) {
  const ms: Record<SearchKind, number[]> & { failed: number } = { name: [], TIN: [], failed: 0 };
  for (let at = 0; !until(); at++) {
    const query = queries[at % queries.length] as PlantedQuery;
    for (const kind of ['name', 'TIN'] as const) {
      const started = performance.now();
      try {
        await search(portal, query, kind);
      } catch (error: unknown) {
        ms.failed += 1;
        console.error(`a ${kind} search failed: ${error instanceof Error ? (error.cause ?? error.message) : error}`);
      }
      ms[kind].push(performance.now() - started);
      if (thinkMs > 0) await sleep(thinkMs);
    }
  }
  return ms;
}

async function measure(
  portal: Portal,
  path: string,
  queries: readonly PlantedQuery[],
  memory: ReturnType<typeof sampleMemory>,
  sentFile: (id: string) => void,
): Promise<void> {
  doing = 'searches before the upload';
  // Warm the caches as a serving portal's are warm: one pass that is not measured.
  let warm = 0;
  await searchWhile(portal, queries, () => warm++ >= Math.min(30, queries.length));
  let idleRounds = 0;
  const idle = await searchWhile(portal, queries, () => idleRounds++ >= queries.length);
  const before = memory.now();

  const started = performance.now();
  const sent = await uploadFile(portal, path);
  sentFile(sent.agencyFrbFileId);
  const uploadMs = performance.now() - started;
  const timeline: Array<{ phase: string; at: number }> = [];
  let ended = false;
  const during = searchWhile(portal, queries, () => ended);
  let status = sent;
  let stoppedAt: typeof status | undefined;
  while (status.state === 'queued' || status.state === 'running') {
    if (stoppedAt === undefined && performance.now() - started > maxMs) {
      stoppedAt = status;
      await cancelFile(portal, sent.agencyFrbFileId);
    }
    if (timeline.at(-1)?.phase !== status.phase) timeline.push({ phase: status.phase, at: performance.now() });
    const progress = status.progress;
    doing = `${status.phase} ${count(progress.rowsDone ?? 0)}/${count(progress.rowsTotal ?? 0)} rows`;
    process.stderr.write(
      `\r  ${status.phase} ${count(progress.rowsDone ?? 0)}/${count(progress.rowsTotal ?? 0)} ${progress.rowsPerSecond ?? 0}/s   `,
    );
    await sleep(500);
    status = await fileStatus(portal, sent.agencyFrbFileId);
  }
  process.stderr.write('\n');
  if (status.state !== 'done' && stoppedAt === undefined) {
    ended = true;
    await during;
    throw new Error(`the run ended ${status.state} (${status.phase}): ${status.lastError ?? ''}`);
  }
  const summary = stoppedAt ? undefined : await fileSummary(portal, sent.agencyFrbFileId);
  const wallMs = performance.now() - started;
  ended = true;
  const busy = await during;
  const after = memory.now();

  if (stoppedAt) {
    const progress = stoppedAt.progress;
    console.log(
      `stopped after --max-minutes ${values['max-minutes']}: ${stoppedAt.phase}, ${count(progress.rowsDone ?? 0)} of ${count(progress.rowsTotal ?? 0)} rows (${progress.rowsPerSecond ?? 0}/s); the run was cancelled, its matches removed`,
    );
  }
  if (summary)
    console.log(
      `upload → summary: ${seconds(wallMs)} for ${count(rows)} rows (${perSecond(rows, wallMs)}); upload answered in ${seconds(uploadMs)}; ` +
        `${count(summary.conclusive)} CONCLUSIVE, ${count(summary.probable)} PROBABLE, ${count(summary.possible)} POSSIBLE parties over ${summary.sources} sources`,
    );
  const watched = timeline.map((mark, at) => {
    const next = timeline[at + 1]?.at ?? started + wallMs;
    return `${mark.phase} ${seconds(next - mark.at)}`;
  });
  console.log(`  phases as polled (every 0.5 s): ${watched.join(', ')}`);
  const phases = status.progress.phases;
  if (phases) {
    const line = (label: string, figure: { ms: number; count: number } | undefined, what: string) =>
      figure
        ? console.log(
            `  ${label.padEnd(16)} ${seconds(figure.ms).padStart(8)}  ${count(figure.count)} ${what}, ${perSecond(figure.count, figure.ms)}`,
          )
        : console.log(`  ${label.padEnd(16)} (not in this attempt)`);
    line('parse+validate', phases.validating, 'rows');
    line('TIN join', phases.tinJoin, 'pairs');
    line('name matching', phases.nameMatching, 'party-source rows');
    line('scoring', phases.scoring, 'pairs');
    line('writing', phases.writing, 'matches');
  }
  console.log(
    `API process RSS: ${before?.rssMiB ?? '?'} MiB idle before the upload, ${after?.rssMiB ?? '?'} MiB after; peak (VmHWM) ${after?.peakMiB ?? '?'} MiB`,
  );
  const rises = memory.rises().map((rise) => `${count(rise.peakMiB)} MiB (${rise.during})`);
  console.log(`  the peak rose to: ${rises.join(', ')}`);
  for (const kind of ['name', 'TIN'] as const) {
    const [i, d] = [idle[kind], busy[kind]];
    const f = (ms: readonly number[], p: number) => percentile(ms, p).toFixed(1);
    console.log(
      `${kind.padEnd(4)} search: idle p50 ${f(i, 50)} / p95 ${f(i, 95)} ms (${i.length}); during the run p50 ${f(d, 50)} / p95 ${f(d, 95)} ms (${d.length}); ` +
        `p95 ratio ${(percentile(d, 95) / percentile(i, 95)).toFixed(2)}×`,
    );
  }
  if (busy.failed + idle.failed > 0)
    console.log(`searches that failed: ${idle.failed} idle, ${busy.failed} during the run`);
}
