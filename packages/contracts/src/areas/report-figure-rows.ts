import { z } from 'zod';
import { DatasourceApiName } from '../datasource-catalog.js';
import { listEnvelope, resource } from '../envelope.js';
import { MatchLevelNumber } from './area-enums.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './area-queries.js';
import { AlcCodeList, MonthNumber, YearNumber } from './wire-formats.js';

/** What kind of row a figure counts: a screened payment, a received file, a file's party, or one match. */
export const reportFigureRowKinds = ['payment', 'file', 'party', 'match'] as const;
export const ReportFigureRowKind = z.enum(reportFigureRowKinds);
export type ReportFigureRowKind = z.infer<typeof ReportFigureRowKind>;

/**
 * GET /api/v1/reports/:reportName/rows: the rows behind one figure. A figure is one month and
 * one ALC, so both are required; the measure and the figure's category parts (payment type,
 * source, level, status) narrow it as the report grouped it. Each figure's `rows` is this query.
 */
export const ReportFigureRowsQuery = z.object({
  'filter[reportYearNumber]': YearNumber,
  'filter[reportMonthNumber]': MonthNumber,
  'filter[agencyAlcCode]': AlcCodeList,
  'filter[accessGroupId]': z.string().min(1).optional().describe('one group of the tree, its descendants with it'),
  'filter[measure]': z.string().min(1).describe("the figure's measure, one of the report's"),
  'filter[paymentTypeCode]': z.string().min(1).optional(),
  'filter[datasource]': DatasourceApiName.optional().describe('the source, by its API name'),
  'filter[matchLevelNumber]': z.coerce.number().pipe(MatchLevelNumber).optional(),
  'filter[status]': z.string().min(1).optional().describe('the adjudication status, determination or override'),
  'page[size]': z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  'page[number]': z.coerce.number().int().min(1).default(1),
});
export type ReportFigureRowsQuery = z.infer<typeof ReportFigureRowsQuery>;

/**
 * One row behind a figure, masked as the areas' lists mask it (TIN and account to their last
 * four digits). `eventDate` is the day that puts the row in the figure's month: the working
 * payment date, the day a file was received, enrolled or withdrawn, or a match found or
 * withdrawn. The payment, party and match columns are null where the row has none.
 */
export const ReportFigureRowAttributes = z.object({
  recordKind: ReportFigureRowKind,
  eventDate: z.string(),
  agencyAlcCode: z.string(),
  agencyFrbFileId: z.string(),
  fileName: z.string(),
  agencyPartyId: z.string().nullable(),
  partyName: z.string().nullable(),
  tin: z.string().nullable(),
  paymentId: z.string().nullable(),
  paymentTypeCode: z.string().nullable(),
  paymentAmount: z.string().nullable(),
  paymentStatusCode: z.string().nullable(),
  paymentAdjudicationStatusTypeCode: z.string().nullable(),
  payeeAccountNumber: z.string().nullable(),
  datasource: z.string().nullable(),
  matchLevelNumber: z.number().int().nullable(),
});
export type ReportFigureRow = z.infer<typeof ReportFigureRowAttributes>;
export const ReportFigureRowResource = resource('reportFigureRow', ReportFigureRowAttributes);
export const ReportFigureRowList = listEnvelope(ReportFigureRowResource);
export type ReportFigureRowList = z.infer<typeof ReportFigureRowList>;
