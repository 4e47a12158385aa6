import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseKind, DbHandle } from '../database.js';

/** Streams rows, already in COPY text format, into one table. */
export interface CopyWriter {
  write(row: string): Promise<void>;
  /** Sends the rows gathered so far now, not when a chunk is full: the database writes them while the caller works on. */
  flush(): Promise<void>;
  end(): Promise<void>;
}

/** Statements that only read, on a connection of their own. */
export interface ReadSession {
  readonly kind: DatabaseKind;
  query<T extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/** The raw SQL a load needs, on one connection inside one transaction, whichever database is underneath. */
export interface LoadSession extends ReadSession {
  /**
   * PostgreSQL only: runs `work` on another connection of the pool, in a read-only transaction that
   * sees what this one saw when called (its exported snapshot, less what this transaction wrote),
   * so one statement can be split across the server's cores. PGlite has one connection: undefined.
   */
  readonly readAlongside?: <T>(work: (reader: ReadSession) => Promise<T>) => Promise<T>;
  /**
   * PostgreSQL only: the id of a snapshot of this transaction (pg_export_snapshot), which a connection of another
   * thread imports to read what this transaction sees (`readRecordsInSnapshot`) while the transaction stays open.
   */
  readonly exportSnapshot?: () => Promise<string>;
  copyInto(table: string, columns: readonly string[]): CopyWriter;
  /** One COPY statement of rows already in COPY text format (a batch of a bulk load). */
  copyText(table: string, columns: readonly string[], data: string): Promise<void>;
}

/** Rows gathered before one write: large enough to amortize a round trip, small enough to stay a few MB. */
const CHUNK_BYTES = 4 * 1024 * 1024;

function copySql(table: string, columns: readonly string[], source: string): string {
  return `copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from ${source}`;
}

function postgresCopy(client: pg.PoolClient, table: string, columns: readonly string[]): CopyWriter {
  const stream = client.query(copyFrom(copySql(table, columns, 'stdin')));
  let failure: unknown = null;
  stream.on('error', (error: unknown) => {
    failure = error;
  });
  let chunk: string[] = [];
  let bytes = 0;
  const flush = async (): Promise<void> => {
    if (failure !== null) throw failure;
    if (chunk.length === 0) return;
    const data = chunk.join('');
    chunk = [];
    bytes = 0;
    if (!stream.write(data)) await Promise.race([once(stream, 'drain'), finished(stream)]);
  };
  return {
    async write(row) {
      chunk.push(row);
      bytes += row.length;
      if (bytes >= CHUNK_BYTES) await flush();
    },
    flush,
    async end() {
      await flush();
      stream.end();
      await finished(stream);
    },
  };
}

/** PGlite reads COPY input from a Blob through its /dev/blob device: one statement per chunk. */
function pgliteCopy(tx: Transaction, table: string, columns: readonly string[]): CopyWriter {
  const sql = copySql(table, columns, `'/dev/blob'`);
  let chunk: string[] = [];
  let bytes = 0;
  const flush = async (): Promise<void> => {
    if (chunk.length === 0) return;
    const blob = new Blob(chunk);
    chunk = [];
    bytes = 0;
    await tx.query(sql, [], { blob });
  };
  return {
    async write(row) {
      chunk.push(row);
      bytes += row.length;
      if (bytes >= CHUNK_BYTES) await flush();
    },
    flush,
    end: flush,
  };
}

/**
 * The drivers under the Drizzle handle: bulk loading needs COPY, which Drizzle does not
 * expose. `$client` is Drizzle's documented accessor for it; the instanceof checks make
 * the cast safe.
 */
function clientOf(handle: DbHandle): pg.Pool | PGlite {
  const client: unknown = (handle.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof PGlite) return client;
  throw new TypeError(`cannot bulk-load through a ${handle.kind} handle without its pg.Pool or PGlite client`);
}

/** One read outside a load, through the same drivers (the query code of the datasource tables). */
export async function queryRows<T extends object>(handle: DbHandle, text: string, params?: unknown[]): Promise<T[]> {
  const client = clientOf(handle);
  if (client instanceof PGlite) return (await client.query<T>(text, params)).rows;
  return (await client.query<T & pg.QueryResultRow>(text, params)).rows;
}

/** The id of a snapshot of the transaction open on `connection`, valid until that transaction ends. */
async function exportSnapshotOf(connection: pg.ClientBase): Promise<string> {
  const [exported] = (await connection.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows;
  if (exported === undefined) throw new Error('pg_export_snapshot returned no row');
  return exported.snapshot;
}

/** The statements that open a read-only transaction seeing what an exported snapshot saw. */
export const beginInSnapshot = (snapshot: string): string[] => {
  // The id is interpolated (SET takes no parameter): refuse anything but pg_export_snapshot's form.
  if (!/^[0-9A-F]+-[0-9A-F]+(-[0-9]+)?$/i.test(snapshot)) throw new Error(`not a snapshot id: ${snapshot}`);
  return ['begin isolation level repeatable read read only', `set transaction snapshot '${snapshot}'`];
};

/** `work` on another connection of the pool, in the snapshot `connection`'s transaction exports now. */
async function readInSnapshotOf<T>(
  pool: pg.Pool,
  connection: pg.PoolClient,
  work: (reader: ReadSession) => Promise<T>,
): Promise<T> {
  const snapshot = await exportSnapshotOf(connection);
  const reader = await pool.connect();
  try {
    return await inTransactionOn(reader, beginInSnapshot(snapshot), () =>
      work({ kind: 'postgres', query: queryOn(reader) }),
    );
  } finally {
    reader.release();
  }
}

/** A session's `query` on one connection: the rows of each statement. */
const queryOn =
  (connection: pg.ClientBase) =>
  async <R extends object>(text: string, params?: unknown[]): Promise<R[]> =>
    (await connection.query<R & pg.QueryResultRow>(text, params)).rows;

/** `work` between the `begin` statements and a commit on one connection: rolled back if it throws. */
async function inTransactionOn<T>(
  connection: pg.ClientBase,
  begin: readonly string[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    for (const statement of begin) await connection.query(statement);
    const result = await work();
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Runs `work` in one transaction on one connection: everything it writes is committed together, or nothing. */
export async function inLoadTransaction<T>(handle: DbHandle, work: (session: LoadSession) => Promise<T>): Promise<T> {
  const client = clientOf(handle);
  if (client instanceof PGlite) {
    return client.transaction((tx) =>
      work({
        kind: 'pglite',
        query: async <R extends object>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
        copyInto: (table, columns) => pgliteCopy(tx, table, columns),
        copyText: async (table, columns, data) => {
          await tx.query(copySql(table, columns, `'/dev/blob'`), [], { blob: new Blob([data]) });
        },
      }),
    );
  }
  const connection = await client.connect();
  try {
    return await inTransactionOn(connection, ['begin'], () =>
      work({
        kind: 'postgres',
        query: queryOn(connection),
        readAlongside: (read) => readInSnapshotOf(client, connection, read),
        exportSnapshot: () => exportSnapshotOf(connection),
        copyInto: (table, columns) => postgresCopy(connection, table, columns),
        copyText: async (table, columns, data) => {
          const stream = connection.query(copyFrom(copySql(table, columns, 'stdin')));
          stream.end(data);
          await finished(stream);
        },
      }),
    );
  } finally {
    connection.release();
  }
}
