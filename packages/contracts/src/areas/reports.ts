import { z } from 'zod';
import { listEnvelope, resource } from '../envelope.js';
import { AlcCodeList, MonthNumber, StringBoolean, YearNumber } from './wire-formats.js';

/** A report the caller may open, in the order the selection list shows them. */
export const PaymentReportAttributes = z.object({
  reportDisplayOrder: z.number().int().positive(),
  reportName: z.string().min(1),
  reportDescription: z.string(),
});
export type PaymentReport = z.infer<typeof PaymentReportAttributes>;
export const PaymentReportResource = resource('paymentReport', PaymentReportAttributes);
export const PaymentReportList = listEnvelope(PaymentReportResource);
export type PaymentReportList = z.infer<typeof PaymentReportList>;

/** A reporting period with data, and the ALCs of one level-1 group it covers. */
export const PaymentAvailableReportFilterAttributes = z.object({
  reportYearNumber: YearNumber,
  reportMonthNumber: MonthNumber,
  level1AccessGroupId: z.string().min(1),
  agencyAlcList: AlcCodeList,
});
export type PaymentAvailableReportFilter = z.infer<typeof PaymentAvailableReportFilterAttributes>;
export const PaymentAvailableReportFilterResource = resource(
  'paymentAvailableReportFilter',
  PaymentAvailableReportFilterAttributes,
);
export const PaymentAvailableReportFilterList = listEnvelope(PaymentAvailableReportFilterResource);
export type PaymentAvailableReportFilterList = z.infer<typeof PaymentAvailableReportFilterList>;

/**
 * Whether the caller may submit the adjudication summary report (ASR) for a
 * month: only a level-1 access group may, and only once per period.
 */
export const AsrSubmitIndicatorAttributes = z.object({
  isLevel1AccessGroup: StringBoolean,
  asrSubmitIndicator: StringBoolean,
  alreadySubmittedForPeriod: StringBoolean,
});
export type AsrSubmitIndicator = z.infer<typeof AsrSubmitIndicatorAttributes>;
export const AsrSubmitIndicatorResource = resource('asrSubmitIndicator', AsrSubmitIndicatorAttributes);
export const AsrSubmitIndicatorList = listEnvelope(AsrSubmitIndicatorResource);
export type AsrSubmitIndicatorList = z.infer<typeof AsrSubmitIndicatorList>;

/** The reports the portal runs, in the catalog's display order (docs/reports-api.md). */
export const reportNames = [
  'adjudication-summary',
  'payment-activity',
  'batch-match',
  'continuous-monitoring',
] as const;
export const ReportName = z.enum(reportNames);
export type ReportName = z.infer<typeof ReportName>;

/** GET /api/v1/reports/:reportName (and .csv): the period, and optionally the group and ALCs. */
export const ReportQuery = z.object({
  'filter[reportYearNumber]': YearNumber,
  'filter[reportMonthNumber]': MonthNumber.optional().describe('one month; the whole year when absent'),
  'filter[accessGroupId]': z.string().min(1).optional().describe('one group of the tree, its descendants with it'),
  'filter[agencyAlcCode]': AlcCodeList.optional().describe('one or more ALCs, comma-separated'),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

export const ReportParams = z.object({ reportName: ReportName });

/**
 * Where a figure's rows are listed in their area: the Payments list's own query parameters
 * (docs/payments-api.md) that list exactly the payments the figure counts, or the Batch Match
 * list's that list exactly the files a files-received figure counts.
 */
export const ReportLink = z.object({
  area: z.enum(['payments', 'batchMatch']),
  query: z.record(z.string(), z.string()),
});
export type ReportLink = z.infer<typeof ReportLink>;

/**
 * One figure of a report: a measure (e.g. "matched") for a month and ALC, in a category
 * (e.g. "DMF · level 1"; empty when the measure has none). `value` is a count, or days for
 * the median; `amount` the dollars the counted payments carry, when the measure has one.
 * `rows` is the query of GET /api/v1/reports/:reportName/rows that lists exactly the rows it
 * counts (null only for the median, a duration); `link` is the Payments list's own query for
 * the same rows, null where that list cannot narrow to them (docs/reports-api.md).
 */
export const ReportRowAttributes = z.object({
  period: z.string().regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/),
  agencyAlcCode: z.string(),
  measure: z.string().min(1),
  category: z.string(),
  value: z.number(),
  amount: z.string().nullable(),
  rows: z.record(z.string(), z.string()).nullable(),
  link: ReportLink.nullable(),
});
export type ReportRow = z.infer<typeof ReportRowAttributes>;

/** A report as run: what it is, the filters it ran with, when, its figures and (one month only) the ASR state. */
export const ReportAttributes = z.object({
  reportName: ReportName,
  reportTitle: z.string(),
  filters: z.record(z.string(), z.string()),
  generatedAt: z.string(),
  rows: z.array(ReportRowAttributes),
  asr: AsrSubmitIndicatorAttributes.nullable(),
});
export type Report = z.infer<typeof ReportAttributes>;
export const ReportResource = resource('report', ReportAttributes);
export const ReportList = listEnvelope(ReportResource);
export type ReportList = z.infer<typeof ReportList>;
