import {
  AgencyFileParams,
  ConMonDeltaList,
  ConMonDeltaQuery,
  ConMonDetailList,
  ConMonEnrollmentList,
  ConMonFileDetailList,
  ConMonFileDetailQuery,
  ConMonMatchDetailQuery,
  ConMonSeriesList,
  ConMonSummaryList,
  ConMonSummaryQuery,
  ErrorBody,
} from '@dnp/contracts';
import { exportConMonFileDetail } from '../actions/con-mon/export-con-mon-file-detail.js';
import { getConMonDetail } from '../actions/con-mon/get-con-mon-detail.js';
import { getConMonFileDetail } from '../actions/con-mon/get-con-mon-file-detail.js';
import { getConMonSeries } from '../actions/con-mon/get-con-mon-series.js';
import { listConMonDeltas } from '../actions/con-mon/list-con-mon-deltas.js';
import { listConMonSummaries } from '../actions/con-mon/list-con-mon-summaries.js';
import { withdrawConMonFile } from '../actions/con-mon/withdraw-con-mon-file.js';
import type { AppDeps } from '../app-deps.js';
import { listResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

const prefix = '/api/v1/con-mon';
const fileUrl = `${prefix}/files/:agencyFrbFileId`;

/**
 * The con-mon reads of spec section 7 (summary, file detail, match detail), the file detail as
 * CSV, a file's series over loads, the deltas, and withdrawing a file (docs/con-mon-api.md). The
 * intake (enrolling a file) is agencyFileRoutes under the same prefix.
 */
export function conMonRoutes(app: ZodApp, deps: AppDeps): void {
  const config = { policy: { access: 'function' as const, fn: 'CON_MON' as const } };
  const tags = ['con-mon'];

  app.get(
    `${prefix}/summaries`,
    {
      config,
      schema: {
        tags,
        summary: 'Con-mon file summaries: a row per enrolled file and source, files paged',
        description:
          'Files of the acting group and its descendants, newest first, with their enrollment state; counts are active matches by level. meta total-count counts files.',
        querystring: ConMonSummaryQuery,
        response: { 200: ConMonSummaryList },
      },
    },
    async (request, reply) => {
      const page = await listConMonSummaries({ deps, ctx: portalContext(request), input: request.query });
      return listResponse(request, reply, 'conMonSummary', page.rows, { 'total-count': page.total });
    },
  );

  app.get(
    `${fileUrl}/detail`,
    {
      config,
      schema: {
        tags,
        summary: "One con-mon file's matches, flat and paged",
        description:
          'A row per match, ordered by source, level and party; withdrawn matches only with filter[includeWithdrawn]=true. meta total-count counts rows. Another group’s file answers 404.',
        params: AgencyFileParams,
        querystring: ConMonFileDetailQuery,
        response: { 200: ConMonFileDetailList, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const detail = await getConMonFileDetail({
        deps,
        ctx: portalContext(request),
        input: { agencyFrbFileId: request.params.agencyFrbFileId, query: request.query },
      });
      return listResponse(request, reply, 'conMonFileDetail', detail.rows, { 'total-count': detail.total });
    },
  );

  app.get(
    `${fileUrl}/detail/export.csv`,
    {
      config,
      schema: {
        tags,
        summary: "One con-mon file's matches as CSV, every page",
        description: 'The file-detail screen’s columns and filters; TINs masked to their last four digits.',
        params: AgencyFileParams,
        querystring: ConMonFileDetailQuery.omit({ 'page[size]': true, 'page[number]': true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportConMonFileDetail({
        deps,
        ctx: portalContext(request),
        input: { agencyFrbFileId: request.params.agencyFrbFileId, query: ConMonFileDetailQuery.parse(request.query) },
      });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="con-mon-${request.params.agencyFrbFileId}-detail.csv"`);
      return reply.send(csv);
    },
  );

  app.get(
    `${fileUrl}/series`,
    {
      config,
      schema: {
        tags,
        summary: "A file's matches over time by level: a point per source load",
        params: AgencyFileParams,
        response: { 200: ConMonSeriesList, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const points = await getConMonSeries({
        deps,
        ctx: portalContext(request),
        input: { agencyFrbFileId: request.params.agencyFrbFileId },
      });
      return listResponse(request, reply, 'conMonSeriesPoint', points);
    },
  );

  app.post(
    `${fileUrl}/withdraw`,
    {
      config,
      schema: {
        tags,
        summary: 'Stop monitoring an enrolled file (audited); its matches stay readable',
        params: AgencyFileParams,
        response: { 200: ConMonEnrollmentList, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const enrollment = await withdrawConMonFile({
        deps,
        ctx: portalContext(request),
        input: { agencyFrbFileId: request.params.agencyFrbFileId },
      });
      return listResponse(request, reply, 'conMonEnrollment', [
        { id: enrollment.agencyFrbFileId, attributes: enrollment },
      ]);
    },
  );

  app.get(
    `${prefix}/match-detail`,
    {
      config,
      schema: {
        tags,
        summary: 'The matches of one party of a file (or one match), with the source record and the explanation',
        description:
          'Each shown source record is a disclosure, audited as record.read and counted in RECORD_READS_PER_HOUR. Name the party or the match; another group’s file answers 404.',
        querystring: ConMonMatchDetailQuery,
        response: { 200: ConMonDetailList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const matches = await getConMonDetail({ deps, ctx: portalContext(request), input: request.query });
      return listResponse(request, reply, 'conMonDetail', matches);
    },
  );

  app.get(
    `${prefix}/deltas`,
    {
      config: { policy: { access: 'function' as const, fn: 'CON_MON_DELTAS' as const } },
      schema: {
        tags,
        summary: 'Matches found and withdrawn since a day, or since your last look at the deltas',
        description:
          'Without filter[since], the first page answers the changes since your previous visit and records this one; meta.since is the instant used (null on a first visit: everything).',
        querystring: ConMonDeltaQuery,
        response: { 200: ConMonDeltaList },
      },
    },
    async (request, reply) => {
      const page = await listConMonDeltas({ deps, ctx: portalContext(request), input: request.query });
      return listResponse(request, reply, 'conMonDelta', page.rows, {
        'total-count': page.total,
        since: page.since,
        sinceLastVisit: page.sinceLastVisit,
      });
    },
  );
}
