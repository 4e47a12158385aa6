import { readJob, settleEnrollment, type DbHandle } from '@dnp/db';
import { z } from 'zod';
import { agencyFileJob, type AgencyFileJobOptions } from '../agency-file/agency-file-job.js';
import type { JobHandler } from '../job-runner.js';

const Payload = z.object({ fileId: z.number().int().positive() });

/**
 * A con-mon file's run: the agency-file intake's (validating, then matched once against every
 * source its group may use), then the enrollment settled in one step (settle-enrollment.ts):
 * matches stamped with their loads, name keys written for the delta matcher, and an enrolled
 * file of the same name replaced. A run taken up again after the intake ended redoes nothing
 * (the intake resumes past its last step, and a settled enrollment is left as it is).
 */
export function conMonEnrollmentJob(handle: DbHandle, options: AgencyFileJobOptions): JobHandler {
  const intake = agencyFileJob(handle, options);
  const run: JobHandler = async (context) => {
    const { fileId } = Payload.parse(context.job.payload);
    await intake(context);
    // The intake's steps replaced the checkpoint: the settling step carries the latest one.
    const latest = (await readJob(handle, context.job.id))?.checkpoint ?? context.job.checkpoint;
    await context.step(
      (session) => settleEnrollment(session, fileId),
      () => ({ checkpoint: { ...latest, enrolled: true }, phase: 'done' }),
    );
    return { phase: 'done' };
  };
  // A run that ends cancelled or failed keeps no match, as the intake's own (docs/jobs.md).
  if (intake.discard) run.discard = intake.discard;
  return run;
}
