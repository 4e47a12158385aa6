import { z } from 'zod';
import { SourceSystemCode } from '../enums.js';

/**
 * The source-specific attribute set attached to a batch-match or con-mon match.
 * Typed loosely (text or null per field) because the per-source record schemas
 * live in ../records and are written separately; the discriminant lets a reader
 * pick the right record schema for a finer parse.
 */
export const LooseSourceAttributes = z.record(z.string(), z.string().nullable());
export type LooseSourceAttributes = z.infer<typeof LooseSourceAttributes>;

export const MatchSourceRecord = z.object({
  srcSysTypeCd: SourceSystemCode,
  attributes: LooseSourceAttributes,
});
export type MatchSourceRecord = z.infer<typeof MatchSourceRecord>;

interface MatchWithRecords {
  searchSrcSysTypeCd: SourceSystemCode;
  records?: MatchSourceRecord[] | undefined;
}

/**
 * A match's records all come from the source it was matched against, and the
 * entity-registration source (CCR) carries none (spec section 3): a record from
 * another source would show the reviewer someone else's data.
 */
export function checkMatchRecords(match: MatchWithRecords, ctx: z.RefinementCtx): void {
  const records = match.records ?? [];
  if (match.searchSrcSysTypeCd === 'CCR' && records.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['records'], message: 'CCR matches carry no source records' });
  }
  records.forEach((record, index) => {
    if (record.srcSysTypeCd !== match.searchSrcSysTypeCd) {
      ctx.addIssue({
        code: 'custom',
        path: ['records', index, 'srcSysTypeCd'],
        message: `record from ${record.srcSysTypeCd} on a ${match.searchSrcSysTypeCd} match`,
      });
    }
  });
}
