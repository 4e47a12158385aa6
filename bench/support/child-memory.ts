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

/**
 * Samples a child's memory every `everyMs` until stopped: the last peak read stands when the child
 * has ended before the last sample (VmHWM itself keeps the peak between samples).
 */
export function sampleMemory(pid: number, everyMs = 250) {
  let last: ProcessMemory | undefined = processMemory(pid);
  const timer = setInterval(() => {
    last = processMemory(pid) ?? last;
  }, everyMs);
  timer.unref();
  return {
    now: (): ProcessMemory | undefined => {
      last = processMemory(pid) ?? last;
      return last;
    },
    stop: () => clearInterval(timer),
  };
}
