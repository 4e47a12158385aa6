import {
  AgencyFileParams,
  AgencyFileStatusList,
  AgencyFileUploadForm,
  ErrorBody,
  type AgencyFileArea,
} from '@dnp/contracts';
import { cancelAgencyFile } from '../actions/agency-files/cancel-agency-file.js';
import { getAgencyFileStatus } from '../actions/agency-files/get-agency-file-status.js';
import { rerunAgencyFile } from '../actions/agency-files/rerun-agency-file.js';
import { streamAgencyFileErrors } from '../actions/agency-files/stream-agency-file-errors.js';
import { uploadAgencyFile } from '../actions/agency-files/upload-agency-file.js';
import type { AppDeps } from '../app-deps.js';
import { agencyFileFunction } from '../domain/agency-files/areas.js';
import { listResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

/** The URL, OpenAPI tag and words of each area that receives agency files. */
export interface AgencyFileRoutesOf {
  area: AgencyFileArea;
  /** e.g. /api/v1/batch-match */
  prefix: string;
  tag: string;
}

const refusals = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody };

/**
 * The intake of one area (docs/agency-files.md, "Sending a file"): upload, status, the full
 * problem list, cancel and rerun. Payments and continuous monitoring register the same routes
 * under their own prefix.
 */
export function agencyFileRoutes(app: ZodApp, deps: AppDeps, of: AgencyFileRoutesOf): void {
  const policy = { access: 'function' as const, fn: agencyFileFunction[of.area] };
  const fileUrl = `${of.prefix}/files/:agencyFrbFileId`;

  app.post(
    `${of.prefix}/files`,
    {
      config: { policy, multipartForm: AgencyFileUploadForm },
      schema: {
        tags: [of.tag],
        summary: 'Send an agency file to be validated and matched (multipart/form-data)',
        description:
          'Form fields: `file` (the CSV or fixed-width file), and optionally `skipInvalid`, `allowDuplicate` ("true"/"false") and `throughDate` (YYYY-MM-DD). Answers 202 with the file\'s status; poll its URL until `state` is done, failed or cancelled. Refused: 400 (empty, wrong header, bad field), 413 (over MAX_UPLOAD_BYTES), 415 (binary or not UTF-8), 409 (this group sent the same bytes before; send allowDuplicate=true to match them again).',
        consumes: ['multipart/form-data'],
        response: { 202: AgencyFileStatusList, ...refusals },
      },
    },
    async (request, reply) => {
      const status = await uploadAgencyFile({
        deps,
        ctx: portalContext(request),
        input: { area: of.area, parts: request.parts() },
      });
      reply.code(202).header('location', `${of.prefix}/files/${status.agencyFrbFileId}`);
      return listResponse(request, reply, 'agencyFile', [{ id: status.agencyFrbFileId, attributes: status }]);
    },
  );

  app.get(
    fileUrl,
    {
      config: { policy },
      schema: {
        tags: [of.tag],
        summary: "A received file's run: state, phase, progress, the first 100 problems and their count",
        params: AgencyFileParams,
        response: { 200: AgencyFileStatusList, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const status = await getAgencyFileStatus({
        deps,
        ctx: portalContext(request),
        input: { area: of.area, agencyFrbFileId: request.params.agencyFrbFileId },
      });
      return listResponse(request, reply, 'agencyFile', [{ id: status.agencyFrbFileId, attributes: status }]);
    },
  );

  app.get(
    `${fileUrl}/errors.csv`,
    {
      config: { policy },
      schema: {
        tags: [of.tag],
        summary: 'Every problem found in a file, as CSV (row, column, message)',
        params: AgencyFileParams,
        produces: ['text/csv'],
        // The body is a CSV stream, not JSON: no response schema serializes it.
        description: "Columns row, column, message; a header row first. Another group's file answers 404.",
      },
    },
    async (request, reply) => {
      const csv = await streamAgencyFileErrors({
        deps,
        ctx: portalContext(request),
        input: { area: of.area, agencyFrbFileId: request.params.agencyFrbFileId },
      });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="file-${request.params.agencyFrbFileId}-errors.csv"`);
      return reply.send(csv);
    },
  );

  app.post(
    `${fileUrl}/cancel`,
    {
      config: { policy },
      schema: {
        tags: [of.tag],
        summary: "Cancel a file's run: a queued one at once, a running one at its next progress report (audited)",
        params: AgencyFileParams,
        response: { 202: AgencyFileStatusList, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const status = await cancelAgencyFile({
        deps,
        ctx: portalContext(request),
        input: { area: of.area, agencyFrbFileId: request.params.agencyFrbFileId },
      });
      reply.code(202);
      return listResponse(request, reply, 'agencyFile', [{ id: status.agencyFrbFileId, attributes: status }]);
    },
  );

  app.post(
    `${fileUrl}/rerun`,
    {
      config: { policy },
      schema: {
        tags: [of.tag],
        summary: 'Run a failed or cancelled file again, from its rows as received (audited)',
        description:
          'Answers 202 with the status (state queued); poll it as after an upload. A run that kept no match is matched from the start. 409 when the run is queued, running or done, or the file was refused for its rows (send it again, corrected).',
        params: AgencyFileParams,
        response: { 202: AgencyFileStatusList, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const status = await rerunAgencyFile({
        deps,
        ctx: portalContext(request),
        input: { area: of.area, agencyFrbFileId: request.params.agencyFrbFileId },
      });
      reply.code(202);
      return listResponse(request, reply, 'agencyFile', [{ id: status.agencyFrbFileId, attributes: status }]);
    },
  );
}
