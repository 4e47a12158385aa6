import type { JobHandler, JobHandlerContext } from '@dnp/api';
import type { LoadSession } from '@dnp/db';

/** Wall time of each part of one intake run, in ms, as the bench prints it. */
export interface RunTimes {
  /** From the run's start to the end of validation (parse, check, write). */
  validating: number;
  /** Inside validation's steps (the COPY of payees, payments and problems, the commits), beside the reading of the next rows. */
  writing: number;
  /** Matching's first two steps: its plan (statistics) and the TIN join of every source with its scoring and writing. */
  tinStep: number;
  /** The name steps, with their scoring and writing. */
  nameSteps: number;
  nameStepCount: number;
  /** The screening step: rules, figures, month totals. */
  screening: number;
  /** Marking the file matched (the new-file indicator). */
  finishing: number;
}

/**
 * The job handler the API runs, with its steps and progress reports timed by the phase the
 * run reports (validating, matching, screening): nothing of the run itself changes. A step's
 * time counts its work and its commit.
 */
export function timedJob(handler: JobHandler): { handler: JobHandler; times: RunTimes } {
  const times: RunTimes = {
    validating: 0,
    writing: 0,
    tinStep: 0,
    nameSteps: 0,
    nameStepCount: 0,
    screening: 0,
    finishing: 0,
  };
  let phase = 'validating';
  let matchingSteps = 0;
  let runStarted = 0;
  const wrapped: JobHandler = async (context: JobHandlerContext) => {
    runStarted = performance.now();
    const step: JobHandlerContext['step'] = async (work, outcome) => {
      const started = performance.now();
      const result = await context.step((session: LoadSession) => work(session), outcome);
      const ms = performance.now() - started;
      if (phase === 'validating') times.writing += ms;
      else if (phase === 'matching') {
        matchingSteps += 1;
        if (matchingSteps <= 2) times.tinStep += ms;
        else {
          times.nameSteps += ms;
          times.nameStepCount += 1;
        }
      } else if (phase === 'screening') {
        times.screening += ms;
        // The step after screening marks the file matched.
        phase = 'finishing';
      } else times.finishing += ms;
      return result;
    };
    const report: JobHandlerContext['report'] = async (progress, next) => {
      if (next === 'matching' && phase === 'validating') times.validating = performance.now() - runStarted;
      if (next === 'validating' || next === 'matching' || next === 'screening') phase = next;
      await context.report(progress, next);
    };
    return handler({ ...context, step, report });
  };
  if (handler.discard) wrapped.discard = handler.discard;
  return { handler: wrapped, times };
}
