import { catalogEntryBySourceCode, type BatchMatchFileDetailQuery } from '@dnp/contracts';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { authorize } from '../../domain/authorize.js';
import { findBatchFile, visibleSources } from '../../domain/batch-match/batch-file.js';
import type { ActionArgs } from '../action.js';
import { readFileDetailRows } from './batch-file-detail-rows.js';

/** Rows read per query: a file with a million matches streams in pages, never whole. */
const PAGE = 5_000;

/** The columns of the file-detail screen, in its order. */
export const fileDetailCsvColumns = [
  'Source',
  'Match level',
  'ALC',
  'Agency party ID',
  'Name as submitted',
  'Name as matched',
  'TIN',
  'Matches',
];

/**
 * Every matched party of a file as CSV, with the screen's filters but without its paging; the
 * TIN masked as on screen. Authorized and the file found before the first byte, so a refusal
 * is an error answer, not a broken download.
 */
export async function exportBatchMatchFileDetail({
  deps,
  ctx,
  input,
}: ActionArgs<{ agencyFrbFileId: string; query: BatchMatchFileDetailQuery }>): Promise<Readable> {
  await authorize({ deps, ctx }, { fn: 'BATCH_MATCHING' });
  const file = await findBatchFile(deps.handle, ctx, input.agencyFrbFileId);
  const sources = visibleSources(ctx);
  const filter = { source: input.query['filter[searchSrcSysTypeCd]'], level: input.query['filter[matchLevelCode]'] };
  async function* rows() {
    for (let offset = 0; ; offset += PAGE) {
      const page = await readFileDetailRows(deps.handle, file, sources, filter, { limit: PAGE, offset });
      for (const { row } of page) {
        yield [
          catalogEntryBySourceCode(row.searchSrcSysTypeCd).displayName,
          row.matchLevelCode,
          row.agencyAlcCode,
          row.agencyPartyId,
          row.agencySourceFullName,
          row.name,
          row.agencyTin ?? '',
          row.matchCount,
        ];
      }
      if (page.length < PAGE) return;
    }
  }
  return Readable.from(rows()).pipe(stringify({ header: true, columns: fileDetailCsvColumns }));
}
