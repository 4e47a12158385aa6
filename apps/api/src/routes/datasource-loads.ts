import {
  DatasourceLoadList,
  SourceLoadHistoryList,
  SourceLoadParams,
  DatasourceParams,
  ErrorBody,
} from '@dnp/contracts';
import { getSourceLoad } from '../actions/datasource-loads/get-source-load.js';
import { listSourceLoads } from '../actions/datasource-loads/list-source-loads.js';
import { uploadSourceFile } from '../actions/datasource-loads/upload-source-file.js';
import type { AppDeps } from '../app-deps.js';
import { listResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

const policy = { access: 'function' as const, fn: 'DATASOURCE_LOAD' as const };

/** OFAC's four files come in one upload; every other source in one file. */
const MAX_FILES_PER_LOAD = 4;

/** Loading a public source through the portal (docs/source-loads.md). */
export function datasourceLoadRoutes(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/v1/datasources/:apiName/loads',
    {
      config: { policy },
      schema: {
        tags: ['datasources'],
        summary: 'Load a public source file through the portal, all or nothing (multipart/form-data)',
        description:
          'Form fields: `file` (the source file; OFAC sends sdn.csv, alt.csv, add.csv and sdn_comments.csv as four `file` parts), and optionally `sourceVersion`, `allowRejects` and `format` (`published`, the default: the file its publisher puts out; `records`: a records file, one JSON object a line, `{"key": natural key, "record": the source\'s record}`, which every source accepts, restricted ones included). Answers 202 with the load; poll its URL until `state` is done, failed or cancelled. A file with more refused lines than `allowRejects` is refused whole (phase `refused`, each line with its column and reason: a records file names the field, e.g. `record.deathDate`) and the source keeps its previous load. Refused at once: 400 (no file, a published file of a source without one, a bad field), 409 (`newVersionOnly=true` and the source has loaded that `sourceVersion` before), 413 (over MAX_UPLOAD_BYTES).',
        consumes: ['multipart/form-data'],
        params: DatasourceParams,
        response: { 202: DatasourceLoadList, 400: ErrorBody, 409: ErrorBody, 413: ErrorBody },
      },
    },
    async (request, reply) => {
      const load = await uploadSourceFile({
        deps,
        ctx: portalContext(request),
        input: {
          apiName: request.params.apiName,
          parts: request.parts({ limits: { files: MAX_FILES_PER_LOAD, fileSize: deps.config.MAX_UPLOAD_BYTES + 1 } }),
        },
      });
      reply.code(202).header('location', `/api/v1/datasources/${load.apiName}/loads/${load.sourceLoadId}`);
      return listResponse(request, reply, 'datasourceLoad', [{ id: load.sourceLoadId, attributes: load }]);
    },
  );

  app.get(
    '/api/v1/datasources/:apiName/loads/:sourceLoadId',
    {
      config: { policy },
      schema: {
        tags: ['datasources'],
        summary: 'A source load: state, phase, progress, then what it added, changed and removed, or its refused lines',
        params: SourceLoadParams,
        response: { 200: DatasourceLoadList, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const load = await getSourceLoad({ deps, ctx: portalContext(request), input: request.params });
      return listResponse(request, reply, 'datasourceLoad', [{ id: load.sourceLoadId, attributes: load }]);
    },
  );

  app.get(
    '/api/v1/datasources/loads',
    {
      config: { policy },
      schema: {
        tags: ['datasources'],
        summary: 'The 50 newest loads of every source, through the portal or outside it, newest first',
        description:
          'Every request sent through the portal (queued, running, refused, failed or loaded), by when it was received, and every load committed outside the running portal (the demo, `ingest` with the portal stopped; `through: outside`, id `committed-<datasourceLoadId>`), by when it committed. A committed request is listed once, as its request. Each shows what it added, changed and removed once committed, and what continuous monitoring found because of it.',
        response: { 200: SourceLoadHistoryList },
      },
    },
    async (request, reply) => {
      const loads = await listSourceLoads({ deps, ctx: portalContext(request), input: {} });
      return listResponse(
        request,
        reply,
        'sourceLoadHistoryEntry',
        loads.map(({ id, entry }) => ({ id, attributes: entry })),
      );
    },
  );
}
