import type { AgencyFileArea, AgencyFileStatus } from '@dnp/contracts';
import { eq, jobs, matchResults, paymentMonthTotals, requestCancel } from '@dnp/db';
import { agencyFileFunction } from '../../domain/agency-files/areas.js';
import { findVisibleFile, readFileStatus } from '../../domain/agency-files/file-status.js';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { DomainError } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

/**
 * Stops a file's run: a queued one at once, a running one at its next step or progress report
 * (docs/jobs.md). A run already ended answers 409 with how it ended. Audited with the file.
 * A cancelled run keeps no match: the runner removes them as it ends a running one.
 */
export async function cancelAgencyFile({
  deps,
  ctx,
  input,
}: ActionArgs<{ area: AgencyFileArea; agencyFrbFileId: string }>): Promise<AgencyFileStatus> {
  await authorize({ deps, ctx }, { fn: agencyFileFunction[input.area] });
  const file = await findVisibleFile(deps.handle.db, ctx, input.area, input.agencyFrbFileId);
  await deps.handle.db.transaction(async (tx) => {
    const jobId = file.jobId ?? -1;
    const asked = await requestCancel(tx, jobId);
    if (!asked) {
      const [ended] = await tx.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, jobId));
      throw new DomainError(
        'CONFLICT',
        `File ${file.id}'s run has already ended (${ended?.state ?? 'done'}): there is nothing to cancel.`,
        { parameter: 'agencyFrbFileId' },
      );
    }
    const [now] = await tx.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, jobId));
    // Cancelled at once: it was queued, perhaps again after an error with some steps committed.
    if (now?.state === 'cancelled') {
      await tx.delete(matchResults).where(eq(matchResults.fileId, file.id));
      await tx.delete(paymentMonthTotals).where(eq(paymentMonthTotals.fileId, file.id));
    }
    await recordAudit(tx, actorOf(ctx), {
      action: 'upload.cancel',
      outcome: 'allowed',
      resourceType: 'agencyFile',
      resourceId: String(file.id),
      details: { area: input.area, jobId },
    });
  });
  return readFileStatus(deps.handle.db, file.id);
}
