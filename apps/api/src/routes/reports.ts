import {
  PaymentAvailableReportFilterList,
  PaymentReportList,
  ReportFigureRowList,
  ReportFigureRowsQuery,
  ReportFiltersQuery,
  ReportList,
  ReportParams,
  ReportQuery,
} from '@dnp/contracts';
import { getReportFilters } from '../actions/reports/get-report-filters.js';
import { listReportFigureRows } from '../actions/reports/list-report-figure-rows.js';
import { listReports } from '../actions/reports/list-reports.js';
import { runReport } from '../actions/reports/run-report.js';
import type { AppDeps } from '../app-deps.js';
import { listResponse } from '../domain/envelope.js';
import { reportCsv } from '../domain/reports/report-csv.js';
import { reportPdf } from '../domain/reports/report-pdf.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

const prefix = '/api/v1/reports';

/** The Reporting area (spec section 7 and ours beyond it): docs/reports-api.md. */
export function reportRoutes(app: ZodApp, deps: AppDeps): void {
  const config = { policy: { access: 'function' as const, fn: 'REPORTING' as const } };
  const tags = ['reports'];

  app.get(
    prefix,
    {
      config,
      schema: {
        tags,
        summary: 'The reports the caller may run, in display order',
        response: { 200: PaymentReportList },
      },
    },
    async (request, reply) => {
      const reports = await listReports({ deps, ctx: portalContext(request), input: undefined });
      return listResponse(request, reply, 'paymentReport', reports);
    },
  );

  app.get(
    `${prefix}/filters`,
    {
      config,
      schema: {
        tags,
        summary: 'The months holding screened payments, with the level-1 group and the ALCs of each',
        description: "A lower group's user sees its own subtree's months and ALCs only.",
        querystring: ReportFiltersQuery,
        response: { 200: PaymentAvailableReportFilterList },
      },
    },
    async (request, reply) => {
      const filters = await getReportFilters({ deps, ctx: portalContext(request), input: request.query });
      return listResponse(request, reply, 'paymentAvailableReportFilter', filters);
    },
  );

  app.get(
    `${prefix}/:reportName`,
    {
      config,
      schema: {
        tags,
        summary: "A report's figures for a year or a month, each with the Payments list filter that opens its rows",
        description: 'Audited as report.run. The adjudication summary needs a month (the ASR indicator’s 400).',
        params: ReportParams,
        querystring: ReportQuery,
        response: { 200: ReportList },
      },
    },
    async (request, reply) => {
      const report = await runReport({
        deps,
        ctx: portalContext(request),
        input: { reportName: request.params.reportName, query: request.query, format: 'json' },
      });
      return listResponse(request, reply, 'report', [{ id: report.reportName, attributes: report }]);
    },
  );

  app.get(
    `${prefix}/:reportName/rows`,
    {
      config,
      schema: {
        tags,
        summary: 'The rows behind one figure of a report (its month, ALC, measure and category), a page at a time',
        description:
          'Audited as report.rows. TINs and accounts masked to their last four digits; meta total-count counts every row of the figure.',
        params: ReportParams,
        querystring: ReportFigureRowsQuery,
        response: { 200: ReportFigureRowList },
      },
    },
    async (request, reply) => {
      const page = await listReportFigureRows({
        deps,
        ctx: portalContext(request),
        input: { reportName: request.params.reportName, query: request.query },
      });
      const size = request.query['page[size]'];
      return listResponse(request, reply, 'reportFigureRow', page.rows, {
        'current-page': request.query['page[number]'],
        'total-count': page.total,
        'total-pages': Math.ceil(page.total / size),
      });
    },
  );

  app.get(
    `${prefix}/:reportName.csv`,
    {
      config,
      schema: {
        tags,
        summary: "A report's figures as CSV, under its title, filters and time",
        params: ReportParams,
        querystring: ReportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const report = await runReport({
        deps,
        ctx: portalContext(request),
        input: { reportName: request.params.reportName, query: request.query, format: 'csv' },
      });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.reportName}.csv"`);
      return reply.send(reportCsv(report));
    },
  );

  app.get(
    `${prefix}/:reportName.pdf`,
    {
      config,
      schema: {
        tags,
        summary: 'A report as a PDF to file: title, filters, generated-at, the chart and the table',
        params: ReportParams,
        querystring: ReportQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const report = await runReport({
        deps,
        ctx: portalContext(request),
        input: { reportName: request.params.reportName, query: request.query, format: 'pdf' },
      });
      reply.type('application/pdf').header('content-disposition', `attachment; filename="${report.reportName}.pdf"`);
      return reply.send(await reportPdf(report));
    },
  );
}
