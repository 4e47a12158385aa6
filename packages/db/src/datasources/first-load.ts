import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import type { ParseItem, Rejection } from '@dnp/ingest';
import { dropSecondaryIndexes, recreateIndexes } from './bulk-indexes.js';
import { PipelinedCopy } from './pipelined-copy.js';
import { FirstLoadRows, firstLoadTables, type RowBatch } from './first-load-rows.js';
import type { LoadSession } from './load-session.js';
import { nameKeyPartition } from './name-key-hash.js';
import type { SourceTables } from './source-tables.js';
import type { StageProgress } from './stage-records.js';
import { deleteTinKeys, holdsTins, insertTinKeys, tinKeyPartition } from './tin-keys.js';

/**
 * A first load of a source writes straight into its empty tables, without the stage a reload
 * compares against: every record is new. Each record is written once, by COPY, with an id taken
 * from the table's sequence here, so its name keys and sub-lists can be written beside it; the
 * secondary indexes are dropped before and built after, by one sort each (docs/data-storage.md,
 * "First loads"; figures in docs/benchmarks.md).
 */
export interface FirstLoadResult extends StageProgress {
  rejections: Rejection[];
  changeFile: boolean;
  added: number;
}

/** What the stream wrote, for the checks that follow it. */
interface Written extends StageProgress {
  rejections: Rejection[];
  changeFile: boolean;
  /** The input line of a written record, for rejections. */
  lineOf: (id: number) => number;
  keyCounts: Map<number, number>;
  /** Keys a change file deleted, with the first id written after the delete. */
  deletes: Array<{ key: string; beforeId: number }>;
}

/**
 * Rows made elsewhere for a first load: the generator formats them in worker threads, each on
 * its own range of ids (from `firstId` on; gaps are allowed), while the load writes them.
 */
export interface PreparedRows<K extends DatasourceApiName> {
  /** The same records one by one, for a source that already holds records (a reload compares them). */
  items: () => AsyncIterable<ParseItem<RecordAttributesByApiName[K]>>;
  batches: (context: { firstId: number; loadId: number }) => AsyncIterable<RowBatch & { lastId: number }>;
}

async function reserveIds(session: LoadSession, tables: SourceTables): Promise<{ sequence: string; firstId: number }> {
  const [row] = await session.query<{ sequence: string; id: number | string }>(
    `select pg_get_serial_sequence($1, 'id') as sequence, nextval(pg_get_serial_sequence($1, 'id')) as id`,
    [tables.table],
  );
  if (row === undefined) throw new Error(`${tables.table} has no id sequence`);
  return { sequence: row.sequence, firstId: Number(row.id) };
}

/** The next load's ids continue after these (a sequence is not rolled back with a failed load). */
async function moveSequencePast(session: LoadSession, sequence: string, lastId: number): Promise<void> {
  if (lastId > 0) await session.query(`select setval($1, $2)`, [sequence, lastId]);
}

function mergeCounts(into: Map<number, number>, counts: RowBatch['keyCounts']): void {
  for (const [key, records] of counts) into.set(key, (into.get(key) ?? 0) + records);
}

const copyColumns = (apiName: DatasourceApiName) => new Map(firstLoadTables(apiName));

/** Streams the parser's records into the source's tables, collecting rejections and key counts. */
async function writeRecords<K extends DatasourceApiName>(
  session: LoadSession,
  tables: SourceTables,
  loadId: number,
  items: AsyncIterable<ParseItem<RecordAttributesByApiName[K]>>,
  allowRejects: number,
  onProgress: (progress: StageProgress) => void,
): Promise<Written> {
  const rows = new FirstLoadRows(tables.apiName as K, loadId);
  const copy = new PipelinedCopy(session, copyColumns(tables.apiName));
  const { sequence, firstId } = await reserveIds(session, tables);
  const lines: number[] = [];
  const keyCounts = new Map<number, number>();
  const deletes: Written['deletes'] = [];
  const rejections: Rejection[] = [];
  const flush = async () => {
    const batch = rows.take();
    mergeCounts(keyCounts, batch.keyCounts);
    await copy.write(batch.tables);
  };
  let nextId = firstId;
  let records = 0;
  let changeFile = false;
  for await (const item of items) {
    if (item.kind === 'rejection') {
      rejections.push(item);
      continue;
    }
    records++;
    if (records % 1000 === 0) onProgress({ records, rejected: rejections.length });
    if (item.change !== undefined) changeFile = true;
    // Past the allowance the load fails: read on to report every rejection, write nothing more.
    if (rejections.length > allowRejects) continue;
    if (item.change === 'delete') {
      deletes.push({ key: item.key, beforeId: nextId });
      continue;
    }
    lines.push(item.line);
    rows.add(nextId++, item.key, item.record);
    if (rows.full) await flush();
  }
  await flush();
  await copy.end();
  await moveSequencePast(session, sequence, nextId - 1);
  onProgress({ records, rejected: rejections.length });
  const lineOf = (id: number) => lines[id - firstId] ?? 0;
  return { records, rejected: rejections.length, rejections, changeFile, lineOf, keyCounts, deletes };
}

/** Writes rows formatted elsewhere; their line is their place in the generated sequence. */
async function writePreparedRows<K extends DatasourceApiName>(
  session: LoadSession,
  tables: SourceTables,
  loadId: number,
  prepared: PreparedRows<K>,
  onProgress: (progress: StageProgress) => void,
): Promise<Written> {
  const copy = new PipelinedCopy(session, copyColumns(tables.apiName));
  const { sequence, firstId } = await reserveIds(session, tables);
  const keyCounts = new Map<number, number>();
  let records = 0;
  let lastId = firstId - 1;
  for await (const batch of prepared.batches({ firstId, loadId })) {
    await copy.write(batch.tables);
    mergeCounts(keyCounts, batch.keyCounts);
    records += batch.records;
    lastId = Math.max(lastId, batch.lastId);
    onProgress({ records, rejected: 0 });
  }
  await copy.end();
  await moveSequencePast(session, sequence, lastId);
  const lineOf = (id: number) => id - firstId + 1;
  return { records, rejected: 0, rejections: [], changeFile: false, lineOf, keyCounts, deletes: [] };
}

/** Removes records, with their keys and sub-lists, by id. */
async function removeRecords(session: LoadSession, tables: SourceTables, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await session.query(`delete from ${nameKeyPartition(tables.apiName)} where record_id = any($1::bigint[])`, [ids]);
  await deleteTinKeys(session, tables, '= any($1::bigint[])', [ids]);
  for (const list of tables.lists)
    await session.query(`delete from ${list.table} where record_id = any($1::bigint[])`, [ids]);
  await session.query(`delete from ${tables.table} where id = any($1::bigint[])`, [ids]);
}

/** A change file's deletes: the record of that key written before the delete line goes. */
async function applyDeletes(session: LoadSession, tables: SourceTables, written: Written): Promise<boolean> {
  if (written.deletes.length === 0) return false;
  const rows = await session.query<{ id: number | string }>(
    `select t.id from ${tables.table} t join unnest($1::text[], $2::bigint[]) as d(key, before_id)
       on t.natural_key = d.key and t.id < d.before_id`,
    [written.deletes.map((d) => d.key), written.deletes.map((d) => d.beforeId)],
  );
  await removeRecords(
    session,
    tables,
    rows.map((row) => Number(row.id)),
  );
  return true;
}

/**
 * A key written twice. In a full file the copies must be identical (a second version of one
 * record is an error in the file) and the first stays; in a change file the last line wins.
 * Only called when the unique index on the natural key could not be built.
 */
async function resolveDuplicates(
  session: LoadSession,
  tables: SourceTables,
  written: Written,
  changeFile: boolean,
): Promise<Rejection[]> {
  const duplicates = await session.query<{ natural_key: string; ids: Array<number | string>; versions: number }>(
    `select natural_key, array_agg(id order by id) as ids, count(distinct content_hash)::int as versions
       from ${tables.table} group by natural_key having count(*) > 1`,
  );
  const lineOf = written.lineOf;
  const rejections: Rejection[] = [];
  const superseded: number[] = [];
  for (const { natural_key: key, ids, versions } of duplicates) {
    const sorted = ids.map(Number);
    const kept = changeFile ? sorted.at(-1) : sorted[0];
    for (const id of sorted) if (id !== kept) superseded.push(id);
    if (changeFile || versions === 1) continue;
    const first = lineOf(sorted[0] ?? 0);
    for (const id of sorted.slice(1)) {
      rejections.push({
        kind: 'rejection',
        line: lineOf(id),
        reason: `key ${key} repeats line ${first} with different content`,
      });
    }
  }
  await removeRecords(session, tables, superseded);
  return rejections;
}

async function storeKeyCounts(session: LoadSession, apiName: string, keyCounts: Map<number, number>): Promise<void> {
  const copy = new PipelinedCopy(session, new Map([['datasource_name_key_counts', ['api_name', 'key', 'records']]]));
  let rows: string[] = [];
  for (const [key, records] of keyCounts) {
    rows.push(`${apiName}\t${key}\t${records}\n`);
    if (rows.length < 100_000) continue;
    await copy.write([['datasource_name_key_counts', rows.join('')]]);
    rows = [];
  }
  if (rows.length > 0) await copy.write([['datasource_name_key_counts', rows.join('')]]);
  await copy.end();
}

async function recountKeys(session: LoadSession, apiName: DatasourceApiName): Promise<void> {
  await session.query(
    `insert into datasource_name_key_counts (api_name, key, records)
     select $1, key, count(*)::int from ${nameKeyPartition(apiName)} group by key`,
    [apiName],
  );
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Loads a file into a source that holds no record yet. Rejections past `allowRejects` are
 * returned for the caller to fail the load with (its transaction then writes nothing).
 */
export async function firstLoad<K extends DatasourceApiName>(
  session: LoadSession,
  tables: SourceTables,
  loadId: number,
  input: AsyncIterable<ParseItem<RecordAttributesByApiName[K]>> | PreparedRows<K>,
  allowRejects: number,
  onProgress: (progress: StageProgress) => void,
): Promise<FirstLoadResult> {
  const written = [
    tables.table,
    ...tables.lists.map((list) => list.table),
    nameKeyPartition(tables.apiName),
    ...(holdsTins(tables) ? [tinKeyPartition(tables.apiName)] : []),
  ];
  const indexes = await dropSecondaryIndexes(session, written);
  const stream =
    'batches' in input
      ? await writePreparedRows(session, tables, loadId, input, onProgress)
      : await writeRecords(session, tables, loadId, input, allowRejects, onProgress);
  const result = { records: stream.records, rejected: stream.rejected, changeFile: stream.changeFile };
  if (stream.rejections.length > allowRejects) return { ...result, rejections: stream.rejections, added: 0 };

  // Before the deletes and duplicates below, which remove keys with their records.
  await insertTinKeys(session, tables);
  let recount = await applyDeletes(session, tables, stream);
  const rejections = [...stream.rejections];
  await session.query('savepoint first_load_indexes');
  try {
    await recreateIndexes(session, indexes, written);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await session.query('rollback to savepoint first_load_indexes');
    rejections.push(...(await resolveDuplicates(session, tables, stream, stream.changeFile)));
    if (rejections.length > allowRejects) return { ...result, rejections, added: 0 };
    recount = true;
    await recreateIndexes(session, indexes, written);
  }
  if (recount) await recountKeys(session, tables.apiName);
  else await storeKeyCounts(session, tables.apiName, stream.keyCounts);
  const [stored] = await session.query<{ n: number }>(`select count(*)::int as n from ${tables.table}`);
  return { ...result, rejections, added: stored?.n ?? 0 };
}
