import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code sees, whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DbTransaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | DbTransaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}
