import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import { recordAttributesByApiName } from '@dnp/contracts';
import type { DbHandle } from '../database.js';
import { queryRows } from './load-session.js';
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
  if (ids.length === 0) return [];
  const tables = sourceTables[apiName];
  const omitNull = absentWhenNull[apiName] ?? new Set<string>();
  const rows = await queryRows<Record<string, unknown>>(
    handle,
    `select id, natural_key, load_id, ${selectList(tables.columns)} from ${tables.table} where id = any($1::bigint[])`,
    [ids],
  );
  const byId = new Map<number, Record<string, unknown>>();
  for (const row of rows) byId.set(Number(row.id), attributesOf(row, tables.columns, omitNull));
  if (withLists) {
    for (const list of tables.lists) {
      const items = await queryRows<Record<string, unknown>>(
        handle,
        `select record_id, ${selectList(list.columns)} from ${list.table} where record_id = any($1::bigint[]) order by record_id, position`,
        [ids],
      );
      for (const item of items) {
        const record = byId.get(Number(item.record_id));
        if (record === undefined) continue;
        const values = (record[list.attribute] ??= []) as unknown[];
        values.push(attributesOf(item, list.columns, new Set()));
      }
    }
  }
  const meta = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    const row = meta.get(id);
    if (record === undefined || row === undefined) return [];
    // The row was written from a record of this schema, column for column.
    const typed = record as RecordAttributesByApiName[K];
    return [{ id, naturalKey: String(row.natural_key), loadId: Number(row.load_id), record: typed }];
  });
}

/** Ids of the records whose TIN is the given 9 digits. */
export async function findRecordIdsByTin(handle: DbHandle, apiName: DatasourceApiName, tin: string): Promise<number[]> {
  const tables = sourceTables[apiName];
  if (!tables.columns.some((c) => c.attribute === 'tin')) return [];
  const rows = await queryRows<{ id: number | string }>(
    handle,
    `select id from ${tables.table} where tin = $1 order by id`,
    [tin],
  );
  return rows.map((row) => Number(row.id));
}

export interface KeyCandidate {
  recordId: number;
  /** How many of the searched keys the record shares: candidates are scored best-first. */
  sharedKeys: number;
}

/** Records sharing at least one name key with a searched name (keys from the matching engine's `nameKeys`). */
export async function findCandidatesByNameKeys(
  handle: DbHandle,
  apiName: DatasourceApiName,
  keys: readonly string[],
  limit: number,
): Promise<KeyCandidate[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<{ record_id: number | string; shared: number }>(
    handle,
    `select record_id, count(*)::int as shared from datasource_name_keys
      where key = any($1::text[]) and api_name = $2
      group by record_id order by shared desc, record_id limit $3`,
    [keys, apiName, limit],
  );
  return rows.map((row) => ({ recordId: Number(row.record_id), sharedKeys: row.shared }));
}
