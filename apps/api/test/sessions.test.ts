import { BACKGROUND_REQUEST_HEADER, ErrorBody } from '@dnp/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { createTestApp, signToken, type TestApp } from './test-app.js';

const minutes = (n: number) => n * 60_000;

describe('sessions end on the server', () => {
  let t: TestApp;
  let clock = new Date('2030-03-04T09:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  /** A sign-in of its own: every token signed with this sid belongs to it, as refreshed tokens do. */
  const signIn = (sub = 'portaluser') => {
    const sid = randomUUID();
    return async () => ({ authorization: `Bearer ${await signToken({ sub, claims: { sid } })}` });
  };
  const currentUser = async (headers: () => Promise<Record<string, string>>, extra: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/v1/users/current', headers: { ...(await headers()), ...extra } });
  const detailOf = (response: { json(): unknown }) => ErrorBody.parse(response.json()).errors[0]?.detail;

  it('ends a session after 15 minutes without activity, saying so, and audits the ending once', async () => {
    const session = signIn();
    expect((await currentUser(session)).statusCode).toBe(200);
    // Activity keeps it open well past 15 minutes in all.
    for (let step = 0; step < 3; step += 1) {
      advance(minutes(14));
      expect((await currentUser(session)).statusCode).toBe(200);
    }
    const auditedBefore = (await auditRows(t.handle.db, 'session.end')).length;
    advance(minutes(16) + 1000);
    const idle = await currentUser(session);
    expect(idle.statusCode).toBe(401);
    expect(detailOf(idle)).toBe('Your session ended after 15 minutes without activity. Sign in again.');
    // A fresh token of the same sign-in (a refresh) is refused too, and activity does not revive it.
    advance(1000);
    expect(detailOf(await currentUser(session))).toMatch(/after 15 minutes without activity/);
    const ended = await auditRows(t.handle.db, 'session.end');
    expect(ended).toHaveLength(auditedBefore + 1);
    expect(ended[0]).toMatchObject({ userId: 'portaluser', outcome: 'denied', details: { reason: 'idle' } });
  });

  it('does not count background requests as activity', async () => {
    const session = signIn();
    expect((await currentUser(session)).statusCode).toBe(200);
    for (let step = 0; step < 3; step += 1) {
      advance(minutes(5));
      const poll = await currentUser(session, { [BACKGROUND_REQUEST_HEADER]: 'true' });
      expect(poll.statusCode).toBe(200);
    }
    advance(minutes(1) + 1000);
    const after = await currentUser(session);
    expect(after.statusCode).toBe(401);
    expect(detailOf(after)).toMatch(/without activity/);
  });

  it('ends a busy session at its 12-hour limit', async () => {
    const session = signIn();
    expect((await currentUser(session)).statusCode).toBe(200);
    for (let elapsed = 0; elapsed < minutes(12 * 60) - minutes(10); elapsed += minutes(10)) {
      advance(minutes(10));
      expect((await currentUser(session)).statusCode).toBe(200);
    }
    advance(minutes(10));
    const limit = await currentUser(session);
    expect(limit.statusCode).toBe(401);
    expect(detailOf(limit)).toBe('Your session reached its 12-hour limit. Sign in again.');
  });

  it('counts the limit from the sign-in time the token states', async () => {
    const authTime = Math.floor(clock.getTime() / 1000) - 12 * 3600;
    const response = await t.app.inject({
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${await signToken({ claims: { sid: randomUUID(), auth_time: authTime } })}` },
    });
    expect(response.statusCode).toBe(401);
    expect(detailOf(response)).toMatch(/12-hour limit/);
  });

  it('refuses a signed-out session and leaves the same user’s other sessions alone', async () => {
    const signedOut = signIn();
    const other = signIn();
    expect((await currentUser(signedOut)).statusCode).toBe(200);
    expect((await currentUser(other)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/logout',
      headers: await signedOut(),
      payload: { data: { attributes: { reason: 'user' } } },
    });
    expect(logout.statusCode).toBe(200);
    const after = await currentUser(signedOut);
    expect(after.statusCode).toBe(401);
    expect(detailOf(after)).toBe('This session was signed out. Sign in again.');
    expect((await currentUser(other)).statusCode).toBe(200);
  });

  it('ties a token without sid to its sign-in by auth_time, and refuses one with neither', async () => {
    const authTime = Math.floor(clock.getTime() / 1000) - 60;
    const byAuthTime = async () => ({
      authorization: `Bearer ${await signToken({ sub: 'reportuser', claims: { sid: undefined, auth_time: authTime } })}`,
    });
    expect((await currentUser(byAuthTime)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/logout',
      headers: await byAuthTime(),
      payload: { data: { attributes: {} } },
    });
    expect(detailOf(await currentUser(byAuthTime))).toMatch(/signed out/);

    const anonymous = await t.app.inject({
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${await signToken({ claims: { sid: undefined } })}` },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(detailOf(anonymous)).toMatch(/neither a sid nor an auth_time claim/);
  });
});
