import type { Multipart } from '@fastify/multipart';
import { catalogEntry, DatasourceLoadFields, type DatasourceApiName, type DatasourceLoad } from '@dnp/contracts';
import { hasLoad, jobs } from '@dnp/db';
import { sourceFileParser } from '@dnp/ingest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { DATASOURCE_LOAD_JOB, type DatasourceLoadPayload } from '../../domain/datasource-loads/load-job.js';
import { readLoadStatus } from '../../domain/datasource-loads/load-status.js';
import { receiveSourceFiles, type ReceivedSourceFiles } from '../../domain/datasource-loads/receive-source-files.js';
import { badRequest, DomainError } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

function parseFields(fields: Record<string, string>): DatasourceLoadFields {
  const parsed = DatasourceLoadFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const parameter = String(issue?.path[0] ?? 'form');
  throw badRequest(`Form field ${parameter}: ${issue?.message ?? 'not valid'}.`, { parameter });
}

/** A source read from a folder (OFAC's published files) needs its main file; a one-file format takes exactly one. */
function checkFiles(apiName: DatasourceApiName, input: 'file' | 'folder', received: ReceivedSourceFiles): void {
  const names = received.files.map((file) => file.name);
  if (input === 'file' && names.length > 1) {
    throw badRequest(
      `${catalogEntry(apiName).displayName} is loaded from one file; the upload holds ${names.length}.`,
      {
        parameter: 'file',
      },
    );
  }
  if (input === 'folder' && apiName === 'ofac' && !names.includes('sdn.csv')) {
    throw badRequest(
      'The OFAC list is loaded from sdn.csv with alt.csv, add.csv and sdn_comments.csv: send the four files together.',
      { parameter: 'file' },
    );
  }
}

/**
 * Receives a public source file for loading (docs/source-loads.md): stored under UPLOAD_DIR,
 * then the load's job and the upload's audit row commit together. Parsing, the all-or-nothing
 * check and the load itself are the job's (jobs/datasource-load).
 */
export async function uploadSourceFile({
  deps,
  ctx,
  input,
}: ActionArgs<{ apiName: DatasourceApiName; parts: AsyncIterableIterator<Multipart> }>): Promise<DatasourceLoad> {
  await authorize({ deps, ctx }, { fn: 'DATASOURCE_LOAD' });
  const uploadDir = deps.config.UPLOAD_DIR;
  // The format is a form field: it is known once the parts are read, so a refusal removes the received files.
  const received = await receiveSourceFiles(input.parts, { uploadDir, maxBytes: deps.config.MAX_UPLOAD_BYTES });
  try {
    const fields = parseFields(received.fields);
    const format = sourceFileParser(input.apiName, fields.format);
    if (!format) {
      throw badRequest(
        `${catalogEntry(input.apiName).displayName} has no public file format: send its records file with format=records (docs/source-loads.md).`,
        { parameter: 'format' },
      );
    }
    checkFiles(input.apiName, format.input, received);
    if (
      fields.newVersionOnly === 'true' &&
      fields.sourceVersion &&
      (await hasLoad(deps.handle, input.apiName, fields.sourceVersion))
    ) {
      throw new DomainError(
        'CONFLICT',
        `${catalogEntry(input.apiName).displayName} has loaded source version "${fields.sourceVersion}" before: nothing was queued (newVersionOnly=true).`,
        { parameter: 'sourceVersion' },
      );
    }
    const main = received.files.find((file) => file.name === 'sdn.csv') ?? received.files[0];
    const payload: DatasourceLoadPayload = {
      apiName: input.apiName,
      folder: received.folder,
      files: received.files,
      // Without a version from the sender, the file and the day it came stand for the edition, as in the CLI.
      sourceVersion: fields.sourceVersion ?? `${main?.name ?? 'upload'} ${deps.now().toISOString().slice(0, 10)}`,
      allowRejects: fields.allowRejects,
      format: fields.format,
      actor: {
        requestId: ctx.requestId,
        ...(ctx.clientAddress ? { clientAddress: ctx.clientAddress } : {}),
        userId: ctx.user.id,
        homeGroupId: ctx.homeGroup.id,
        actingGroupId: ctx.actingGroup.id,
      },
    };
    const loadId = await deps.handle.db.transaction(async (tx) => {
      const [job] = await tx
        .insert(jobs)
        .values({
          kind: DATASOURCE_LOAD_JOB,
          accessGroupId: ctx.actingGroup.id,
          requestedBy: ctx.user.id,
          payload: { ...payload },
          progress: { rowsDone: 0, rowsTotal: main?.lines ?? 0, percent: 0 },
        })
        .returning({ id: jobs.id });
      if (!job) throw new Error('insert into jobs returned no row');
      await recordAudit(tx, actorOf(ctx), {
        action: 'upload',
        outcome: 'allowed',
        datasource: input.apiName,
        resourceType: 'datasourceLoad',
        resourceId: String(job.id),
        details: {
          files: received.files,
          sourceVersion: payload.sourceVersion,
          allowRejects: payload.allowRejects,
          format: payload.format,
        },
      });
      return job.id;
    });
    const status = await readLoadStatus(deps.handle, input.apiName, loadId);
    if (!status) throw new Error(`load ${loadId} was not found after its insert`);
    return status;
  } catch (error: unknown) {
    await rm(join(uploadDir, received.folder), { recursive: true, force: true });
    throw error;
  }
}
