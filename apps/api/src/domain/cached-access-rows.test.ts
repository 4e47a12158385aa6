import { describe, expect, it } from 'vitest';
import type { AccessRows, ReadAccessRows } from './access-rows.js';
import { cacheAccessRows } from './cached-access-rows.js';
import { GroupTree } from './group-tree.js';
import type { VerifiedToken } from './token-verifier.js';

const token = (subject: string) => ({ issuer: 'https://idp.test', subject }) as VerifiedToken;

function rowsOf(subject: string): AccessRows {
  const user = { id: subject, userName: subject, firstName: '', lastName: '', role: 'user', homeGroupId: 'G' };
  return { user: { ...user, functions: new Set() }, tree: new GroupTree([]), granted: new Set() };
}

/** A reader that counts its reads, and fails while `failing` is set. */
function countingReader() {
  const reads: string[] = [];
  const state = { failing: false };
  const read: ReadAccessRows = (t, group) => {
    reads.push(`${t.subject}/${group ?? ''}`);
    return state.failing ? Promise.reject(new Error('database down')) : Promise.resolve(rowsOf(t.subject));
  };
  return { read, reads, state };
}

describe('cacheAccessRows', () => {
  it('reads a user once per identity and group within the time, and again after it', async () => {
    const clock = { at: 0 };
    const { read, reads } = countingReader();
    const cached = cacheAccessRows(read, { ttlMs: 5000, now: () => clock.at });
    await cached(token('portaluser'), undefined);
    clock.at = 4999;
    await cached(token('portaluser'), undefined);
    await cached(token('portaluser'), 'DOD');
    await cached(token('reportuser'), undefined);
    expect(reads).toEqual(['portaluser/', 'portaluser/DOD', 'reportuser/']);
    clock.at = 5000;
    expect((await cached(token('portaluser'), undefined))?.user.id).toBe('portaluser');
    expect(reads).toHaveLength(4);
  });

  it('does not keep a failed read: the next request reads again', async () => {
    const { read, reads, state } = countingReader();
    const cached = cacheAccessRows(read, { ttlMs: 5000 });
    state.failing = true;
    await expect(cached(token('portaluser'), undefined)).rejects.toThrow('database down');
    state.failing = false;
    expect((await cached(token('portaluser'), undefined))?.user.id).toBe('portaluser');
    expect(reads).toHaveLength(2);
  });

  it('keeps at most the given number of identities, dropping the oldest', async () => {
    const { read, reads } = countingReader();
    const cached = cacheAccessRows(read, { ttlMs: 5000, maxEntries: 2 });
    for (const user of ['a', 'b', 'c', 'c', 'b', 'a']) await cached(token(user), undefined);
    expect(reads).toEqual(['a/', 'b/', 'c/', 'a/']);
  });

  it('reads on every request when the time is 0', async () => {
    const { read, reads } = countingReader();
    const cached = cacheAccessRows(read, { ttlMs: 0 });
    await cached(token('portaluser'), undefined);
    await cached(token('portaluser'), undefined);
    expect(reads).toHaveLength(2);
  });
});
