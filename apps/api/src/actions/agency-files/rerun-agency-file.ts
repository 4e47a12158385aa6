import type { AgencyFileArea, AgencyFileStatus } from '@dnp/contracts';
import { eq, jobs, matchResults, paymentMonthTotals, rerunJob } from '@dnp/db';
import { agencyFileFunction } from '../../domain/agency-files/areas.js';
import { findVisibleFile, readFileStatus } from '../../domain/agency-files/file-status.js';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { DomainError } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

/**
 * Where a rerun starts: a file whose rows were all read matches them again from the start; one
 * stopped while its rows were read goes on reading after the last line committed (the stored
 * file waits in UPLOAD_DIR until then). Nothing of the matching is kept.
 */
function rerunCheckpoint(checkpoint: Record<string, unknown>): Record<string, unknown> {
  const { validation, validated } = checkpoint;
  return {
    ...(validation === undefined ? {} : { validation }),
    ...(validated === true ? { validated } : {}),
  };
}

/**
 * Runs a failed or cancelled file again (docs/agency-files.md, "Rerun"): its job is queued once
 * more with fresh attempts, and any worker takes it up. A refused file is not rerun (its rows
 * are gone: it is corrected and sent again), nor is one queued, running or done (409).
 */
export async function rerunAgencyFile({
  deps,
  ctx,
  input,
}: ActionArgs<{ area: AgencyFileArea; agencyFrbFileId: string }>): Promise<AgencyFileStatus> {
  await authorize({ deps, ctx }, { fn: agencyFileFunction[input.area] });
  const file = await findVisibleFile(deps.handle.db, ctx, input.area, input.agencyFrbFileId);
  await deps.handle.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id, state: jobs.state, phase: jobs.phase, checkpoint: jobs.checkpoint })
      .from(jobs)
      .where(eq(jobs.id, file.jobId ?? -1))
      .for('update');
    const conflict = (why: string) =>
      new DomainError('CONFLICT', `File ${file.id} ${why}.`, { parameter: 'agencyFrbFileId' });
    if (!job) throw conflict('was loaded without a run: there is nothing to run again');
    if (job.phase === 'refused') {
      throw conflict('was refused for its rows, which were not kept: correct them and send the file again');
    }
    if (job.state !== 'failed' && job.state !== 'cancelled') {
      throw conflict(`is ${job.state}: only a failed or cancelled run can be run again`);
    }
    // A run ended cancelled or failed kept no match; a rerun starts clean all the same.
    await tx.delete(matchResults).where(eq(matchResults.fileId, file.id));
    await tx.delete(paymentMonthTotals).where(eq(paymentMonthTotals.fileId, file.id));
    await rerunJob(tx, job.id, rerunCheckpoint(job.checkpoint));
    await recordAudit(tx, actorOf(ctx), {
      action: 'upload.rerun',
      outcome: 'allowed',
      resourceType: 'agencyFile',
      resourceId: String(file.id),
      details: { area: input.area, jobId: job.id, endedAs: job.state },
    });
  });
  return readFileStatus(deps.handle.db, file.id);
}
