import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import type { ParseItem, Rejection } from '@dnp/ingest';
import type { DbHandle } from '../database.js';
import { applyLoad, resolveDuplicateKeys } from './apply-load.js';
import { LoadRejectedError } from './load-rejected-error.js';
import { inLoadTransaction } from './load-session.js';
import type { LoadSession } from './load-session.js';
import { sourceTables } from './source-tables.js';
import { createStageTable, stageRecords } from './stage-records.js';

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

/**
 * Loads one parsed file of a source, all or nothing: records are staged in a temporary table,
 * compared with the stored ones by natural key and content hash, and the difference applied,
 * with a `datasource_loads` row and one `datasource_deltas` row per changed key, in one
 * transaction. More rejected lines than `allowRejects` throws a LoadRejectedError listing
 * every one of them, and nothing is written.
 */
export async function loadDatasource<K extends DatasourceApiName>(
  handle: DbHandle,
  apiName: K,
  items: AsyncIterable<ParseItem<RecordAttributesByApiName[K]>>,
  options: LoadOptions,
): Promise<LoadSummary> {
  const started = performance.now();
  const allowRejects = options.allowRejects ?? 0;
  const tables = sourceTables[apiName];
  const progress = options.onProgress ?? (() => undefined);
  return inLoadTransaction(handle, async (session) => {
    await session.query('select pg_advisory_xact_lock(hashtext($1))', [lockName(apiName)]);
    await createStageTable(session, tables);
    const staged = await stageRecords(session, tables, items, allowRejects, (p) =>
      progress({ phase: 'reading', ...p }),
    );
    const rejections = [...staged.rejections];
    if (rejections.length <= allowRejects) rejections.push(...(await resolveDuplicateKeys(session, staged.changeFile)));
    if (rejections.length > allowRejects) {
      throw new LoadRejectedError(
        apiName,
        rejections.sort((a, b) => a.line - b.line),
        allowRejects,
      );
    }
    progress({ phase: 'applying', records: staged.records, rejected: rejections.length });
    const loadId = await insertLoadRow(session, apiName, options);
    const delta = await applyLoad(session, tables, loadId, staged.changeFile);
    await storeRejections(session, loadId, rejections);
    const [stored] = await session.query<{ n: number }>(`select count(*)::int as n from ${tables.table}`);
    const recordCount = stored?.n ?? 0;
    await session.query(
      `update datasource_loads set record_count = $2, added_count = $3, changed_count = $4, removed_count = $5 where id = $1`,
      [loadId, recordCount, delta.added, delta.changed, delta.removed],
    );
    progress({ phase: 'done', records: staged.records, rejected: rejections.length });
    return {
      loadId,
      apiName,
      sourceVersion: options.sourceVersion,
      fileName: options.fileName ?? null,
      recordsRead: staged.records,
      recordCount,
      rejections,
      added: delta.added,
      changed: delta.changed,
      removed: delta.removed,
      changeFile: staged.changeFile,
      elapsedMs: performance.now() - started,
    };
  });
}
