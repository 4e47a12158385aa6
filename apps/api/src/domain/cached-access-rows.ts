import type { AccessRows, ReadAccessRows } from './access-rows.js';

export interface AccessCacheOptions {
  /** How long rows once read serve the same identity and group; 0 reads them on every request. */
  ttlMs: number;
  now?: () => number;
  /** Identities kept at most: past it the oldest entry goes, so memory stays bounded. */
  maxEntries?: number;
}

/**
 * Every request is authorized from the stored user, functions, group tree and grants: two round
 * trips, as many as the TIN search itself. Kept for a few seconds per identity and group asked
 * for, a change to them (a grant revoked, a group or account deactivated) takes effect within
 * that time, in every process; the decision is still made, and a denial audited, on each request
 * (docs/authorization.md "Access cache"). A failed read is not kept.
 */
export function cacheAccessRows(read: ReadAccessRows, options: AccessCacheOptions): ReadAccessRows {
  const { ttlMs, now = Date.now, maxEntries = 10_000 } = options;
  if (ttlMs <= 0) return read;
  const entries = new Map<string, { expires: number; rows: Promise<AccessRows | undefined> }>();
  return (token, requestedGroupId) => {
    const key = `${token.issuer}\n${token.subject}\n${requestedGroupId ?? ''}`;
    const at = now();
    const kept = entries.get(key);
    if (kept && kept.expires > at) return kept.rows;
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const [oldest] = entries.keys();
      if (oldest !== undefined) entries.delete(oldest);
    }
    const rows = read(token, requestedGroupId);
    entries.set(key, { expires: at + ttlMs, rows });
    rows.catch(() => {
      if (entries.get(key)?.rows === rows) entries.delete(key);
    });
    return rows;
  };
}
