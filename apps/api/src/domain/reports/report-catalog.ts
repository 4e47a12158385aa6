import { reportNames, type ReportName } from '@dnp/contracts';
import { adjudicationSummarySql } from './adjudication-summary-sql.js';
import { paymentActivitySql } from './payment-activity-sql.js';

export interface ReportDefinition {
  title: string;
  description: string;
  sql: string;
}

/** Every report the portal runs; reportNames gives their display order. */
export const reportCatalog: Record<ReportName, ReportDefinition> = {
  'adjudication-summary': {
    title: 'Adjudication summary',
    description:
      "Matched payments by source and match level, by adjudication status, decisions by reason, overrides by kind, the median days from match to decision, and the month's ASR state.",
    sql: adjudicationSummarySql,
  },
  'payment-activity': {
    title: 'Payment activity',
    description: 'Payments screened, matched and stopped with their amounts, by month, ALC, payment type and source.',
    sql: paymentActivitySql,
  },
};

export const catalogInOrder = reportNames.map((name, index) => ({ name, order: index + 1, ...reportCatalog[name] }));
