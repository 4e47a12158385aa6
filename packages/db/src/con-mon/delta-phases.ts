/** Seconds the delta matcher spent in each phase, summed over its steps (a benchmark prints them). */
export interface DeltaPhaseSeconds {
  recordIds: number;
  planKeys: number;
  tinJoin: number;
  nameJoin: number;
  readRecords: number;
  scoring: number;
  writing: number;
}

export const noPhaseSeconds = (): DeltaPhaseSeconds => ({
  recordIds: 0,
  planKeys: 0,
  tinJoin: 0,
  nameJoin: 0,
  readRecords: 0,
  scoring: 0,
  writing: 0,
});

/** Runs one phase, adding its seconds to `phases` when the caller keeps them. */
export async function timed<T>(
  phases: DeltaPhaseSeconds | undefined,
  phase: keyof DeltaPhaseSeconds,
  work: () => Promise<T>,
) {
  if (phases === undefined) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    phases[phase] += (performance.now() - started) / 1000;
  }
}
