import { screenPayments } from '@dnp/db';
import type { JobHandlerContext } from '../job-runner.js';

/** The screening phase of a payment file's run, after matching (agency-file-job.ts afterMatch). */
export async function screenPaymentFile(
  context: JobHandlerContext,
  input: { fileId: number; accessGroupId: string; checkpoint: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  if (input.checkpoint.screened === true) return input.checkpoint;
  await context.report({}, 'screening');
  const checkpoint = { ...input.checkpoint, screened: true };
  await context.step(
    (session) => screenPayments(session, input.fileId, input.accessGroupId),
    (matched) => ({ checkpoint, progress: { matchedPayments: matched }, phase: 'screening' }),
  );
  return checkpoint;
}
