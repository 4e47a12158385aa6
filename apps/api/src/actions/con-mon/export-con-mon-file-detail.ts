import { catalogEntryBySourceCode, type ConMonFileDetailQuery } from '@dnp/contracts';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { authorize } from '../../domain/authorize.js';
import { visibleSources } from '../../domain/batch-match/batch-file.js';
import { findConMonFile } from '../../domain/con-mon/con-mon-file.js';
import type { ActionArgs } from '../action.js';
import { readConMonDetailRows } from './con-mon-file-detail-rows.js';

/** Rows read per query: a file with a million matches streams in pages, never whole. */
const PAGE = 5_000;

export const conMonDetailCsvColumns = [
  'Source',
  'Match level',
  'Match type',
  'ALC',
  'Agency party ID',
  'Name as submitted',
  'Name as matched',
  'TIN',
  'Matched at',
  'Matched by load',
  'Withdrawn by load',
  'Withdrawn at',
];

/**
 * Every match of a con-mon file as CSV, with the screen's filters but not its paging; TINs
 * masked as on screen. Authorized and the file found before the first byte, so a refusal is an
 * error answer, not a broken download.
 */
export async function exportConMonFileDetail({
  deps,
  ctx,
  input,
}: ActionArgs<{ agencyFrbFileId: string; query: ConMonFileDetailQuery }>): Promise<Readable> {
  await authorize({ deps, ctx }, { fn: 'CON_MON' });
  const file = await findConMonFile(deps.handle, ctx, input.agencyFrbFileId);
  const sources = visibleSources(ctx);
  const filter = {
    source: input.query['filter[searchSrcSysTypeCd]'],
    level: input.query['filter[matchLevelCode]'],
    includeWithdrawn: input.query['filter[includeWithdrawn]'] === 'true',
  };
  async function* rows() {
    for (let offset = 0; ; offset += PAGE) {
      const page = await readConMonDetailRows(deps.handle, file, sources, filter, { limit: PAGE, offset });
      for (const { attributes: row } of page) {
        yield [
          catalogEntryBySourceCode(row.searchSrcSysTypeCd).displayName,
          row.matchLevelCode,
          row.matchTypePortalDisplayText,
          row.agencyAlcCode,
          row.agencyPartyId,
          row.agencySourceFullName,
          row.name,
          row.agencyTin ?? '',
          row.matchTimestamp,
          row.matchedByLoadId ?? '',
          row.withdrawnByLoadId ?? '',
          row.withdrawnDate ?? '',
        ];
      }
      if (page.length < PAGE) return;
    }
  }
  return Readable.from(rows()).pipe(stringify({ header: true, columns: conMonDetailCsvColumns }));
}
