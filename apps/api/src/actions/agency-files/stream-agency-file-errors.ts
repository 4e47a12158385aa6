import type { AgencyFileArea } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { agencyFileFunction } from '../../domain/agency-files/areas.js';
import { findVisibleFile } from '../../domain/agency-files/file-status.js';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

/** Problems read per query: a file of a million bad rows streams in pages, never whole. */
const PAGE = 5_000;

/**
 * Every problem of a file as CSV (row, column, message), in the order found. Pages by the
 * problem's sequence number, so the download starts at once and memory stays flat.
 */
export async function streamAgencyFileErrors({
  deps,
  ctx,
  input,
}: ActionArgs<{ area: AgencyFileArea; agencyFrbFileId: string }>): Promise<Readable> {
  await authorize({ deps, ctx }, { fn: agencyFileFunction[input.area] });
  const file = await findVisibleFile(deps.handle.db, ctx, input.area, input.agencyFrbFileId);
  async function* rows() {
    let after = 0;
    for (;;) {
      const page = await queryRows<{ seq: number; row: number; column: string | null; message: string }>(
        deps.handle,
        `select seq, row, column_name as "column", message from agency_file_errors
          where file_id = $1 and seq > $2 order by seq limit ${PAGE}`,
        [file.id, after],
      );
      for (const problem of page) yield [problem.row, problem.column ?? '', problem.message];
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      after = last.seq;
    }
  }
  return Readable.from(rows()).pipe(stringify({ header: true, columns: ['row', 'column', 'message'] }));
}
