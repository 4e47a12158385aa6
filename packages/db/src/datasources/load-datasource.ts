import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import type { ParseItem, Rejection } from '@dnp/ingest';
import { enqueueSourceDelta } from '../con-mon/source-load-hooks.js';
import type { DbHandle } from '../database.js';
import { applyLoad, resolveDuplicateKeys } from './apply-load.js';
import { firstLoad, type PreparedRows } from './first-load.js';
import { LoadRejectedError } from './load-rejected-error.js';
import { inLoadTransaction, queryRows } from './load-session.js';
import type { LoadSession } from './load-session.js';
import { nameKeyPartition } from './name-key-hash.js';
import { sourceTables } from './source-tables.js';
import type { SourceTables } from './source-tables.js';
import { createStageTable, stageRecords } from './stage-records.js';
import { holdsTins, tinKeyPartition } from './tin-keys.js';

export interface LoadProgress {
  phase: 'reading' | 'applying' | 'done';
  records: number;
  rejected: number;
}

export interface LoadOptions {
  /** What the publisher calls this edition of the data (a date, a file version). */
  sourceVersion: string;
  fileName?: string | null;
  /** Rejected lines tolerated; past it the load fails and writes nothing. Default 0. */
  allowRejects?: number;
  onProgress?: (progress: LoadProgress) => void;
  /**
   * Runs inside the load's transaction once its counts are written, so what the caller records
   * about the load (a job's result, an audit row) commits with it or not at all.
   */
  onCommit?: (session: LoadSession, summary: Omit<LoadSummary, 'elapsedMs'>) => Promise<void>;
}

export interface LoadSummary {
  loadId: number;
  apiName: DatasourceApiName;
  sourceVersion: string;
  fileName: string | null;
  /** Records the parser accepted. */
  recordsRead: number;
  /** Records of the source stored after the load. */
  recordCount: number;
  rejections: readonly Rejection[];
  added: number;
  changed: number;
  removed: number;
  /** The input was a change file (DMF add/change/delete records), not a full list. */
  changeFile: boolean;
  elapsedMs: number;
}

/** Concurrent loads of one source queue on this lock (PostgreSQL); loads of different sources run side by side. */
const lockName = (apiName: DatasourceApiName): string => `dnp:datasource-load:${apiName}`;

async function insertLoadRow(session: LoadSession, apiName: string, options: LoadOptions): Promise<number> {
  const [row] = await session.query<{ id: number | string }>(
    `insert into datasource_loads (api_name, source_version, file_name, record_count) values ($1, $2, $3, 0) returning id`,
    [apiName, options.sourceVersion, options.fileName ?? null],
  );
  if (row === undefined) throw new Error('datasource_loads insert returned no id');
  return Number(row.id);
}

async function storeRejections(session: LoadSession, loadId: number, rejections: readonly Rejection[]): Promise<void> {
  if (rejections.length === 0) return;
  await session.query(
    `insert into datasource_load_rejections (load_id, line, file, column_name, reason)
     select $1, * from unnest($2::int[], $3::text[], $4::text[], $5::text[])`,
    [
      loadId,
      rejections.map((r) => r.line),
      rejections.map((r) => r.file ?? null),
      rejections.map((r) => r.column ?? null),
      rejections.map((r) => r.reason),
    ],
  );
}

/** A first load at least this large is vacuumed after its commit (see vacuumAfterFirstLoad). */
const VACUUM_MIN_RECORDS = 50_000;

async function sourceIsEmpty(session: LoadSession, table: string): Promise<boolean> {
  const [row] = await session.query<{ any: boolean }>(`select exists (select 1 from ${table}) as any`);
  return row?.any !== true;
}

interface Applied {
  records: number;
  rejections: Rejection[];
  changeFile: boolean;
  added: number;
  changed: number;
  removed: number;
}

/** A reload: stage the file, compare it with the stored records, apply the difference. */
async function reload<K extends DatasourceApiName>(
  session: LoadSession,
  tables: SourceTables,
  loadId: number,
  items: AsyncIterable<ParseItem<RecordAttributesByApiName[K]>>,
  allowRejects: number,
  progress: (p: LoadProgress) => void,
): Promise<Applied> {
  await createStageTable(session, tables);
  const staged = await stageRecords(session, tables, items, allowRejects, (p) => progress({ phase: 'reading', ...p }));
  const rejections = [...staged.rejections];
  if (rejections.length <= allowRejects) rejections.push(...(await resolveDuplicateKeys(session, staged.changeFile)));
  if (rejections.length > allowRejects) return { ...staged, rejections, added: 0, changed: 0, removed: 0 };
  progress({ phase: 'applying', records: staged.records, rejected: rejections.length });
  const delta = await applyLoad(session, tables, loadId, staged.changeFile);
  return { records: staged.records, rejections, changeFile: staged.changeFile, ...delta };
}

/**
 * Loads one parsed file of a source, all or nothing, with a `datasource_loads` row in one
 * transaction. The first load of a source writes straight into its tables (first-load.ts); a
 * reload is staged in a temporary table, compared with the stored records by natural key and
 * content hash, and the difference applied with one `datasource_deltas` row per changed key.
 * More rejected lines than `allowRejects` throws a LoadRejectedError listing every one of
 * them, and nothing is written.
 */
export async function loadDatasource<K extends DatasourceApiName>(
  handle: DbHandle,
  apiName: K,
  input: AsyncIterable<ParseItem<RecordAttributesByApiName[K]>> | PreparedRows<K>,
  options: LoadOptions,
): Promise<LoadSummary> {
  const started = performance.now();
  const allowRejects = options.allowRejects ?? 0;
  const tables = sourceTables[apiName];
  const progress = options.onProgress ?? (() => undefined);
  let vacuum: 'all' | 'tinKeys' | undefined;
  const summary = await inLoadTransaction(handle, async (session) => {
    await session.query('select pg_advisory_xact_lock(hashtext($1))', [lockName(apiName)]);
    const loadId = await insertLoadRow(session, apiName, options);
    const applied = (await sourceIsEmpty(session, tables.table))
      ? {
          ...(await firstLoad(session, tables, loadId, input, allowRejects, (p) =>
            progress({ phase: 'reading', ...p }),
          )),
          changed: 0,
          removed: 0,
        }
      : await reload(session, tables, loadId, 'batches' in input ? input.items() : input, allowRejects, progress);
    const rejections = applied.rejections.sort((a, b) => a.line - b.line);
    if (rejections.length > allowRejects) throw new LoadRejectedError(apiName, rejections, allowRejects);
    await storeRejections(session, loadId, rejections);
    const [stored] = await session.query<{ n: number }>(`select count(*)::int as n from ${tables.table}`);
    const recordCount = stored?.n ?? 0;
    await session.query(
      `update datasource_loads set record_count = $2, added_count = $3, changed_count = $4, removed_count = $5 where id = $1`,
      [loadId, recordCount, applied.added, applied.changed, applied.removed],
    );
    await enqueueSourceDelta(handle, session, { apiName, loadId, added: applied.added, changed: applied.changed });
    const keysWritten = holdsTins(tables) && applied.added + applied.changed + applied.removed > 0;
    vacuum = applied.added >= VACUUM_MIN_RECORDS ? 'all' : keysWritten ? 'tinKeys' : undefined;
    progress({ phase: 'done', records: applied.records, rejected: rejections.length });
    const committed = {
      loadId,
      apiName,
      sourceVersion: options.sourceVersion,
      fileName: options.fileName ?? null,
      recordsRead: applied.records,
      recordCount,
      rejections,
      added: applied.added,
      changed: applied.changed,
      removed: applied.removed,
      changeFile: applied.changeFile,
    };
    await options.onCommit?.(session, committed);
    return { ...committed, elapsedMs: 0 };
  });
  if (vacuum) await vacuumAfterLoad(handle, apiName, vacuum);
  return { ...summary, elapsedMs: performance.now() - started };
}

/**
 * After a large load, VACUUM marks the new pages all-visible, so that name searches, and a small
 * batch file's TIN probes, read the key index alone (an index-only scan) instead of visiting a
 * heap page for every key. After any other load that wrote TIN keys, only the source's TIN key
 * partition is vacuumed: a large file's TIN join reads every key of it through its index
 * (decision 109), and each key on a page the load changed would visit the heap until autovacuum
 * came, which for a partition of millions of keys a change file rarely brings. VACUUM cannot run
 * in the load's transaction; the data is committed already, so a failure here costs speed, not
 * correctness, and is left to autovacuum.
 */
async function vacuumAfterLoad(handle: DbHandle, apiName: DatasourceApiName, what: 'all' | 'tinKeys'): Promise<void> {
  const tables = sourceTables[apiName];
  const tinKeys = holdsTins(tables) ? [tinKeyPartition(apiName)] : [];
  const vacuumed = what === 'all' ? [tables.table, nameKeyPartition(apiName), ...tinKeys] : tinKeys;
  await queryRows(handle, `vacuum (analyze) ${vacuumed.join(', ')}`).catch(() => undefined);
}
