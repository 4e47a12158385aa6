import type { Multipart } from '@fastify/multipart';
import { AgencyFileUploadFields, type AgencyFileArea, type AgencyFileStatus } from '@dnp/contracts';
import { agencyFiles, and, asc, enqueueAgencyFile, eq } from '@dnp/db';
import { agencyFileLayouts } from '@dnp/ingest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { agencyFileFunction } from '../../domain/agency-files/areas.js';
import { readFileStatus } from '../../domain/agency-files/file-status.js';
import { receiveUpload } from '../../domain/agency-files/receive-upload.js';
import { authorize } from '../../domain/authorize.js';
import { badRequest, DomainError } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

function parseFields(fields: Record<string, string>): AgencyFileUploadFields {
  const parsed = AgencyFileUploadFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const parameter = String(issue?.path[0] ?? 'form');
  throw badRequest(`Form field ${parameter}: ${issue?.message ?? 'not valid'}.`, { parameter });
}

/**
 * Receives an agency file for the acting group: stored and checked (docs/agency-files.md),
 * refused when this group already sent the same bytes unless allowDuplicate, then the file
 * row, its job and the upload's audit row commit together. The run itself is the job's.
 */
export async function uploadAgencyFile({
  deps,
  ctx,
  input,
}: ActionArgs<{ area: AgencyFileArea; parts: AsyncIterableIterator<Multipart> }>): Promise<AgencyFileStatus> {
  await authorize({ deps, ctx }, { fn: agencyFileFunction[input.area] });
  const uploadDir = deps.config.UPLOAD_DIR;
  const upload = await receiveUpload(input.parts, {
    uploadDir,
    maxBytes: deps.config.MAX_UPLOAD_BYTES,
    layout: agencyFileLayouts[input.area],
  });
  let fileId: number;
  try {
    const fields = parseFields(upload.fields);
    fileId = await deps.handle.db.transaction(async (tx) => {
      if (fields.allowDuplicate !== 'true') {
        const [earlier] = await tx
          .select({ id: agencyFiles.id, fileName: agencyFiles.fileName, receivedAt: agencyFiles.receivedAt })
          .from(agencyFiles)
          .where(
            and(
              eq(agencyFiles.area, input.area),
              eq(agencyFiles.accessGroupId, ctx.actingGroup.id),
              eq(agencyFiles.checksum, upload.checksum),
            ),
          )
          .orderBy(asc(agencyFiles.id))
          .limit(1);
        if (earlier) {
          throw new DomainError(
            'CONFLICT',
            `${ctx.actingGroup.id} already sent this file (the same sha256 checksum) as file ${earlier.id}, "${earlier.fileName}", received ${earlier.receivedAt.toISOString()}. Send it again with allowDuplicate=true to match it once more.`,
            { parameter: 'allowDuplicate' },
          );
        }
      }
      const file = await enqueueAgencyFile(tx, {
        area: input.area,
        accessGroupId: ctx.actingGroup.id,
        fileName: upload.fileName,
        uploadedBy: ctx.user.id,
        checksum: upload.checksum,
        format: upload.format,
        bytes: upload.bytes,
        lines: upload.lines,
        storedName: upload.storedName,
        skipInvalid: fields.skipInvalid === 'true',
        throughDate: fields.throughDate ?? null,
      });
      await recordAudit(tx, actorOf(ctx), {
        action: 'upload',
        outcome: 'allowed',
        resourceType: 'agencyFile',
        resourceId: String(file.fileId),
        details: {
          area: input.area,
          fileName: upload.fileName,
          checksum: upload.checksum,
          bytes: upload.bytes,
          jobId: file.jobId,
          skipInvalid: fields.skipInvalid === 'true',
          allowDuplicate: fields.allowDuplicate === 'true',
        },
      });
      return file.fileId;
    });
  } catch (error: unknown) {
    await rm(join(uploadDir, upload.storedName), { force: true });
    throw error;
  }
  return readFileStatus(deps.handle.db, fileId);
}
