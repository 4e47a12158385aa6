/**
 * The requests this process is answering now. The job runner shares the process's one event loop
 * (and, on PGlite, its one database connection) with them: before a step, and between slices of a
 * step's scoring, it waits until none is in flight, so a user's search is answered before a file's
 * run takes the thread again (docs/jobs.md, "Runs give way to requests").
 */
export class RequestsInFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  /** Counts a request until `end` is called once for it. */
  begin(): void {
    this.count += 1;
  }

  end(): void {
    this.count = Math.max(0, this.count - 1);
    if (this.count > 0) return;
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }

  get size(): number {
    return this.count;
  }

  /**
   * Resolves once no request is in flight, or after `maxWaitMs` however many are: a long request
   * (an export, an upload) or a steady stream of them slows a run, never stops it.
   */
  async settled(maxWaitMs: number): Promise<void> {
    if (this.count === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, maxWaitMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.waiters.push(done);
    });
  }
}
