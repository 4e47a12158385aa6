import type { RowBatch } from './first-load-rows.js';
import type { LoadSession } from './load-session.js';

/**
 * Writes batches of rows of several tables, one COPY statement per table and batch, in the
 * batch's table order (records before the rows that point at them). One batch is written while
 * the next is gathered: the database parses one while Node builds the other (waiting for each
 * write left both idle half the time). A connection runs one COPY at a time, so writes queue.
 */
export class PipelinedCopy {
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly session: LoadSession,
    private readonly columnsOf: ReadonlyMap<string, readonly string[]>,
  ) {}

  /** Starts writing a batch once the one before it is written. */
  async write(tables: RowBatch['tables']): Promise<void> {
    await this.writing;
    this.writing = (async () => {
      for (const [table, text] of tables) {
        const columns = this.columnsOf.get(table);
        if (columns === undefined) throw new Error(`no COPY columns for ${table}`);
        await this.session.copyText(table, columns, text);
      }
    })();
    // A failure is thrown by the next write or by end(); until then it is not "unhandled".
    this.writing.catch(() => undefined);
  }

  /** Waits until everything is written. */
  async end(): Promise<void> {
    await this.writing;
  }
}
