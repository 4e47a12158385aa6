import { datasourceApiNames, reportNames, type ReportName } from '@dnp/contracts';
import { paymentApiNames } from '../payments/payment-scope.js';
import { adjudicationSummarySql } from './adjudication-summary-sql.js';
import { batchMatchSql } from './batch-match-sql.js';
import { conMonSql } from './con-mon-sql.js';
import { paymentActivitySql } from './payment-activity-sql.js';

export interface ReportDefinition {
  title: string;
  description: string;
  sql: string;
  /** The sources whose matches it counts (bound as $2). */
  sources: readonly string[];
  /** Whether its figures open the Payments list (files received open the Batch Match list: report-rows.ts). */
  linksToPayments: boolean;
}

/** Every report the portal runs; reportNames gives their display order. */
export const reportCatalog: Record<ReportName, ReportDefinition> = {
  'adjudication-summary': {
    title: 'Adjudication summary',
    description:
      "Matched payments by source and match level, by adjudication status, decisions by reason, overrides by kind, the median days from match to decision, and the month's ASR state.",
    sql: adjudicationSummarySql,
    sources: paymentApiNames,
    linksToPayments: true,
  },
  'payment-activity': {
    title: 'Payment activity',
    description: 'Payments screened, matched and stopped with their amounts, by month, ALC, payment type and source.',
    sql: paymentActivitySql,
    sources: paymentApiNames,
    linksToPayments: true,
  },
  'batch-match': {
    title: 'Batch match',
    description:
      'Batch Match files and parties received, and parties matched by source and match level, by month and ALC.',
    sql: batchMatchSql,
    // The matcher matched a restricted source only for a sender holding its grant; a count discloses no record.
    sources: datasourceApiNames,
    linksToPayments: false,
  },
  'continuous-monitoring': {
    title: 'Continuous monitoring',
    description:
      'Continuous Monitoring files enrolled and withdrawn, matches found by source and match level, and matches a later load withdrew, by month and ALC.',
    sql: conMonSql,
    sources: datasourceApiNames,
    linksToPayments: false,
  },
};

export const catalogInOrder = reportNames.map((name, index) => ({ name, order: index + 1, ...reportCatalog[name] }));
