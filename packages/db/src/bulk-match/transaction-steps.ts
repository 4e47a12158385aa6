import type { DbHandle } from '../database.js';
import { inLoadTransaction } from '../datasources/load-session.js';
import type { MatchStep } from './match-agency-file.js';

/**
 * Steps without a job (the benchmark, tests, a one-off run): each in its own transaction, the
 * checkpoint kept in memory after the transaction commits, as a job's is kept in its row.
 */
export function transactionSteps(handle: DbHandle, checkpoint: Record<string, unknown> = {}) {
  const state = { checkpoint, steps: 0 };
  const step: MatchStep = async (work, outcome) => {
    let next: Record<string, unknown> = state.checkpoint;
    const result = await inLoadTransaction(handle, async (session) => {
      const done = await work(session);
      next = outcome(done).checkpoint;
      return done;
    });
    state.checkpoint = next;
    state.steps += 1;
    return result;
  };
  return { step, state };
}
