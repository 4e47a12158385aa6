import { setImmediate as nextRound } from 'node:timers/promises';

/** How long work on the calling thread runs before the event loop may answer what came in meanwhile. */
const TURN_MS = 10;

/**
 * Long work on the API's main thread taken in turns of about 10 ms: between turns the event loop answers what
 * came in, so a search sent during a run waits for one turn, not for the whole of the work. A name step's
 * lookups are planned so: preparing a range's 20,000 parties and their keys held the thread for about two
 * seconds. (On PGlite the runner shares the main thread; on PostgreSQL it has a thread of its own, where a
 * turn costs one round of its event loop.)
 */
export class CallingThreadTurns {
  private started = performance.now();

  /** At once within a turn; past it, on the event loop's next round, which starts the next turn. */
  async pause(): Promise<void> {
    if (performance.now() - this.started < TURN_MS) return;
    await nextRound();
    this.started = performance.now();
  }
}
