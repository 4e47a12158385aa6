import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Gives the calling thread a lower CPU priority (a higher nice value), leaving the process's other
 * threads as they are; true when it took. Linux keeps a nice value per thread and `setpriority`
 * takes a thread's id where it takes a process's, and `/proc/thread-self` names the caller's id.
 * Elsewhere (no such link) nothing changes: the thread runs at the process's priority. Threads this
 * one starts later (a scoring pool's workers) inherit its value.
 */
export function lowerThreadPriority(nice: number): boolean {
  let threadId: number;
  try {
    threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return false;
  }
  if (!Number.isInteger(threadId) || threadId <= 0) return false;
  try {
    setPriority(threadId, nice);
    return true;
  } catch {
    return false;
  }
}
