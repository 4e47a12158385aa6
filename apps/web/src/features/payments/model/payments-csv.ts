import type { PaymentRow } from '../api/payment-list.js';
import { adjudicationWords, levelOfNumber, shownTin } from './payment-format.js';

const headers = [
  'Payment ID',
  'Payee',
  'TIN (masked)',
  'TIN type',
  'ALC',
  'Schedule',
  'Payment date',
  'Amount',
  'Payment type',
  'Payment status',
  'Match level',
  'Sources',
  'Matches',
  'Adjudication',
  'Override',
];

/**
 * A cell as RFC 4180 wants it, and safe to open in a spreadsheet: a value
 * starting with = + - @ (or a tab or carriage return) would run as a formula,
 * so it is prefixed with an apostrophe (OWASP "CSV injection"); a negative
 * amount (a reversal) is written that way too and still reads as its value.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows on screen as CSV, masked TINs only: the export is what the reviewer sees. */
export function paymentsCsv(rows: readonly PaymentRow[]): string {
  const lines = rows.map((row) =>
    [
      row.paymentId,
      row.payeeName,
      shownTin(row.tin),
      row.tinTypeCode,
      row.agencyAlcCode,
      row.scheduleNumber,
      row.workingPaymentDate,
      row.paymentAmount,
      row.paymentTypeCode,
      row.paymentStatusCode,
      levelOfNumber(row.matchLevelNumber),
      row.datasourceList.join(' '),
      row.matchCount,
      adjudicationWords(row.paymentAdjudicationStatusTypeCode),
      row.agencyOverrideDesc,
    ]
      .map(csvCell)
      .join(','),
  );
  return [headers.join(','), ...lines].join('\r\n') + '\r\n';
}
