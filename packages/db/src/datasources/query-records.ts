import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import { recordAttributesByApiName } from '@dnp/contracts';
import type { DbHandle } from '../database.js';
import type pg from 'pg';
import { beginInSnapshot, queryRows } from './load-session.js';
import { nameKeyHashes, nameKeyPartition } from './name-key-hash.js';
import { DEFAULT_POSTINGS_BUDGET, planNameKeys } from './plan-name-keys.js';
import { sourceTables } from './source-tables.js';
import type { StoredColumn } from './source-tables.js';

export interface StoredRecord<K extends DatasourceApiName> {
  id: number;
  naturalKey: string;
  loadId: number;
  record: RecordAttributesByApiName[K];
}

/** Attributes a schema allows to be absent but not null (Fact of Death's date parts): a stored null reads as absent. */
const absentWhenNull: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(recordAttributesByApiName).map(([apiName, schema]) => [
    apiName,
    new Set(
      Object.entries(schema.shape)
        .filter(([, attribute]) => !attribute.safeParse(null).success && attribute.safeParse(undefined).success)
        .map(([name]) => name),
    ),
  ]),
);

function attributesOf(row: Record<string, unknown>, columns: readonly StoredColumn[], omitNull: ReadonlySet<string>) {
  const attributes: Record<string, unknown> = {};
  for (const c of columns) {
    const value = row[c.column];
    if (value === null && omitNull.has(c.attribute)) continue;
    attributes[c.attribute] = value;
  }
  return attributes;
}

/** Dates come back as 'YYYY-MM-DD' text, as the record schemas have them. */
function selectList(columns: readonly StoredColumn[]): string {
  return columns
    .map((c) => (c.sqlType === 'date' ? `to_char("${c.column}", 'YYYY-MM-DD') as "${c.column}"` : `"${c.column}"`))
    .join(', ');
}

/** A query on a handle or inside a transaction (a LoadSession's `query`). */
export type QueryRows = <T extends object>(text: string, params?: unknown[]) => Promise<T[]>;

const onHandle =
  (handle: DbHandle): QueryRows =>
  (text, params) =>
    queryRows(handle, text, params);

interface ReadRow {
  row: Record<string, unknown>;
  attributes: Record<string, unknown>;
}

type Row = Record<string, unknown>;
type SourceList = (typeof sourceTables)[DatasourceApiName]['lists'][number];

const recordSelect = (apiName: DatasourceApiName, condition: string): string => {
  const tables = sourceTables[apiName];
  return `select id, natural_key, load_id, ${selectList(tables.columns)} from ${tables.table} where ${condition}`;
};

const listSelect = (list: SourceList, ids: string): string =>
  `select record_id, ${selectList(list.columns)} from ${list.table} where record_id = any(${ids}) order by record_id, position`;

function readRows(apiName: DatasourceApiName, rows: readonly Row[]): Map<number, ReadRow> {
  const { columns } = sourceTables[apiName];
  const omitNull = absentWhenNull[apiName] ?? new Set<string>();
  const byId = new Map<number, ReadRow>();
  for (const row of rows) byId.set(Number(row.id), { row, attributes: attributesOf(row, columns, omitNull) });
  return byId;
}

function addListItems(byId: Map<number, ReadRow>, list: SourceList, items: readonly Row[]): void {
  for (const item of items) {
    const record = byId.get(Number(item.record_id))?.attributes;
    if (record === undefined) continue;
    const values = (record[list.attribute] ??= []) as unknown[];
    values.push(attributesOf(item, list.columns, new Set()));
  }
}

/** The records a condition selects, in the database's order, with every sub-list when `withLists`. */
async function recordsWhere(
  query: QueryRows,
  apiName: DatasourceApiName,
  condition: string,
  params: unknown[],
  withLists: boolean,
): Promise<Map<number, ReadRow>> {
  const byId = readRows(apiName, await query<Row>(recordSelect(apiName, condition), params));
  if (!withLists || byId.size === 0) return byId;
  const ids = [...byId.keys()];
  for (const list of sourceTables[apiName].lists) {
    addListItems(byId, list, await query<Row>(listSelect(list, '$1::bigint[]'), [ids]));
  }
  return byId;
}

/**
 * Records by id, as `readRecordsWith` reads them, in a read-only transaction in an exported snapshot
 * (`LoadSession.exportSnapshot`): every statement, from its begin to its commit, goes in one message (a simple
 * query), so the database reads while the caller's thread scores the slice before (score-task.ts).
 */
export async function readRecordsInSnapshot<K extends DatasourceApiName>(
  connection: pg.ClientBase,
  snapshot: string,
  apiName: K,
  ids: readonly number[],
  withLists: boolean,
): Promise<StoredRecord<K>[]> {
  if (ids.length === 0) return [];
  // The ids go into the text (a simple query takes no parameters): integers only.
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`not a record id: ${id}`);
  const idArray = `'{${ids.join(',')}}'::bigint[]`;
  const lists = withLists ? sourceTables[apiName].lists : [];
  const begin = beginInSnapshot(snapshot);
  const statements = [
    ...begin,
    recordSelect(apiName, `id = any(${idArray})`),
    ...lists.map((list) => listSelect(list, idArray)),
    'commit',
  ];
  let results: pg.QueryResult<Row>[];
  try {
    results = (await connection.query<Row>(statements.join(';\n'))) as unknown as pg.QueryResult<Row>[];
  } catch (error) {
    // A failed statement leaves the transaction open and aborted: end it, so the connection serves the next read.
    await connection.query('rollback').catch(() => undefined);
    throw error;
  }
  const rowsOf = (at: number): Row[] => results[at]?.rows ?? [];
  // One result a statement: the records' after the begin's, then each list's.
  const byId = readRows(apiName, rowsOf(begin.length));
  lists.forEach((list, at) => addListItems(byId, list, rowsOf(begin.length + 1 + at)));
  return inIdOrder<K>(ids, byId);
}

/** The records read, in the order of `ids`; unknown ids are left out. */
function inIdOrder<K extends DatasourceApiName>(ids: readonly number[], byId: Map<number, ReadRow>): StoredRecord<K>[] {
  return ids.flatMap((id) => {
    const read = byId.get(id);
    return read ? [storedRecord<K>(id, read)] : [];
  });
}

function storedRecord<K extends DatasourceApiName>(id: number, read: ReadRow): StoredRecord<K> {
  // The row was written from a record of this schema, column for column.
  const record = read.attributes as RecordAttributesByApiName[K];
  return { id, naturalKey: String(read.row.natural_key), loadId: Number(read.row.load_id), record };
}

/**
 * Records by id, with every sub-list (OFAC aliases, SAM NAICS codes, ...) when `withLists`.
 * The result is in the order of `ids`; unknown ids are left out.
 */
export async function readRecords<K extends DatasourceApiName>(
  handle: DbHandle,
  apiName: K,
  ids: readonly number[],
  withLists = true,
): Promise<StoredRecord<K>[]> {
  return readRecordsWith(onHandle(handle), apiName, ids, withLists);
}

/** readRecords through a given query: inside a job step's transaction, where the handle must wait for it. */
export async function readRecordsWith<K extends DatasourceApiName>(
  query: QueryRows,
  apiName: K,
  ids: readonly number[],
  withLists = true,
): Promise<StoredRecord<K>[]> {
  if (ids.length === 0) return [];
  return inIdOrder<K>(ids, await recordsWhere(query, apiName, 'id = any($1::bigint[])', [ids], withLists));
}

/**
 * The records whose TIN is the given 9 digits, by id, at most `limit`: one query where finding
 * the ids and then reading them took two (a TIN search's answer, docs/benchmarks.md). A source
 * without TINs has none.
 */
export async function readRecordsByTin<K extends DatasourceApiName>(
  handle: DbHandle,
  apiName: K,
  tin: string,
  options: { limit: number; withLists: boolean },
): Promise<StoredRecord<K>[]> {
  if (!sourceTables[apiName].columns.some((c) => c.attribute === 'tin')) return [];
  const byId = await recordsWhere(
    onHandle(handle),
    apiName,
    'tin = $1 order by id limit $2',
    [tin, options.limit],
    options.withLists,
  );
  return [...byId].map(([id, read]) => storedRecord<K>(id, read));
}

export interface KeyCandidate {
  recordId: number;
  /** Sum of the rarity weights of the read keys the record holds: candidates are scored best-first. */
  weight: number;
}

export interface NameKeyCandidates {
  candidates: KeyCandidate[];
  /** Every key of the name was too common to read in full: the candidates are a sample (plan-name-keys.ts). */
  capped: boolean;
  /**
   * More records share the keys read than `limit`: the candidates are the best-ranked of them,
   * not all. Always true when `capped`.
   */
  moreShareKeys: boolean;
}

interface KeyStatistics {
  recordsByKey: Map<number, number>;
  /** Records of the source: a key's weight is how rare it is among them. */
  sourceRecords: number;
}

async function keyStatistics(handle: DbHandle, apiName: DatasourceApiName, hashes: number[]): Promise<KeyStatistics> {
  const rows = await queryRows<{ key: number; records: number; source_records: number }>(
    handle,
    `select key, records, (select record_count from datasource_loads where api_name = $1 order by id desc limit 1)
            as source_records
       from datasource_name_key_counts where api_name = $1 and key = any($2::int[])`,
    [apiName, hashes],
  );
  return {
    recordsByKey: new Map(rows.map((row) => [row.key, row.records])),
    sourceRecords: Math.max(1, ...rows.map((row) => row.source_records)),
  };
}

/**
 * Records sharing name keys with a searched name (keys from the matching engine's `nameKeys`).
 * Only keys rare enough to be worth reading are read (`planNameKeys`), and records are ranked
 * by the inverse document frequency of the keys they share: sharing KAMINSKI counts for more
 * than sharing ROBERT, so the record most like the name comes first among equals in number.
 * The source's partition is queried by name: a bulk load of another source, which locks its
 * own partition, never holds a search up.
 */
export async function findCandidatesByNameKeys(
  handle: DbHandle,
  apiName: DatasourceApiName,
  keys: readonly string[],
  limit: number,
  postingsBudget = DEFAULT_POSTINGS_BUDGET,
): Promise<NameKeyCandidates> {
  const hashes = nameKeyHashes(keys);
  const none: NameKeyCandidates = { candidates: [], capped: false, moreShareKeys: false };
  if (hashes.length === 0) return none;
  const { recordsByKey, sourceRecords } = await keyStatistics(handle, apiName, hashes);
  const plan = planNameKeys(hashes, recordsByKey, postingsBudget);
  if (plan.keys.length === 0) return none;
  const weights = plan.keys.map((key) => Math.log((sourceRecords + 1) / (recordsByKey.get(key) ?? 1)));
  const partition = nameKeyPartition(apiName);
  // A capped plan reads the first postings of one key, in index order, and stops. One row past
  // the limit tells whether any record was left out.
  const rows = await queryRows<{ record_id: number | string; weight: number }>(
    handle,
    plan.capped
      ? `select record_id, ($2::float8[])[1] as weight from ${partition}
          where key = ($1::int[])[1] order by record_id limit $3`
      : `select k.record_id, sum(q.weight)::float8 as weight
           from ${partition} k join unnest($1::int[], $2::float8[]) as q(key, weight) on k.key = q.key
          group by k.record_id order by weight desc, k.record_id limit $3`,
    [plan.keys, weights, limit + 1],
  );
  return {
    candidates: rows.slice(0, limit).map((row) => ({ recordId: Number(row.record_id), weight: row.weight })),
    capped: plan.capped,
    moreShareKeys: rows.length > limit,
  };
}
