import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import { recordHash } from '@dnp/ingest';
import type { ParseItem, Rejection } from '@dnp/ingest';
import { dropSecondaryIndexes, recreateIndexes } from './bulk-indexes.js';
import { CopyBatch } from './copy-batch.js';
import { copyRow } from './copy-text.js';
import type { LoadSession } from './load-session.js';
import { nameKeyHashes, nameKeyPartition } from './name-key-hash.js';
import { recordNameKeys } from './record-names.js';
import type { SourceTables } from './source-tables.js';
import type { StageProgress } from './stage-records.js';

/**
 * A first load of a source writes straight into its empty tables, without the stage a reload
 * compares against: every record is new. Each record is written once, by COPY, with an id taken
 * from the table's sequence here, so its name keys and sub-lists can be written beside it; the
 * secondary indexes are dropped before and built after, by one sort each. On ten million
 * generated records this halves the load (docs/data-storage.md, "First loads").
 */
export interface FirstLoadResult extends StageProgress {
  rejections: Rejection[];
  changeFile: boolean;
  added: number;
}

/** What the stream wrote, for the checks that follow it. */
interface Written {
  firstId: number;
  /** The input line of each written record, by id - firstId: rejections name lines. */
  lines: number[];
  keyCounts: Map<number, number>;
  /** Keys a change file deleted, with the first id written after the delete. */
  deletes: Array<{ key: string; beforeId: number }>;
}

const keyColumns = ['api_name', 'key', 'record_id'] as const;

function recordColumns(tables: SourceTables): string[] {
  return ['id', 'natural_key', 'load_id', 'content_hash', ...tables.columns.map((c) => c.column)];
}

async function reserveIds(session: LoadSession, tables: SourceTables): Promise<{ sequence: string; firstId: number }> {
  const [row] = await session.query<{ sequence: string; id: number | string }>(
    `select pg_get_serial_sequence($1, 'id') as sequence, nextval(pg_get_serial_sequence($1, 'id')) as id`,
    [tables.table],
  );
  if (row === undefined) throw new Error(`${tables.table} has no id sequence`);
  return { sequence: row.sequence, firstId: Number(row.id) };
}

/** Streams the parser's records into the source's tables, collecting rejections and key counts. */
async function writeRecords<K extends DatasourceApiName>(
  session: LoadSession,
  tables: SourceTables,
  loadId: number,
  items: AsyncIterable<ParseItem<RecordAttributesByApiName[K]>>,
  allowRejects: number,
  onProgress: (progress: StageProgress) => void,
): Promise<Written & StageProgress & { rejections: Rejection[]; changeFile: boolean }> {
  const apiName = tables.apiName as K;
  const partition = nameKeyPartition(apiName);
  const batch = new CopyBatch(session);
  batch.table(tables.table, recordColumns(tables));
  for (const list of tables.lists)
    batch.table(list.table, ['record_id', 'position', ...list.columns.map((c) => c.column)]);
  batch.table(partition, keyColumns);

  const { sequence, firstId } = await reserveIds(session, tables);
  const written: Written = { firstId, lines: [], keyCounts: new Map(), deletes: [] };
  const rejections: Rejection[] = [];
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
      written.deletes.push({ key: item.key, beforeId: nextId });
      continue;
    }
    const id = nextId++;
    written.lines.push(item.line);
    const attributes = item.record as Record<string, unknown>;
    batch.add(
      tables.table,
      copyRow([id, item.key, loadId, recordHash(item.record), ...tables.columns.map((c) => attributes[c.attribute])]),
    );
    for (const list of tables.lists) {
      const entries = attributes[list.attribute];
      if (!Array.isArray(entries)) continue;
      for (const [position, entry] of entries.entries()) {
        const values = entry as Record<string, unknown>;
        batch.add(list.table, copyRow([id, position, ...list.columns.map((c) => values[c.attribute])]));
      }
    }
    let keyRows = '';
    for (const key of nameKeyHashes(recordNameKeys(apiName, item.record))) {
      written.keyCounts.set(key, (written.keyCounts.get(key) ?? 0) + 1);
      keyRows += `${apiName}\t${key}\t${id}\n`;
    }
    batch.add(partition, keyRows);
    if (batch.full) await batch.flush();
  }
  await batch.end();
  // The next load's ids continue after these (a sequence is not rolled back with a failed load).
  if (nextId > firstId) await session.query(`select setval($1, $2)`, [sequence, nextId - 1]);
  onProgress({ records, rejected: rejections.length });
  return { ...written, records, rejected: rejections.length, rejections, changeFile };
}

/** Removes records, with their keys and sub-lists, by id. */
async function removeRecords(session: LoadSession, tables: SourceTables, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await session.query(`delete from ${nameKeyPartition(tables.apiName)} where record_id = any($1::bigint[])`, [ids]);
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
  const lineOf = (id: number): number => written.lines[id - written.firstId] ?? 0;
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
  const batch = new CopyBatch(session);
  batch.table('datasource_name_key_counts', ['api_name', 'key', 'records']);
  for (const [key, records] of keyCounts) {
    batch.add('datasource_name_key_counts', `${apiName}\t${key}\t${records}\n`);
    if (batch.full) await batch.flush();
  }
  await batch.end();
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
  items: AsyncIterable<ParseItem<RecordAttributesByApiName[K]>>,
  allowRejects: number,
  onProgress: (progress: StageProgress) => void,
): Promise<FirstLoadResult> {
  const written = [tables.table, ...tables.lists.map((list) => list.table), nameKeyPartition(tables.apiName)];
  const indexes = await dropSecondaryIndexes(session, written);
  const stream = await writeRecords(session, tables, loadId, items, allowRejects, onProgress);
  const result = { records: stream.records, rejected: stream.rejected, changeFile: stream.changeFile };
  if (stream.rejections.length > allowRejects) return { ...result, rejections: stream.rejections, added: 0 };

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
