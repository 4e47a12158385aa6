import type { ConMonEnrollment } from '@dnp/contracts';
import { and, conMonEnrollments, eq, isNull } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { findConMonFile } from '../../domain/con-mon/con-mon-file.js';
import { DomainError } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

/**
 * Stops monitoring a file: source loads no longer match its parties. Its matches stay readable
 * (the file is listed as withdrawn), because a reviewer may still be working them. Audited in
 * the transaction that withdraws.
 */
export async function withdrawConMonFile({
  deps,
  ctx,
  input,
}: ActionArgs<{ agencyFrbFileId: string }>): Promise<ConMonEnrollment> {
  await authorize({ deps, ctx }, { fn: 'CON_MON' });
  const file = await findConMonFile(deps.handle, ctx, input.agencyFrbFileId);
  const refuse = (detail: string) => new DomainError('CONFLICT', detail, { parameter: 'agencyFrbFileId' });
  if (file.enrollmentState === 'pending') {
    throw refuse(`File ${file.id} is not enrolled yet: its enrollment run has not ended. Cancel the run instead.`);
  }
  const withdrawnAt = await deps.handle.db.transaction(async (tx) => {
    const [row] = await tx
      .update(conMonEnrollments)
      .set({ withdrawnAt: new Date(), withdrawnBy: ctx.user.id })
      .where(and(eq(conMonEnrollments.fileId, file.id), isNull(conMonEnrollments.withdrawnAt)))
      .returning({ withdrawnAt: conMonEnrollments.withdrawnAt });
    if (!row) throw refuse(`File ${file.id} is already ${file.enrollmentState}: it is no longer monitored.`);
    await recordAudit(tx, actorOf(ctx), {
      action: 'conMon.withdraw',
      outcome: 'allowed',
      resourceType: 'agencyFile',
      resourceId: String(file.id),
      details: { fileName: file.fileName, accessGroupId: file.accessGroupId },
    });
    return row.withdrawnAt;
  });
  return {
    agencyFrbFileId: String(file.id),
    fileName: file.fileName,
    accessGroupId: file.accessGroupId,
    enrollmentState: 'withdrawn',
    withdrawnDate: withdrawnAt?.toISOString() ?? null,
  };
}
