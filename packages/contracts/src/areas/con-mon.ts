import { z } from 'zod';
import { MatchLevel, SourceSystemCode } from '../enums.js';
import { listEnvelope, resource } from '../envelope.js';
import { MatchFeature, RecordResource } from '../search.js';
import { AgencyFileState } from './agency-file-status.js';
import { MatchDetailFields, MatchFileCounts, MatchFileDetailFields, MatchSourceCounts } from './batch-match.js';
import { checkMatchRecords } from './source-records.js';
import { AgencyFrbFileId, AgencyPartyId, CountString, IsoDate, IsoTimestamp, MaskedTin } from './wire-formats.js';

/**
 * A file is pending until its enrollment run ends (fileState says how it stands; a refused or
 * failed file stays pending, never monitored). An enrolled file stays monitored until its group
 * withdraws it, or sends a file of the same name again, which replaces it (docs/con-mon-api.md).
 * A withdrawn or replaced file is no longer matched against source loads; its matches stay readable.
 */
export const ConMonEnrollmentState = z.enum(['pending', 'enrolled', 'withdrawn', 'replaced']);
export type ConMonEnrollmentState = z.infer<typeof ConMonEnrollmentState>;

/** A load of a source: the id every con-mon match and withdrawal is stamped with. */
export const DatasourceLoadId = z.string().regex(/^[0-9]+$/, 'expected a load id of digits');

/**
 * One row per (monitoring file, source), like the batch-match summary, plus the
 * list of every source the file is monitored against. Counts are the file's active matches
 * (matches a later load withdrew are not counted).
 */
export const ConMonSummaryAttributes = MatchFileCounts.extend(MatchSourceCounts.shape).extend({
  srcSysTypeCdList: z.array(SourceSystemCode).min(1),
  fileThroughDate: IsoDate.nullable().describe('null when the sender gave none'),
  fileMatchDate: IsoTimestamp.nullable().describe('null until the enrollment run is done'),
  fileState: AgencyFileState.describe('the enrollment run'),
  enrollmentState: ConMonEnrollmentState,
  withdrawnDate: IsoTimestamp.nullable().describe('when the file was withdrawn or replaced'),
  asOfDate: IsoDate.nullable().describe('date of the source data; null for a source never loaded'),
});
export type ConMonSummary = z.infer<typeof ConMonSummaryAttributes>;
export const ConMonSummaryResource = resource('conMonSummary', ConMonSummaryAttributes);
export const ConMonSummaryList = listEnvelope(ConMonSummaryResource);
export type ConMonSummaryList = z.infer<typeof ConMonSummaryList>;

/** When a match was made and, if a later load took it back, when and by which load. */
export const ConMonMatchStamps = z.object({
  matchId: z.string().regex(/^[0-9]+$/),
  matchTimestamp: IsoTimestamp,
  matchedByLoadId: DatasourceLoadId.nullable().describe('the source load the match was found in'),
  withdrawnByLoadId: DatasourceLoadId.nullable().describe('the load that removed or corrected the record'),
  withdrawnDate: IsoTimestamp.nullable(),
});

/**
 * Same fields as the batch-match file detail, flat (one row per match); monitoring also reports
 * POSSIBLE matches. The submitted TIN is masked to its last four digits.
 */
export const ConMonFileDetailAttributes = MatchFileDetailFields.extend({
  matchLevelCode: MatchLevel,
  agencyTin: MaskedTin.optional(),
  matchTypePortalDisplayText: z.string().min(1),
}).extend(ConMonMatchStamps.shape);
export type ConMonFileDetail = z.infer<typeof ConMonFileDetailAttributes>;
export const ConMonFileDetailResource = resource('conMonFileDetail', ConMonFileDetailAttributes);
export const ConMonFileDetailList = listEnvelope(ConMonFileDetailResource);
export type ConMonFileDetailList = z.infer<typeof ConMonFileDetailList>;

/**
 * One match with who was matched, why (the explanation) and the source record as a record read
 * shows it (absent for CCR and when the record has left the source).
 */
export const ConMonDetailAttributes = MatchDetailFields.extend({
  matchLevelCode: MatchLevel,
  matchTypeCode: z.string().min(1).describe('e.g. TIN MATCH'),
  agencyTin: MaskedTin.optional(),
  agencyPartyId: AgencyPartyId.optional(),
  agencySourceFullName: z.string().min(1).optional(),
  matchedName: z.string().optional(),
  score: z.number().min(0).max(1).optional(),
  explanation: z.array(MatchFeature).optional(),
  record: RecordResource.optional(),
  matchId: ConMonMatchStamps.shape.matchId.optional(),
  matchedByLoadId: ConMonMatchStamps.shape.matchedByLoadId.optional(),
  withdrawnByLoadId: ConMonMatchStamps.shape.withdrawnByLoadId.optional(),
  withdrawnDate: ConMonMatchStamps.shape.withdrawnDate.optional(),
}).superRefine(checkMatchRecords);
export type ConMonDetail = z.infer<typeof ConMonDetailAttributes>;
export const ConMonDetailResource = resource('conMonDetail', ConMonDetailAttributes);
export const ConMonDetailList = listEnvelope(ConMonDetailResource);
export type ConMonDetailList = z.infer<typeof ConMonDetailList>;

/**
 * A change since a date (CON_MON_DELTAS): a match a load found, or one a load withdrew, in any
 * file of the acting group's tree. `changedAt` is when the change was written.
 */
export const ConMonDeltaAttributes = ConMonFileDetailAttributes.extend({
  change: z.enum(['new', 'withdrawn']),
  changedAt: IsoTimestamp,
  fileName: z.string().min(1),
  datasource: z.string().min(1),
});
export type ConMonDelta = z.infer<typeof ConMonDeltaAttributes>;
export const ConMonDeltaResource = resource('conMonDelta', ConMonDeltaAttributes);
export const ConMonDeltaList = listEnvelope(ConMonDeltaResource);
export type ConMonDeltaList = z.infer<typeof ConMonDeltaList>;

/**
 * GET deltas: changes since a date, or (no date) since the user's previous visit to the deltas;
 * meta.since says which instant was used (null: first visit, everything is new).
 */
export const ConMonDeltaQuery = z.object({
  'filter[since]': IsoDate.optional().describe('changes on or after this day (UTC); absent: since your last visit'),
  'page[size]': z.coerce.number().int().min(1).max(1000).default(50),
  'page[number]': z.coerce.number().int().min(1).default(1),
});
export type ConMonDeltaQuery = z.infer<typeof ConMonDeltaQuery>;

/**
 * One point of a file's "matches over time by level": after one source load (or the enrollment
 * run, loadId of the source's load the file was first matched against), the file's active
 * matches on that source by level, and what that load added and withdrew.
 */
export const ConMonSeriesPointAttributes = z.object({
  agencyFrbFileId: AgencyFrbFileId,
  loadId: DatasourceLoadId,
  srcSysTypeCd: SourceSystemCode,
  datasource: z.string().min(1),
  loadedAt: IsoTimestamp,
  conclusiveCount: CountString,
  probableCount: CountString,
  possibleCount: CountString,
  newCount: CountString,
  withdrawnCount: CountString,
});
export type ConMonSeriesPoint = z.infer<typeof ConMonSeriesPointAttributes>;
export const ConMonSeriesPointResource = resource('conMonSeriesPoint', ConMonSeriesPointAttributes);
export const ConMonSeriesList = listEnvelope(ConMonSeriesPointResource);
export type ConMonSeriesList = z.infer<typeof ConMonSeriesList>;

/** What POST /api/v1/con-mon/files/{agencyFrbFileId}/withdraw answers. */
export const ConMonEnrollmentAttributes = z.object({
  agencyFrbFileId: AgencyFrbFileId,
  fileName: z.string().min(1),
  accessGroupId: z.string().min(1),
  enrollmentState: ConMonEnrollmentState,
  withdrawnDate: IsoTimestamp.nullable(),
});
export type ConMonEnrollment = z.infer<typeof ConMonEnrollmentAttributes>;
export const ConMonEnrollmentList = listEnvelope(resource('conMonEnrollment', ConMonEnrollmentAttributes));
export type ConMonEnrollmentList = z.infer<typeof ConMonEnrollmentList>;

/** GET con-mon summaries: files of the acting group's tree, newest first, paged by file. */
export const ConMonSummaryQuery = z.object({
  'page[size]': z.coerce.number().int().min(1).max(1000).default(50),
  'page[number]': z.coerce.number().int().min(1).default(1),
  'filter[enrollmentState]': ConMonEnrollmentState.optional().describe('every state when absent'),
});
export type ConMonSummaryQuery = z.infer<typeof ConMonSummaryQuery>;

/** GET con-mon file detail: flat, one row per match, ordered by source, level and party. */
export const ConMonFileDetailQuery = z.object({
  'filter[searchSrcSysTypeCd]': SourceSystemCode.optional(),
  'filter[matchLevelCode]': MatchLevel.optional(),
  'filter[includeWithdrawn]': z
    .enum(['true', 'false'])
    .default('false')
    .describe('also list matches a load withdrew, with their withdrawal'),
  'page[size]': z.coerce.number().int().min(1).max(1000).default(50),
  'page[number]': z.coerce.number().int().min(1).default(1),
});
export type ConMonFileDetailQuery = z.infer<typeof ConMonFileDetailQuery>;
