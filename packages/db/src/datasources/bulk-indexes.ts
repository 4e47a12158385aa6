import type { LoadSession } from './load-session.js';

export interface IndexDefinition {
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

/** Drops the tables' secondary indexes, returning their definitions to recreate them with. */
export async function dropSecondaryIndexes(
  session: LoadSession,
  tables: readonly string[],
): Promise<IndexDefinition[]> {
  const indexes = await secondaryIndexes(session, tables);
  for (const index of indexes) await session.query(`drop index "${index.name}"`);
  return indexes;
}

/**
 * Recreates dropped indexes exactly as the catalog defined them, unique ones first so that a
 * duplicate key fails before the long builds, then analyzes the tables.
 */
export async function recreateIndexes(
  session: LoadSession,
  indexes: readonly IndexDefinition[],
  tables: readonly string[],
): Promise<void> {
  // Sorting in memory builds an index several times faster than spilling to disk; PGlite keeps its default.
  if (session.kind === 'postgres') await session.query(`set local maintenance_work_mem = '512MB'`);
  const uniqueFirst = [...indexes].sort((a, b) => Number(isUnique(b)) - Number(isUnique(a)));
  for (const index of uniqueFirst) await session.query(index.definition);
  for (const table of tables) await session.query(`analyze ${table}`);
}

const isUnique = (index: IndexDefinition): boolean => index.definition.startsWith('CREATE UNIQUE');
