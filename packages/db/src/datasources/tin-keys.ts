import type { DatasourceApiName } from '@dnp/contracts';
import type { LoadSession } from './load-session.js';
import type { SourceTables } from './source-tables.js';

/** Whether a source's records carry a TIN, and so have a partition of `datasource_tin_keys`. */
export function holdsTins(tables: SourceTables): boolean {
  return tables.columns.some((column) => column.attribute === 'tin');
}

/** The partition of `datasource_tin_keys` holding one source's TINs (migration 0015). */
export function tinKeyPartition(apiName: DatasourceApiName): string {
  return `datasource_tin_keys_${apiName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
}

/** The TINs the key table holds: nine digits, the only form the contracts let in, so int8 is exact. */
export const NINE_DIGITS = `'^[0-9]{9}$'`;

/**
 * Writes the TIN keys of the source's records that `join` (SQL after `from <records> r`) selects,
 * every record when it is empty: one set-based insert, in the load's transaction.
 */
export async function insertTinKeys(session: LoadSession, tables: SourceTables, join = ''): Promise<void> {
  if (!holdsTins(tables)) return;
  await session.query(
    `insert into ${tinKeyPartition(tables.apiName)} (tin, record_id, api_name)
     select r.tin::int8, r.id, $1 from ${tables.table} r ${join} where r.tin ~ ${NINE_DIGITS}`,
    [tables.apiName],
  );
}

/** Removes the TIN keys of the records `recordIds` (a subquery, or `any($1)` with `params`) names. */
export async function deleteTinKeys(
  session: LoadSession,
  tables: SourceTables,
  recordIds: string,
  params?: unknown[],
): Promise<void> {
  if (!holdsTins(tables)) return;
  await session.query(`delete from ${tinKeyPartition(tables.apiName)} where record_id ${recordIds}`, params);
}
