/**
 * The requests this process is answering now. On PGlite the job runner shares the process's one
 * event loop and its one database connection with them: before a step it waits until none is in
 * flight, so a user's search is answered before a file's run takes the thread again (docs/jobs.md,
 * "Runs give way to requests").
 */
export class RequestsInFlight {
  private count = 0;
  private lastEnded = Number.NEGATIVE_INFINITY;
  private waiters: Array<() => void> = [];
  private quiet: NodeJS.Timeout | undefined;

  /**
   * @param quietMs How long none must have been in flight: a client sends its next request a few
   * milliseconds after the last answer (a search's name and TIN halves, a screen's several reads),
   * and a step started in that gap holds the next request for the whole step (decision 110).
   */
  constructor(private readonly quietMs = 30) {}

  /** Counts a request until `end` is called once for it. */
  begin(): void {
    this.count += 1;
    clearTimeout(this.quiet);
    this.quiet = undefined;
  }

  end(): void {
    this.count = Math.max(0, this.count - 1);
    if (this.count > 0) return;
    this.lastEnded = performance.now();
    this.wakeWhenQuiet(this.quietMs);
  }

  get size(): number {
    return this.count;
  }

  /**
   * Resolves once no request has been in flight for `quietMs`, or after `maxWaitMs` however many
   * are: a long request (an export, an upload) or a steady stream of them slows a run, never stops it.
   */
  async settled(maxWaitMs: number): Promise<void> {
    const quietFor = performance.now() - this.lastEnded;
    if (this.count === 0 && quietFor >= this.quietMs) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, maxWaitMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.waiters.push(done);
      if (this.count === 0 && this.quiet === undefined) this.wakeWhenQuiet(this.quietMs - quietFor);
    });
  }

  private wakeWhenQuiet(ms: number): void {
    clearTimeout(this.quiet);
    this.quiet = setTimeout(() => {
      this.quiet = undefined;
      if (this.count > 0) return;
      const waiting = this.waiters;
      this.waiters = [];
      for (const wake of waiting) wake();
    }, ms);
    // A process with nothing else to do need not stay up for it.
    this.quiet.unref();
  }
}
