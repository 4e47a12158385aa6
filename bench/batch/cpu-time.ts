import { readFileSync } from 'node:fs';

/**
 * CPU milliseconds (user and system) a process on this machine has used, from /proc; undefined
 * where it cannot be read (a server on another machine). On a shared machine wall times move
 * with everyone else's load; CPU time mostly does not, so variants are compared by both.
 */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are stat's fields 14 and 15 (the 12th and 13th after the name), in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** CPU milliseconds of this process (every thread, DuckDB's included) since `since`. */
export function ownCpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}
