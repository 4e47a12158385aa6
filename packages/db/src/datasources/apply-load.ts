import type { Rejection } from '@dnp/ingest';
import { withdrawReplacedRecordMatches } from '../con-mon/source-load-hooks.js';
import type { LoadSession } from './load-session.js';
import { nameKeyPartition } from './name-key-hash.js';
import { birthDateColumn, type ListTable, type SourceTables } from './source-tables.js';
import { STAGE_TABLE } from './stage-records.js';
import { deleteTinKeys, insertTinKeys } from './tin-keys.js';

const DELTA_TABLE = 'load_delta';

/**
 * A key twice in one file: in a full file the copies must be identical (a second, different
 * version of one record is an error in the file); in a change file the last line wins, as
 * the changes apply in order. Superseded copies leave the stage table.
 */
export async function resolveDuplicateKeys(session: LoadSession, changeFile: boolean): Promise<Rejection[]> {
  const duplicates = await session.query<{ natural_key: string; lines: number[]; versions: number }>(
    `select natural_key, array_agg(line order by line) as lines, count(distinct content_hash)::int as versions
       from ${STAGE_TABLE} group by natural_key having count(*) > 1`,
  );
  if (duplicates.length === 0) return [];
  const rejections: Rejection[] = [];
  if (!changeFile) {
    for (const { natural_key: key, lines, versions } of duplicates) {
      if (versions === 1) continue;
      const [first, ...later] = lines;
      for (const line of later) {
        rejections.push({ kind: 'rejection', line, reason: `key ${key} repeats line ${first} with different content` });
      }
    }
  }
  await session.query(
    `delete from ${STAGE_TABLE} a using ${STAGE_TABLE} b where a.natural_key = b.natural_key and a.line < b.line`,
  );
  return rejections;
}

export interface AppliedDelta {
  added: number;
  changed: number;
  removed: number;
}

const quoted = (column: string): string => `"${column}"`;

function attributeList(tables: SourceTables, prefix = ''): string {
  return tables.columns.map((c) => `${prefix}${quoted(c.column)}`).join(', ');
}

/** Only the staged rows named in the delta as added or changed, when a delta restricts the write. */
function stagedRowsFilter(restrictToDelta: boolean): string {
  return restrictToDelta
    ? `join ${DELTA_TABLE} d on d.natural_key = s.natural_key and d.change_kind in ('added', 'changed')`
    : `where s.change_kind is distinct from 'delete'`;
}

async function insertLists(session: LoadSession, tables: SourceTables, restrictToDelta: boolean): Promise<void> {
  for (const list of tables.lists) await insertList(session, tables, list, restrictToDelta);
}

async function insertList(
  session: LoadSession,
  tables: SourceTables,
  list: ListTable,
  restrictToDelta: boolean,
): Promise<void> {
  const columns = list.columns.map((c) => quoted(c.column)).join(', ');
  const values = list.columns.map((c) => `(e.item->>'${c.attribute}')::${c.sqlType}`).join(', ');
  await session.query(
    `insert into ${list.table} (record_id, position, ${columns})
     select r.id, e.ord - 1, ${values}
       from ${STAGE_TABLE} s
       join ${tables.table} r on r.natural_key = s.natural_key
       cross join lateral jsonb_array_elements(s.lists->'${list.attribute}') with ordinality as e(item, ord)
       ${stagedRowsFilter(restrictToDelta)}`,
  );
}

async function insertNameKeys(session: LoadSession, tables: SourceTables, restrictToDelta: boolean): Promise<void> {
  const birth = birthDateColumn(tables.apiName);
  await session.query(
    `insert into ${nameKeyPartition(tables.apiName)} (api_name, key, record_id, birth_date)
     select $1, k.key, r.id, ${birth === undefined ? 'null' : `r.${birth.column}`}
       from ${STAGE_TABLE} s
       join ${tables.table} r on r.natural_key = s.natural_key
       cross join lateral unnest(s.name_keys) as k(key)
       ${stagedRowsFilter(restrictToDelta)}`,
    [tables.apiName],
  );
}

async function insertRecords(
  session: LoadSession,
  tables: SourceTables,
  loadId: number,
  restrictToDelta: boolean,
): Promise<void> {
  const filter = restrictToDelta
    ? `join ${DELTA_TABLE} d on d.natural_key = s.natural_key and d.change_kind = 'added'`
    : `where s.change_kind is distinct from 'delete'`;
  await session.query(
    `insert into ${tables.table} (natural_key, load_id, content_hash, ${attributeList(tables)})
     select s.natural_key, $1, s.content_hash, ${attributeList(tables, 's.')} from ${STAGE_TABLE} s ${filter}`,
    [loadId],
  );
}

const TOUCHED_KEYS_TABLE = 'load_touched_keys';

/** The keys a reload is about to take away from changed and removed records: their counts change. */
async function collectReplacedKeys(session: LoadSession, tables: SourceTables, replaced: string): Promise<void> {
  await session.query(
    `create temp table ${TOUCHED_KEYS_TABLE} on commit drop as
     select distinct key from ${nameKeyPartition(tables.apiName)} where record_id in (${replaced})`,
  );
}

/** Recounts the keys a reload removed or added, and only those: a small update file touches few. */
async function recountTouchedKeys(session: LoadSession, tables: SourceTables): Promise<void> {
  await session.query(
    `insert into ${TOUCHED_KEYS_TABLE} (key)
     select distinct k.key from ${STAGE_TABLE} s
       join ${DELTA_TABLE} d on d.natural_key = s.natural_key and d.change_kind in ('added', 'changed')
       cross join lateral unnest(s.name_keys) as k(key)`,
  );
  const touched = `select distinct key from ${TOUCHED_KEYS_TABLE}`;
  await session.query(`delete from datasource_name_key_counts where api_name = $1 and key in (${touched})`, [
    tables.apiName,
  ]);
  await session.query(
    `insert into datasource_name_key_counts (api_name, key, records)
     select $1, key, count(*)::int from ${nameKeyPartition(tables.apiName)} where key in (${touched}) group by key`,
    [tables.apiName],
  );
}

/**
 * Compares the staged records with the stored ones by natural key and content hash.
 * A full file removes what it no longer lists; a change file removes only what it deletes.
 */
async function computeDelta(session: LoadSession, tables: SourceTables, changeFile: boolean): Promise<void> {
  const removedByAbsence = `select r.natural_key, 'removed', r.id from ${tables.table} r
     where not exists (select 1 from ${STAGE_TABLE} s where s.natural_key = r.natural_key)`;
  const removedByDelete = `select r.natural_key, 'removed', r.id from ${tables.table} r
     join ${STAGE_TABLE} s on s.natural_key = r.natural_key where s.change_kind = 'delete'`;
  await session.query(
    `create temp table ${DELTA_TABLE} on commit drop as
     select s.natural_key, case when r.id is null then 'added' else 'changed' end as change_kind, r.id as record_id
       from ${STAGE_TABLE} s left join ${tables.table} r on r.natural_key = s.natural_key
      where s.change_kind is distinct from 'delete' and (r.id is null or r.content_hash <> s.content_hash)
     union all ${changeFile ? removedByDelete : removedByAbsence}`,
  );
}

async function applyComparedLoad(
  session: LoadSession,
  tables: SourceTables,
  loadId: number,
  changeFile: boolean,
): Promise<AppliedDelta> {
  await computeDelta(session, tables, changeFile);
  await withdrawReplacedRecordMatches(session, { apiName: tables.apiName, loadId, deltaTable: DELTA_TABLE });
  const replaced = `select record_id from ${DELTA_TABLE} where change_kind in ('changed', 'removed')`;
  await collectReplacedKeys(session, tables, replaced);
  await session.query(`delete from ${nameKeyPartition(tables.apiName)} where record_id in (${replaced})`);
  await deleteTinKeys(session, tables, `in (${replaced})`);
  for (const list of tables.lists) {
    await session.query(`delete from ${list.table} where record_id in (${replaced})`);
  }
  await session.query(
    `delete from ${tables.table} where id in (select record_id from ${DELTA_TABLE} where change_kind = 'removed')`,
  );
  const assignments = tables.columns.map((c) => `${quoted(c.column)} = s.${quoted(c.column)}`).join(', ');
  await session.query(
    `update ${tables.table} r set load_id = $1, content_hash = s.content_hash, ${assignments}
       from ${DELTA_TABLE} d join ${STAGE_TABLE} s on s.natural_key = d.natural_key
      where d.change_kind = 'changed' and r.id = d.record_id`,
    [loadId],
  );
  await insertRecords(session, tables, loadId, true);
  await insertLists(session, tables, true);
  await insertNameKeys(session, tables, true);
  await insertTinKeys(
    session,
    tables,
    `join ${DELTA_TABLE} d on d.natural_key = r.natural_key and d.change_kind in ('added', 'changed')`,
  );
  await recountTouchedKeys(session, tables);
  await session.query(
    `insert into datasource_deltas (load_id, api_name, natural_key, change_kind)
     select $1, $2, natural_key, change_kind from ${DELTA_TABLE} order by change_kind, natural_key`,
    [loadId, tables.apiName],
  );
  const counts = await session.query<{ change_kind: string; n: number }>(
    `select change_kind, count(*)::int as n from ${DELTA_TABLE} group by change_kind`,
  );
  const count = (kind: string): number => counts.find((row) => row.change_kind === kind)?.n ?? 0;
  return {
    added: count('added'),
    changed: count('changed'),
    removed: count('removed'),
  };
}

/** Writes the difference between the staged file and the stored records into the source's tables. */
export async function applyLoad(
  session: LoadSession,
  tables: SourceTables,
  loadId: number,
  changeFile: boolean,
): Promise<AppliedDelta> {
  await session.query(`analyze ${STAGE_TABLE}`);
  return applyComparedLoad(session, tables, loadId, changeFile);
}
