import {
  AgencyFileParams,
  BatchMatchDetailList,
  BatchMatchDetailQuery,
  BatchMatchFileDetailGroupList,
  BatchMatchFileDetailQuery,
  BatchMatchSummaryList,
  BatchMatchSummaryQuery,
} from '@dnp/contracts';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { exportBatchMatchDetail } from '../actions/batch-match/export-batch-match-detail.js';
import { exportBatchMatchFileDetail } from '../actions/batch-match/export-batch-match-file-detail.js';
import { getBatchMatchDetail } from '../actions/batch-match/get-batch-match-detail.js';
import { getBatchMatchFileDetail } from '../actions/batch-match/get-batch-match-file-detail.js';
import { listBatchMatchSummaries } from '../actions/batch-match/list-batch-match-summaries.js';
import type { AppDeps } from '../app-deps.js';
import { listResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

const prefix = '/api/v1/batch-match';
const fileUrl = `${prefix}/files/:agencyFrbFileId`;

function sendCsv(reply: FastifyReply, fileName: string, csv: Readable) {
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.send(csv);
}

/** The three batch-match reads of spec section 7, and the CSV exports of the two detail screens. */
export function batchMatchRoutes(app: ZodApp, deps: AppDeps): void {
  const config = { policy: { access: 'function' as const, fn: 'BATCH_MATCHING' as const } };
  const tags = ['batch-match'];

  app.get(
    `${prefix}/summaries`,
    {
      config,
      schema: {
        tags,
        summary: 'Batch-match file summaries: a row per file and source, files paged',
        description:
          'Files of the acting group and its descendants, newest first; meta total-count counts files. A file still running is listed with its state and its counts so far.',
        querystring: BatchMatchSummaryQuery,
        response: { 200: BatchMatchSummaryList },
      },
    },
    async (request, reply) => {
      const page = await listBatchMatchSummaries({ deps, ctx: portalContext(request), input: request.query });
      return listResponse(request, reply, 'batchMatchSummary', page.rows, { 'total-count': page.total });
    },
  );

  app.get(
    `${fileUrl}/detail`,
    {
      config,
      schema: {
        tags,
        summary: "One file's matched parties, grouped by source system",
        description:
          'A page counts rows, ordered by source, level and party, and meta total-count counts rows over every page. Another group’s file answers 404.',
        params: AgencyFileParams,
        querystring: BatchMatchFileDetailQuery,
        response: { 200: BatchMatchFileDetailGroupList },
      },
    },
    async (request, reply) => {
      const detail = await getBatchMatchFileDetail({
        deps,
        ctx: portalContext(request),
        input: { agencyFrbFileId: request.params.agencyFrbFileId, query: request.query },
      });
      return listResponse(request, reply, 'batchMatchFileDetailGroup', detail.groups, { 'total-count': detail.total });
    },
  );

  app.get(
    `${fileUrl}/detail/export.csv`,
    {
      config,
      schema: {
        tags,
        summary: "One file's matched parties as CSV, every page",
        description: 'The file-detail screen’s columns and filters; TINs masked to their last four digits.',
        params: AgencyFileParams,
        querystring: BatchMatchFileDetailQuery.omit({ 'page[size]': true, 'page[number]': true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportBatchMatchFileDetail({
        deps,
        ctx: portalContext(request),
        input: {
          agencyFrbFileId: request.params.agencyFrbFileId,
          query: BatchMatchFileDetailQuery.parse(request.query),
        },
      });
      return sendCsv(reply, `batch-match-${request.params.agencyFrbFileId}-detail.csv`, csv);
    },
  );

  app.get(
    `${fileUrl}/match-detail`,
    {
      config,
      schema: {
        tags,
        summary: 'The matches of one party of a file (or one match), with the source record and the explanation',
        description:
          'Each shown source record is a disclosure, audited as record.read with its id and counted in RECORD_READS_PER_HOUR. Restricted sources appear only where the acting group and the file’s sender hold the grant.',
        params: AgencyFileParams,
        querystring: BatchMatchDetailQuery,
        response: { 200: BatchMatchDetailList },
      },
    },
    async (request, reply) => {
      const matches = await getBatchMatchDetail({
        deps,
        ctx: portalContext(request),
        input: { agencyFrbFileId: request.params.agencyFrbFileId, query: request.query },
      });
      return listResponse(request, reply, 'batchMatchDetail', matches);
    },
  );

  app.get(
    `${fileUrl}/match-detail/export.csv`,
    {
      config,
      schema: {
        tags,
        summary: 'The match detail as CSV (audited as the screen is)',
        params: AgencyFileParams,
        querystring: BatchMatchDetailQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportBatchMatchDetail({
        deps,
        ctx: portalContext(request),
        input: { agencyFrbFileId: request.params.agencyFrbFileId, query: request.query },
      });
      return sendCsv(reply, `batch-match-${request.params.agencyFrbFileId}-match-detail.csv`, csv);
    },
  );
}
