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
