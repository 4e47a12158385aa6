import { catalogEntry, DatasourceApiName, maskTin, type ReportFigureRow, type ReportName } from '@dnp/contracts';
import { maskAccount } from '../payments/payment-scope.js';
import { batchMatchFigureRowsSql, conMonFigureRowsSql, paymentFigureRowsSql } from './figure-rows-sql.js';

/** The parts of a figure its rows are narrowed by, beyond the scope every report has. */
export interface FigureFilter {
  measure: string;
  paymentType: string | null;
  apiName: string | null;
  level: number | null;
  status: string | null;
}

export interface FigureRowsDefinition {
  /** The measures whose rows it lists: every counted measure of the report. */
  measures: readonly string[];
  sql: string;
  /** After the scope's $1..$5: the statement's own parameters, then limit and offset. */
  params: (figure: FigureFilter) => unknown[];
}

const paymentParams = (figure: FigureFilter) => [
  figure.measure,
  figure.paymentType,
  figure.apiName,
  figure.level,
  figure.status,
];
const fileParams = (figure: FigureFilter) => [figure.measure, figure.apiName, figure.level];

/** Every report's rows; the median days to decision is a duration over rows, not a count of them. */
export const figureRowsOf: Record<ReportName, FigureRowsDefinition> = {
  'adjudication-summary': {
    measures: ['matched', 'adjudication', 'decision', 'override'],
    sql: paymentFigureRowsSql,
    params: paymentParams,
  },
  'payment-activity': {
    measures: ['screened', 'matched', 'stopped', 'matchedBySource'],
    sql: paymentFigureRowsSql,
    params: paymentParams,
  },
  'batch-match': {
    measures: ['filesReceived', 'partiesReceived', 'partiesMatched'],
    sql: batchMatchFigureRowsSql,
    params: fileParams,
  },
  'continuous-monitoring': {
    measures: ['filesEnrolled', 'filesWithdrawn', 'matchesFound', 'matchesWithdrawn'],
    sql: conMonFigureRowsSql,
    params: fileParams,
  },
};

/** A row as the statements return it (the paging tail adds `total`; a page past the end is one null row). */
export interface ListedRow {
  total: string;
  record_kind: ReportFigureRow['recordKind'] | null;
  event_date: string | Date;
  alc: string;
  file_id: string | number;
  file_name: string;
  party_id: string | number | null;
  party_name: string | null;
  tin: string | null;
  payment_id: string | null;
  payment_type: string | null;
  amount: string | null;
  payment_status: string | null;
  adjudication_status: string | null;
  account: string | null;
  api_names: string[];
  level: number | null;
}

const sourceLabel = (apiName: string) => {
  const parsed = DatasourceApiName.safeParse(apiName);
  return parsed.success ? catalogEntry(parsed.data).srcSysTypeCd : apiName;
};

const day = (value: string | Date) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** A listed row as the caller sees it: TIN and account masked to their last four digits, as the lists show them. */
export function toFigureRow(row: ListedRow & { record_kind: ReportFigureRow['recordKind'] }): ReportFigureRow {
  return {
    recordKind: row.record_kind,
    eventDate: day(row.event_date),
    agencyAlcCode: row.alc,
    agencyFrbFileId: String(row.file_id),
    fileName: row.file_name,
    agencyPartyId: row.party_id === null ? null : String(row.party_id),
    partyName: row.party_name,
    tin: maskTin(row.tin),
    paymentId: row.payment_id,
    paymentTypeCode: row.payment_type,
    paymentAmount: row.amount === null ? null : Number(row.amount).toFixed(2),
    paymentStatusCode: row.payment_status,
    paymentAdjudicationStatusTypeCode: row.record_kind === 'payment' ? (row.adjudication_status ?? 'OPEN') : null,
    payeeAccountNumber: maskAccount(row.account),
    datasource: row.api_names.length === 0 ? null : row.api_names.map(sourceLabel).join(', '),
    matchLevelNumber: row.level === null ? null : Number(row.level),
  };
}
