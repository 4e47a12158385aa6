import type { Report, ReportName, ReportQuery } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { reportCatalog } from '../../domain/reports/report-catalog.js';
import { toReportRow } from '../../domain/reports/report-rows.js';
import { reportScopeOf, scopeParams, type FigureRow } from '../../domain/reports/report-scope.js';
import { getAsrSubmitIndicator } from '../payments/get-asr-submit-indicator.js';
import type { ActionArgs } from '../action.js';

export interface RunReportInput {
  reportName: ReportName;
  query: ReportQuery;
  format: 'json' | 'csv' | 'pdf';
}

/**
 * Runs one report over the caller's tree (or the group it names) for a year or a month, and
 * writes the audit row: who, which report, which filters, in which format. The adjudication
 * summary is a month's report: it answers the ASR indicator's 400 when the month is missing,
 * through the Payments area's own action.
 */
export async function runReport({ deps, ctx, input }: ActionArgs<RunReportInput>): Promise<Report> {
  await authorize({ deps, ctx }, { fn: 'REPORTING' });
  const { reportName, query } = input;
  const asr =
    reportName === 'adjudication-summary'
      ? await getAsrSubmitIndicator({
          deps,
          ctx,
          input: { report_month: query['filter[reportMonthNumber]'], report_year: query['filter[reportYearNumber]'] },
        })
      : null;
  const scope = await reportScopeOf(deps.handle.db, ctx, query);
  const definition = reportCatalog[reportName];
  const figures = await queryRows<FigureRow>(deps.handle, definition.sql, scopeParams(scope, definition.sources));
  const filters = Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  await recordAudit(deps.handle.db, actorOf(ctx), {
    action: 'report.run',
    outcome: 'allowed',
    resourceType: 'report',
    resourceId: reportName,
    resultCount: figures.length,
    details: { filters, format: input.format },
  });
  return {
    reportName,
    reportTitle: definition.title,
    filters,
    generatedAt: new Date().toISOString(),
    rows: figures.map((figure) =>
      toReportRow(figure, {
        accessGroupId: query['filter[accessGroupId]'],
        linksToPayments: definition.linksToPayments,
      }),
    ),
    asr,
  };
}
