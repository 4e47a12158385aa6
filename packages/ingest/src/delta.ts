import { createHash } from 'node:crypto';

/** Key-sorted JSON: the same record always serializes, and so hashes, the same way. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a record's content, stored beside its key so a re-import can tell what changed. */
export function recordHash(record: unknown): string {
  return createHash('sha256').update(stableJson(record)).digest('hex');
}

export interface Delta {
  added: string[];
  changed: string[];
  removed: string[];
}

/** Compares two loads of one source, each as key → record hash. Keys are returned sorted. */
export function computeDelta(previous: ReadonlyMap<string, string>, next: ReadonlyMap<string, string>): Delta {
  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  for (const [key, hash] of next) {
    const before = previous.get(key);
    if (before === undefined) added.push(key);
    else if (before !== hash) changed.push(key);
  }
  for (const key of previous.keys()) if (!next.has(key)) removed.push(key);
  return { added: added.sort(), changed: changed.sort(), removed: removed.sort() };
}
