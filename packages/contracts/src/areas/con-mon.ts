import { z } from 'zod';
import { MatchLevel, SourceSystemCode } from '../enums.js';
import { listEnvelope, resource } from '../envelope.js';
import { MatchDetailFields, MatchFileCounts, MatchFileDetailFields, MatchSourceCounts } from './batch-match.js';
import { checkMatchRecords } from './source-records.js';

/**
 * One row per (monitoring file, source), like the batch-match summary, plus the
 * list of every source the file is monitored against.
 */
export const ConMonSummaryAttributes = MatchFileCounts.extend(MatchSourceCounts.shape).extend({
  srcSysTypeCdList: z.array(SourceSystemCode).min(1),
});
export type ConMonSummary = z.infer<typeof ConMonSummaryAttributes>;
export const ConMonSummaryResource = resource('conMonSummary', ConMonSummaryAttributes);
export const ConMonSummaryList = listEnvelope(ConMonSummaryResource);
export type ConMonSummaryList = z.infer<typeof ConMonSummaryList>;

/** Same fields as the batch-match file detail; monitoring also reports POSSIBLE matches. */
export const ConMonFileDetailAttributes = MatchFileDetailFields.extend({ matchLevelCode: MatchLevel });
export type ConMonFileDetail = z.infer<typeof ConMonFileDetailAttributes>;
export const ConMonFileDetailResource = resource('conMonFileDetail', ConMonFileDetailAttributes);
export const ConMonFileDetailList = listEnvelope(ConMonFileDetailResource);
export type ConMonFileDetailList = z.infer<typeof ConMonFileDetailList>;

export const ConMonDetailAttributes = MatchDetailFields.extend({
  matchLevelCode: MatchLevel,
  matchTypeCode: z.string().min(1).describe('e.g. TIN MATCH'),
}).superRefine(checkMatchRecords);
export type ConMonDetail = z.infer<typeof ConMonDetailAttributes>;
export const ConMonDetailResource = resource('conMonDetail', ConMonDetailAttributes);
export const ConMonDetailList = listEnvelope(ConMonDetailResource);
export type ConMonDetailList = z.infer<typeof ConMonDetailList>;
