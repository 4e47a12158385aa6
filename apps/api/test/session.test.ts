import { ErrorBody, TermsList } from '@dnp/contracts';
import { currentTermsVersion, eq, featureFlags, sessionEvents, userBusinessFunctions } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('terms and session events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { termsAccepted: false });
  });
  afterAll(() => t.close());

  const terms = async (user: string) =>
    TermsList.parse((await t.app.inject({ url: '/api/v1/terms', headers: await t.as(user) })).json()).data[0]
      ?.attributes;

  it('requires the current terms until the user accepts them, and keeps the acceptance', async () => {
    expect(await terms('portaluser')).toMatchObject({ required: true, accepted: false, version: currentTermsVersion });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/terms',
      headers: await t.as('portaluser'),
      payload: { data: { attributes: { termsVersion: currentTermsVersion } }, meta: { client_timezone_offset: 300 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [] });
    expect(await terms('portaluser')).toMatchObject({ accepted: true });

    const [event] = await t.handle.db.select().from(sessionEvents).where(eq(sessionEvents.userId, 'portaluser'));
    expect(event).toMatchObject({ kind: 'terms', clientTimezoneOffset: 300 });
    const [row] = await auditRows(t.handle.db, 'session.terms');
    expect(row).toMatchObject({ userId: 'portaluser', outcome: 'allowed' });
  });

  it('refuses an outdated terms version without recording anything', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/terms',
      headers: await t.as('adminuser'),
      payload: { data: { attributes: { termsVersion: '1999-01' } } },
    });
    expect(response.statusCode).toBe(409);
    expect(await terms('adminuser')).toMatchObject({ accepted: false });
  });

  it('counts terms as accepted when the gate is off', async () => {
    await t.handle.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, 'termsAndConditions'));
    expect(await terms('reportuser')).toMatchObject({ required: false, accepted: true });
    await t.handle.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, 'termsAndConditions'));
  });

  it('records login and logout events with their audit rows', async () => {
    const headers = await t.as('reportuser');
    for (const [url, payload] of [
      ['/api/v1/events/login', { data: { attributes: {} } }],
      ['/api/v1/events/logout', { data: { attributes: { reason: 'idle' } } }],
    ] as const) {
      expect((await t.app.inject({ method: 'POST', url, headers, payload })).statusCode).toBe(200);
    }
    const kinds = (await t.handle.db.select().from(sessionEvents).where(eq(sessionEvents.userId, 'reportuser'))).map(
      (e) => [e.kind, e.detail],
    );
    expect(kinds).toEqual([
      ['login', null],
      ['logout', 'idle'],
    ]);
    expect(await auditRows(t.handle.db, 'session.logout')).toHaveLength(1);
  });

  it('answers 400 naming the field for a malformed body or time-zone offset', async () => {
    const headers = await t.as('portaluser');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/terms',
      headers,
      payload: { data: { attributes: {} } },
    });
    expect(missing.statusCode).toBe(400);
    const error = ErrorBody.parse(missing.json()).errors[0];
    expect(error).toMatchObject({
      status: '400',
      title: 'Bad Request',
      source: { pointer: '/data/attributes/termsVersion' },
    });
    expect(error?.detail).toMatch(/termsVersion/);

    const offset = await t.app.inject({ url: '/api/v1/terms?client_timezone_offset=abc', headers });
    expect(offset.statusCode).toBe(400);
    expect(ErrorBody.parse(offset.json()).errors[0]?.source).toEqual({ parameter: 'client_timezone_offset' });
  });
});

describe('feature flags', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Access read on every request: the test grants a function mid-way.
    t = await createTestApp({ ACCESS_CACHE_SECONDS: '0' });
  });
  afterAll(() => t.close());

  const patch = async (user: string, enabled: boolean) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/feature-flags/termsAndConditions',
      headers: await t.as(user),
      payload: { data: { attributes: { enabled } } },
    });

  it('lets a Do Not Pay administrator turn the terms gate off, with an audit row', async () => {
    const response = await patch('adminuser', false);
    expect(response.statusCode).toBe(200);
    expect(await terms(t, 'portaluser')).toMatchObject({ required: false, accepted: true });
    const [row] = await auditRows(t.handle.db, 'feature-flag.change');
    expect(row).toMatchObject({ userId: 'adminuser', resourceId: 'termsAndConditions' });
    expect(row?.details).toEqual({ from: true, to: false });
  });

  it('refuses anyone else and changes nothing', async () => {
    const response = await patch('portaluser', true);
    expect(response.statusCode).toBe(403);
    expect(await terms(t, 'portaluser')).toMatchObject({ required: false });
  });

  it("refuses an agency's own group administrator: the flag binds every agency", async () => {
    await t.handle.db
      .insert(userBusinessFunctions)
      .values({ userId: 'portaluser', businessFunction: 'ACCESS_GROUP_ADMIN' });
    const response = await patch('portaluser', true);
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).errors[0]?.detail).toMatch(/Do Not Pay administrator/);
    expect(await terms(t, 'portaluser')).toMatchObject({ required: false });
    const [denial] = await auditRows(t.handle.db, 'access.denied');
    expect(denial).toMatchObject({ userId: 'portaluser', outcome: 'denied' });
  });
});

async function terms(t: TestApp, user: string) {
  const response = await t.app.inject({ url: '/api/v1/terms', headers: await t.as(user) });
  return TermsList.parse(response.json()).data[0]?.attributes;
}
