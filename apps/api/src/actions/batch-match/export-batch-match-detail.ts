import { catalogEntryBySourceCode, type BatchMatchDetailQuery } from '@dnp/contracts';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';
import { getBatchMatchDetail } from './get-batch-match-detail.js';

export const matchDetailCsvColumns = [
  'Source',
  'Match level',
  'Match type',
  'Score',
  'Agency party ID',
  'Name as submitted',
  'Name as matched',
  'TIN',
  'TIN type',
  'ALC',
  'Payment amount',
  'Matched at',
  'Source record',
  'Explanation',
];

/** A record's own scalar attributes as "name: value" pairs; sub-lists stay on screen. */
function recordText(attributes: Record<string, unknown> | undefined): string {
  if (!attributes) return '';
  return Object.entries(attributes)
    .filter(([key, value]) => key !== 'tinMasked' && (typeof value === 'string' || typeof value === 'number'))
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join('; ');
}

/**
 * The match detail as CSV: the same matches, records and audit rows as the screen's answer
 * (getBatchMatchDetail authorizes, reads and audits), one line per match, TINs masked.
 */
export async function exportBatchMatchDetail({
  deps,
  ctx,
  input,
}: ActionArgs<{ agencyFrbFileId: string; query: BatchMatchDetailQuery }>): Promise<Readable> {
  await authorize({ deps, ctx }, { fn: 'BATCH_MATCHING' });
  const matches = await getBatchMatchDetail({ deps, ctx, input });
  const lines = matches.map(({ attributes: match }) => [
    catalogEntryBySourceCode(match.searchSrcSysTypeCd).displayName,
    match.matchLevelCode,
    match.matchTypePortalDisplayText,
    match.score.toFixed(2),
    match.agencyPartyId,
    match.agencySourceFullName,
    match.matchedName,
    match.agencyTin ?? '',
    match.agencyTinTypeCode ?? '',
    match.agencyAlcCode,
    match.paymentAmount ?? '',
    match.matchTimestamp,
    recordText(match.record?.attributes),
    match.explanation.map((feature) => feature.text).join(' '),
  ]);
  return Readable.from(lines).pipe(stringify({ header: true, columns: matchDetailCsvColumns }));
}
