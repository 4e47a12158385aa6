import type { ReportFigureRow, ReportFigureRowsQuery, ReportName } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { badRequest } from '../../domain/domain-error.js';
import { figureRowsOf, toFigureRow, type ListedRow } from '../../domain/reports/figure-rows.js';
import { reportCatalog } from '../../domain/reports/report-catalog.js';
import { reportScopeOf, scopeParams } from '../../domain/reports/report-scope.js';
import type { ActionArgs } from '../action.js';

export interface ListReportFigureRowsInput {
  reportName: ReportName;
  query: ReportFigureRowsQuery;
}

/**
 * One page of the rows behind a report figure, under REPORTING alone: a reporting-only user
 * traces a figure without the area's other powers (no decision, no source record), and only
 * over the caller's tree, as the report. Audited as report.rows with the figure's filters.
 */
export async function listReportFigureRows({ deps, ctx, input }: ActionArgs<ListReportFigureRowsInput>): Promise<{
  rows: Array<{ id: string; attributes: ReportFigureRow }>;
  total: number;
}> {
  await authorize({ deps, ctx }, { fn: 'REPORTING' });
  const { reportName, query } = input;
  const definition = figureRowsOf[reportName];
  const measure = query['filter[measure]'];
  if (!definition.measures.includes(measure)) {
    throw badRequest(`The ${reportName} report lists the rows of ${definition.measures.join(', ')}; not ${measure}.`, {
      parameter: 'filter[measure]',
    });
  }
  const scope = await reportScopeOf(deps.handle.db, ctx, query);
  const size = query['page[size]'];
  const listed = await queryRows<ListedRow>(deps.handle, definition.sql, [
    ...scopeParams(scope, reportCatalog[reportName].sources),
    ...definition.params({
      measure,
      paymentType: query['filter[paymentTypeCode]'] ?? null,
      apiName: query['filter[datasource]'] ?? null,
      level: query['filter[matchLevelNumber]'] ?? null,
      status: query['filter[status]'] ?? null,
    }),
    size,
    (query['page[number]'] - 1) * size,
  ]);
  const total = Number(listed[0]?.total ?? 0);
  const rows = listed
    .filter((row): row is ListedRow & { record_kind: ReportFigureRow['recordKind'] } => row.record_kind !== null)
    .map((row, index) => ({
      id: `${row.file_id}-${row.party_id ?? 'file'}-${row.api_names.join('.')}-${(query['page[number]'] - 1) * size + index}`,
      attributes: toFigureRow(row),
    }));
  const filters = Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
  await recordAudit(deps.handle.db, actorOf(ctx), {
    action: 'report.rows',
    outcome: 'allowed',
    resourceType: 'report',
    resourceId: reportName,
    resultCount: rows.length,
    details: { filters },
  });
  return { rows, total };
}
