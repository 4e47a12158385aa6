import { z } from 'zod';
import { MatchLevel, PaymentAdjudicationStatus, PaymentStatus, SourceSystemCode } from '../enums.js';
import {
  MatchLevelNumber,
  PaymentInclude,
  PaymentSourceCode,
  PaymentTypeCode,
  paymentIncludeSources,
} from './area-enums.js';
import { AgencyFrbFileId, AlcCodeList, IsoDate, YearNumber } from './wire-formats.js';

/*
 * Query schemas for the GET calls of spec section 7 that take parameters. Keys
 * keep their wire spelling (page[size], filter[x]). Unknown keys are dropped,
 * not refused: the client adds a cache-busting parameter, client_timezone_offset
 * and, while impersonating, the access-group parameter to every GET.
 */

export const DEFAULT_PAGE_SIZE = 50;
/** Large enough for a whole con-mon file page, small enough to bound one answer. */
export const MAX_PAGE_SIZE = 1000;

const PageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);
const PageNumber = z.coerce.number().int().min(1).default(1);
const PartyIdParam = z.coerce.number().int().positive();

/** The payment-list columns a caller may sort by; `-` before one sorts it descending. */
export const paymentSorts = [
  'paymentId',
  'agencyPartyId',
  'agencyAlcCode',
  'scheduleNumber',
  'matchTimestamp',
  'matchLevelNumber',
  'matchCount',
  'paymentTypeCode',
  'paymentAmount',
  'paymentStatusCode',
  'workingPaymentDate',
  'payeeName',
  'tinTypeCode',
  'payeeCityName',
  'payeeStateCode',
  'paymentAdjudicationStatusTypeCode',
  'agencyOverrideDesc',
] as const;
export type PaymentSortColumn = (typeof paymentSorts)[number];
const PaymentSort = z
  .string()
  .regex(new RegExp(`^-?(${paymentSorts.join('|')})$`), `sort by one of ${paymentSorts.join(', ')}`)
  .transform((value) => ({ column: value.replace(/^-/, '') as PaymentSortColumn, descending: value.startsWith('-') }));

/** Dollars as typed in a filter: "100", "100.5" or "100.50". */
const AmountBound = z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,2})?$/, 'expected an amount in dollars, e.g. 1250.00');

/** 'OPEN' stands for a payment nobody has recorded a determination on (its status is null). */
export const PaymentAdjudicationFilter = z.union([PaymentAdjudicationStatus, z.literal('OPEN')]);

export const PaymentsQuery = z
  .object({
    'page[size]': PageSize,
    'page[number]': PageNumber,
    sort: PaymentSort.optional().describe('latest payment date first (-workingPaymentDate) when absent'),
    'filter[accessGroupId]': z.string().min(1).optional().describe('one group of the tree, its descendants with it'),
    'filter[agencyAlcCode]': AlcCodeList.optional().describe('one or more ALCs, comma-separated'),
    'filter[paymentStatusCode]': PaymentStatus.optional(),
    'filter[paymentAdjudicationStatusTypeCode]': PaymentAdjudicationFilter.optional(),
    'filter[paymentTypeCode]': PaymentTypeCode.optional(),
    'filter[matchLevelNumber]': z.coerce.number().pipe(MatchLevelNumber).optional(),
    'filter[datasource]': PaymentSourceCode.optional(),
    'filter[workingPaymentDateFrom]': IsoDate.optional(),
    'filter[workingPaymentDateTo]': IsoDate.optional(),
    'filter[paymentAmountFrom]': AmountBound.optional(),
    'filter[paymentAmountTo]': AmountBound.optional(),
    'filter[suppressed]': z
      .enum(['true', 'false'])
      .optional()
      .describe('true: the payments whose every match an active false-positive suppression kept from counting'),
  })
  .refine(
    (query) => {
      const from = query['filter[workingPaymentDateFrom]'];
      const to = query['filter[workingPaymentDateTo]'];
      // ISO dates compare correctly as text.
      return from === undefined || to === undefined || from <= to;
    },
    { path: ['filter[workingPaymentDateTo]'], message: 'the end date is before the start date' },
  )
  .refine(
    (query) => {
      const from = query['filter[paymentAmountFrom]'];
      const to = query['filter[paymentAmountTo]'];
      return from === undefined || to === undefined || Number(from) <= Number(to);
    },
    { path: ['filter[paymentAmountTo]'], message: 'the largest amount is below the smallest' },
  );
export type PaymentsQuery = z.infer<typeof PaymentsQuery>;

/** "dmfPayment,dodPayment" → ['dmfPayment', 'dodPayment']; repeats collapse, unknown names fail. */
const IncludeList = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ])
  .pipe(z.array(PaymentInclude));

export const PaymentDetailsQuery = z.object({
  'filter[agencyPartyId]': PartyIdParam,
  /** Ours: which of the payee's payments; without it, the payee's latest (docs/payments-api.md). */
  'filter[paymentId]': z.string().min(1).max(100).optional(),
  /** Which death records to add in `included`; absent means none. */
  include: IncludeList.optional(),
});
export type PaymentDetailsQuery = z.infer<typeof PaymentDetailsQuery>;

/** The source codes a parsed include list asks for, in the order asked. */
export function includeSourceCodes(includes: readonly PaymentInclude[]): PaymentSourceCode[] {
  return includes.map((include) => paymentIncludeSources[include]);
}

/** The detail of the 400 answered when report_month or report_year is missing (spec sections 5 and 8). */
export const ASR_MISSING_PERIOD_DETAIL = 'Unable to process, please check request and try again';

/**
 * GET ASR submit indicator. Both parameters are required: when either is missing
 * (or malformed) the call answers 400 Bad Request with the detail
 * "Unable to process, please check request and try again" (ASR_MISSING_PERIOD_DETAIL).
 * The month is accepted as "1" or "01" and comes out as two digits.
 */
export const AsrSubmitIndicatorQuery = z.object({
  report_month: z
    .string()
    .regex(/^(0?[1-9]|1[0-2])$/, 'expected a month 1-12')
    .transform((month) => month.padStart(2, '0')),
  report_year: YearNumber,
});
export type AsrSubmitIndicatorQuery = z.infer<typeof AsrSubmitIndicatorQuery>;

/** GET report filters: narrow the available periods to one report, year or level-1 group. */
export const ReportFiltersQuery = z.object({
  'filter[reportName]': z.string().min(1).optional(),
  'filter[reportYearNumber]': YearNumber.optional(),
  'filter[level1AccessGroupId]': z.string().min(1).optional(),
});
export type ReportFiltersQuery = z.infer<typeof ReportFiltersQuery>;

/**
 * GET con-mon match detail (parameters not in the spec; our design): the
 * screen drills from a file to its matches, so the file is required and the
 * party, source and level narrow it.
 */
export const ConMonMatchDetailQuery = z.object({
  'filter[agencyFrbFileId]': AgencyFrbFileId,
  'filter[agencyPartyId]': PartyIdParam.optional(),
  'filter[matchId]': z.coerce.number().int().positive().optional(),
  'filter[searchSrcSysTypeCd]': SourceSystemCode.optional(),
  'filter[matchLevelCode]': MatchLevel.optional(),
  'page[size]': PageSize,
  'page[number]': PageNumber,
});
export type ConMonMatchDetailQuery = z.infer<typeof ConMonMatchDetailQuery>;

/** The columns a batch-match file list sorts by; `-` before one sorts it descending. */
export const batchMatchSummarySorts = [
  'fileReceivedDate',
  'fileName',
  'agencyFrbFileId',
  'fileReceivedRecordsCount',
  'fileConclusiveCount',
  'fileProbableCount',
  'filePossibleCount',
] as const;
const BatchMatchSummarySort = z
  .string()
  .regex(new RegExp(`^-?(${batchMatchSummarySorts.join('|')})$`), `sort by one of ${batchMatchSummarySorts.join(', ')}`)
  .transform((value) => ({
    column: value.replace(/^-/, '') as (typeof batchMatchSummarySorts)[number],
    descending: value.startsWith('-'),
  }));

/**
 * GET batch-match file summaries (parameters not in the spec; our design): pages of files,
 * newest first unless sorted otherwise, narrowed by the day received and by ALC (a file
 * is listed when any of its parties carries one of the ALCs).
 */
export const BatchMatchSummaryQuery = z
  .object({
    'page[size]': PageSize,
    'page[number]': PageNumber,
    sort: BatchMatchSummarySort.optional().describe('newest first (-fileReceivedDate) when absent'),
    'filter[fileReceivedDateFrom]': IsoDate.optional(),
    'filter[fileReceivedDateTo]': IsoDate.optional(),
    'filter[agencyAlcCode]': AlcCodeList.optional().describe('one or more ALCs, comma-separated'),
  })
  .refine(
    (query) => {
      const from = query['filter[fileReceivedDateFrom]'];
      const to = query['filter[fileReceivedDateTo]'];
      return from === undefined || to === undefined || from <= to;
    },
    { path: ['filter[fileReceivedDateTo]'], message: 'the end date is before the start date' },
  );
export type BatchMatchSummaryQuery = z.infer<typeof BatchMatchSummaryQuery>;

/**
 * GET batch-match file detail: one file's matched parties, grouped by source, narrowed by source
 * or level. A page counts rows (source, then level, then party), so one answer stays bounded
 * whatever the file's size; the CSV export has them all.
 */
export const BatchMatchFileDetailQuery = z.object({
  'filter[searchSrcSysTypeCd]': SourceSystemCode.optional(),
  'filter[matchLevelCode]': MatchLevel.optional(),
  'page[size]': PageSize,
  'page[number]': PageNumber,
});
export type BatchMatchFileDetailQuery = z.infer<typeof BatchMatchFileDetailQuery>;

/** GET batch-match match detail: the matches of one party of the file, or one match by its id. */
export const BatchMatchDetailQuery = z
  .object({
    'filter[agencyPartyId]': PartyIdParam.optional(),
    'filter[matchId]': z.coerce.number().int().positive().optional(),
    'filter[searchSrcSysTypeCd]': SourceSystemCode.optional(),
  })
  .refine((query) => query['filter[agencyPartyId]'] !== undefined || query['filter[matchId]'] !== undefined, {
    path: ['filter[agencyPartyId]'],
    message: 'name the party (filter[agencyPartyId]) or the match (filter[matchId])',
  });
export type BatchMatchDetailQuery = z.infer<typeof BatchMatchDetailQuery>;
