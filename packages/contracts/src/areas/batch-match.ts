import { z } from 'zod';
import { catalogEntry } from '../datasource-catalog.js';
import { SourceSystemCode, TinTypeCode } from '../enums.js';
import { listEnvelope, resource } from '../envelope.js';
import { MatchFeature, RecordResource } from '../search.js';
import { AgencyFileState } from './agency-file-status.js';
import { BatchMatchLevel } from './area-enums.js';
import { MatchSourceRecord } from './source-records.js';
import {
  AgencyFrbFileId,
  AgencyPartyId,
  AlcCode,
  CountString,
  IsoDate,
  IsoTimestamp,
  MaskedTin,
  MoneyAmount,
  Tin,
} from './wire-formats.js';

/** The file half of a summary row: one submitted file and its match totals. */
export const MatchFileCounts = z.object({
  fileName: z.string().min(1),
  agencyFrbFileId: AgencyFrbFileId,
  fileReceivedRecordsCount: CountString,
  fileThroughDate: IsoDate,
  fileReceivedDate: IsoTimestamp,
  fileMatchDate: IsoTimestamp,
  filePossibleCount: CountString,
  fileConclusiveCount: CountString,
  fileProbableCount: CountString,
});
export type MatchFileCounts = z.infer<typeof MatchFileCounts>;

/** The per-source half of a summary row: how the file matched one datasource. */
export const MatchSourceCounts = z.object({
  srcSysTypeCd: SourceSystemCode,
  datasource: z.string().min(1).describe('display name of the source'),
  datasourceMatchedCount: CountString,
  datasourceConclusiveCount: CountString,
  datasourceProbableCount: CountString,
  datasourcePossibleCount: CountString,
  asOfDate: IsoDate.describe('date of the source data the file was matched against'),
});
export type MatchSourceCounts = z.infer<typeof MatchSourceCounts>;

/**
 * One row per (file, source): a file matched against six sources is six rows
 * with the same file half, and meta.total-count counts files, not rows. A file
 * still running is listed too, with its counts so far and its state; its match
 * date is null until the run is done (the status resource has the progress).
 */
export const BatchMatchSummaryAttributes = MatchFileCounts.extend(MatchSourceCounts.shape).extend({
  fileThroughDate: IsoDate.nullable().describe('null when the sender gave none'),
  fileMatchDate: IsoTimestamp.nullable().describe('null until the run is done'),
  fileState: AgencyFileState,
  asOfDate: IsoDate.nullable().describe('date of the source data; null for a source never loaded'),
});
export type BatchMatchSummary = z.infer<typeof BatchMatchSummaryAttributes>;
export const BatchMatchSummaryResource = resource('batchMatchSummary', BatchMatchSummaryAttributes);
export const BatchMatchSummaryList = listEnvelope(BatchMatchSummaryResource);
export type BatchMatchSummaryList = z.infer<typeof BatchMatchSummaryList>;

/** One matched party of a file, as listed on the file's detail screen. */
export const MatchFileDetailFields = z.object({
  agencyAlcCode: AlcCode,
  searchSrcSysTypeCd: SourceSystemCode,
  agencyFrbFileId: AgencyFrbFileId,
  agencySourceFullName: z.string().min(1).describe('name as the agency submitted it'),
  name: z.string().describe('name as matched; the registration source may send a no-match label'),
  agencyTin: Tin.optional().describe('absent on some records, notably CONCLUSIVE registration matches'),
  matchCount: CountString,
  agencyPartyId: AgencyPartyId,
});

/** The submitted TIN is shown as search shows TINs: its last four digits. */
export const BatchMatchFileDetailAttributes = MatchFileDetailFields.extend({
  matchLevelCode: BatchMatchLevel,
  agencyTin: MaskedTin.optional(),
});
export type BatchMatchFileDetail = z.infer<typeof BatchMatchFileDetailAttributes>;
export const BatchMatchFileDetailResource = resource('batchMatchFileDetail', BatchMatchFileDetailAttributes);

/**
 * The file-detail answer is grouped by source system (spec section 7): one group
 * resource per source, id = the source code, holding that source's rows.
 */
export const BatchMatchFileDetailGroupAttributes = z
  .object({
    srcSysTypeCd: SourceSystemCode,
    datasource: z.string().min(1),
    rows: z.array(BatchMatchFileDetailResource),
  })
  .superRefine((group, ctx) => {
    group.rows.forEach((row, index) => {
      if (row.attributes.searchSrcSysTypeCd !== group.srcSysTypeCd) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'attributes', 'searchSrcSysTypeCd'],
          message: `row of ${row.attributes.searchSrcSysTypeCd} in the ${group.srcSysTypeCd} group`,
        });
      }
    });
  });
export type BatchMatchFileDetailGroup = z.infer<typeof BatchMatchFileDetailGroupAttributes>;
export const BatchMatchFileDetailGroupResource = resource(
  'batchMatchFileDetailGroup',
  BatchMatchFileDetailGroupAttributes,
);
export const BatchMatchFileDetailGroupList = listEnvelope(BatchMatchFileDetailGroupResource);
export type BatchMatchFileDetailGroupList = z.infer<typeof BatchMatchFileDetailGroupList>;

/** The fields of one match with its source records, shared by batch match and con-mon. */
export const MatchDetailFields = z.object({
  agencyAlcCode: AlcCode,
  level1AccessGroupId: z.string().min(1),
  matchTimestamp: IsoTimestamp,
  agencyTin: Tin.optional(),
  agencyTinTypeCode: TinTypeCode.optional(),
  matchTypePortalDisplayText: z.string().min(1).describe('e.g. TIN + NAME MATCH'),
  paymentAmount: MoneyAmount.nullable().describe('null when the submitted record carried no amount'),
  searchSrcSysTypeCd: SourceSystemCode,
  agencyFrbFileId: AgencyFrbFileId,
  fileReceivedDate: IsoTimestamp,
  records: z.array(MatchSourceRecord).optional(),
});

/**
 * One match of a batch file: the spec's fields, plus who was matched, why (the explanation, as a
 * search hit has it) and the source record as a record read shows it, typed per source with its
 * TIN masked. The record is absent for CCR (spec section 3) and when it has left the source.
 */
export const BatchMatchDetailAttributes = MatchDetailFields.omit({ records: true })
  .extend({
    matchLevelCode: BatchMatchLevel,
    agencyPartyId: AgencyPartyId,
    agencySourceFullName: z.string().min(1),
    agencyTin: MaskedTin.optional(),
    matchedName: z.string(),
    score: z.number().min(0).max(1),
    explanation: z.array(MatchFeature),
    record: RecordResource.optional(),
  })
  .superRefine((match, ctx) => {
    if (!match.record) return;
    const recordSource = catalogEntry(match.record.type).srcSysTypeCd;
    if (match.searchSrcSysTypeCd === 'CCR') {
      ctx.addIssue({ code: 'custom', path: ['record'], message: 'CCR matches carry no source record' });
    } else if (recordSource !== match.searchSrcSysTypeCd) {
      ctx.addIssue({
        code: 'custom',
        path: ['record', 'type'],
        message: `record from ${recordSource} on a ${match.searchSrcSysTypeCd} match`,
      });
    }
  });
export type BatchMatchDetail = z.infer<typeof BatchMatchDetailAttributes>;
export const BatchMatchDetailResource = resource('batchMatchDetail', BatchMatchDetailAttributes);
export const BatchMatchDetailList = listEnvelope(BatchMatchDetailResource);
export type BatchMatchDetailList = z.infer<typeof BatchMatchDetailList>;
