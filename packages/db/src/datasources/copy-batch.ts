import type { LoadSession } from './load-session.js';

/** Record text gathered before the batch is written: a few MB amortize a COPY statement's round trip. */
const BATCH_BYTES = 4 * 1024 * 1024;

interface TableRows {
  table: string;
  columns: readonly string[];
  rows: string[];
}

/**
 * Rows for several tables of one load, written as one COPY statement per table and batch.
 * A connection runs one COPY at a time, and a record's list rows and name keys point at the
 * record, so the tables are written in the order they were declared: records first.
 * One batch is written while the next is gathered: the database parses one while Node
 * builds the other (waiting for each write left both idle half the time).
 */
export class CopyBatch {
  private readonly tables = new Map<string, TableRows>();
  private bytes = 0;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly session: LoadSession) {}

  /** Declares a table of the batch; tables are written in declaration order. */
  table(table: string, columns: readonly string[]): void {
    this.tables.set(table, { table, columns, rows: [] });
  }

  /** Adds rows (COPY text, one or more lines) for a table; a load flushes once the batch is `full`. */
  add(table: string, rows: string): void {
    const target = this.tables.get(table);
    if (target === undefined) throw new Error(`table ${table} is not part of this batch`);
    target.rows.push(rows);
    this.bytes += rows.length;
  }

  /** Whether the batch has gathered enough to be written (adding stays synchronous: no await per row). */
  get full(): boolean {
    return this.bytes >= BATCH_BYTES;
  }

  /** Starts writing what was gathered, once the batch before it is written. */
  async flush(): Promise<void> {
    await this.writing;
    const batch = [...this.tables.values()]
      .filter((target) => target.rows.length > 0)
      .map((target) => ({ target, data: target.rows.join('') }));
    for (const target of this.tables.values()) target.rows = [];
    this.bytes = 0;
    this.writing = (async () => {
      for (const { target, data } of batch) await this.session.copyText(target.table, target.columns, data);
    })();
    // A failure is thrown by the next flush or by end(); until then it is not "unhandled".
    this.writing.catch(() => undefined);
  }

  /** Writes the rest and waits until everything is written. */
  async end(): Promise<void> {
    await this.flush();
    await this.writing;
  }
}
