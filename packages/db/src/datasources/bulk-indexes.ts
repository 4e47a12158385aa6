import type { LoadSession } from './load-session.js';
import { STAGE_TABLE } from './stage-records.js';

/**
 * A first load at least this large writes its rows with the secondary indexes dropped and
 * builds them after. Below it the exclusive lock the drop takes is not worth its gain.
 */
export const BULK_MIN_RECORDS = 50_000;

const NAME_KEYS_TABLE = 'datasource_name_keys';

/**
 * Whether a first load is a bulk load: many records, and at least as many name keys as the
 * shared name-key table already holds, so rebuilding its indexes (a sort of every row) costs
 * less than inserting the new rows into them one by one (measured 2x on PostgreSQL for 1.5
 * million keys). The table's planner estimate is enough to decide.
 */
export async function isBulkLoad(session: LoadSession): Promise<boolean> {
  const [staged] = await session.query<{ records: number; keys: number }>(
    `select count(*)::int as records, coalesce(sum(cardinality(name_keys)), 0)::float8 as keys from ${STAGE_TABLE}`,
  );
  if (staged === undefined || staged.records < BULK_MIN_RECORDS) return false;
  const [stored] = await session.query<{ rows: number }>(
    `select greatest(reltuples, 0)::float8 as rows from pg_class where oid = $1::regclass`,
    [NAME_KEYS_TABLE],
  );
  return staged.keys >= (stored?.rows ?? 0);
}

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Secondary indexes of the tables, as their CREATE INDEX statements; primary keys and constraint indexes stay. */
async function secondaryIndexes(session: LoadSession, tables: readonly string[]): Promise<IndexDefinition[]> {
  return session.query<IndexDefinition>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
      where t.relname = any($1::text[]) and t.relnamespace = current_schema()::regnamespace
        and not x.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [tables],
  );
}

/**
 * Runs a bulk write with the tables' secondary indexes dropped, then recreates them exactly
 * as the catalog defined them, in the same transaction: a failure rolls the drop back too.
 * The drop locks the tables until commit, so searches wait for a bulk load to finish
 * (docs/data-storage.md, "Bulk first loads").
 */
export async function withIndexesRebuilt<T>(
  session: LoadSession,
  tables: readonly string[],
  work: () => Promise<T>,
): Promise<T> {
  const indexes = await secondaryIndexes(session, [...tables, NAME_KEYS_TABLE]);
  for (const index of indexes) await session.query(`drop index "${index.name}"`);
  const result = await work();
  // Sorting in memory builds an index several times faster than spilling to disk; PGlite keeps its default.
  if (session.kind === 'postgres') await session.query(`set local maintenance_work_mem = '512MB'`);
  for (const index of indexes) await session.query(index.definition);
  for (const table of [...tables, NAME_KEYS_TABLE]) await session.query(`analyze ${table}`);
  return result;
}
