import { readFileSync } from 'node:fs';

/** A process's memory as /proc/<pid>/status has it, in MiB. */
export interface ProcessMemory {
  /** Resident now. */
  rssMiB: number;
  /** The highest resident size the process has reached (VmHWM): its peak, whenever it came. */
  peakMiB: number;
}

const kiB = (status: string, field: string): number => {
  const found = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return found ? Number(found[1]) : Number.NaN;
};

/** Reads a process's memory from /proc (Linux); undefined once it has ended. */
export function processMemory(pid: number): ProcessMemory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rssMiB: Math.round(kiB(status, 'VmRSS') / 1024), peakMiB: Math.round(kiB(status, 'VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

/** Where the peak stood when it last rose by a step: what the caller said the child was doing then. */
export interface PeakRise {
  peakMiB: number;
  during: string;
}

/**
 * Samples a child's memory every `everyMs` until stopped: the last peak read stands when the child
 * has ended before the last sample (VmHWM itself keeps the peak between samples). With `during`,
 * each rise of the peak by `riseMiB` or more is kept with what `during` says the child was doing,
 * so a run's peak can be placed in its phases.
 */
export function sampleMemory(pid: number, everyMs = 250, during?: () => string, riseMiB = 64) {
  let last: ProcessMemory | undefined = processMemory(pid);
  const rises: PeakRise[] = [];
  const read = () => {
    last = processMemory(pid) ?? last;
    const peak = last?.peakMiB;
    if (during === undefined || peak === undefined) return;
    if (peak >= (rises.at(-1)?.peakMiB ?? 0) + riseMiB) rises.push({ peakMiB: peak, during: during() });
  };
  const timer = setInterval(read, everyMs);
  timer.unref();
  return {
    now: (): ProcessMemory | undefined => {
      read();
      return last;
    },
    /** The peak's rises, in order (empty without `during`). */
    rises: (): readonly PeakRise[] => rises,
    stop: () => clearInterval(timer),
  };
}
