import { DatasourceApiName, DatasourceLoadRejection, DatasourceLoadResult, SourceFileFormat } from '@dnp/contracts';
import { z } from 'zod';

/** The job kind every API process runs source loads under (jobs/job-handlers.ts). */
export const DATASOURCE_LOAD_JOB = 'datasource-load';

/** What the upload puts in the job (actions/datasource-loads/upload-source-file.ts). */
export const DatasourceLoadPayload = z.object({
  apiName: DatasourceApiName,
  /** Under UPLOAD_DIR. */
  folder: z.string().min(1),
  files: z
    .array(
      z.object({
        name: z.string().min(1),
        bytes: z.number().int().nonnegative(),
        lines: z.number().int().nonnegative(),
        checksum: z.string(),
      }),
    )
    .min(1),
  sourceVersion: z.string().min(1),
  allowRejects: z.number().int().nonnegative(),
  /** Loads queued before records files existed were all published files. */
  format: SourceFileFormat.default('published'),
  /** Who asked, for the audit row the load writes when it commits (same request id as the upload's). */
  actor: z.object({
    requestId: z.string(),
    clientAddress: z.string().optional(),
    userId: z.string(),
    homeGroupId: z.string(),
    actingGroupId: z.string(),
  }),
});
export type DatasourceLoadPayload = z.infer<typeof DatasourceLoadPayload>;

/** What the job keeps of its work: the committed result, or the refusal with its lines. */
export const DatasourceLoadCheckpoint = z.object({
  result: DatasourceLoadResult.optional(),
  refused: z.string().optional(),
  rejections: z.array(DatasourceLoadRejection).optional(),
  rejectionCount: z.number().int().nonnegative().optional(),
});
export type DatasourceLoadCheckpoint = z.infer<typeof DatasourceLoadCheckpoint>;
