import { ErrorBody, SearchResponse } from '@dnp/contracts';
import { currentTermsVersion, eq, featureFlags } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The Rules of Behavior are enforced by the API, not only by the web app's gate. */
describe('terms enforced on data routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { termsAccepted: false });
    await loadFile(t.handle, 'dmf', writeDmfFile());
  });
  afterAll(() => t.close());

  const nameSearch = async (user: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/search/dmf',
      headers: await t.as(user),
      payload: { data: { attributes: { searchCriteria: 'NAME', name: 'Chukwuemeka Okafor' } } },
    });

  const accept = async (user: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/events/terms',
      headers: await t.as(user),
      payload: { data: { attributes: { termsVersion: currentTermsVersion } } },
    });

  it('refuses a search, a record read and a reveal until the user accepts the current terms, each audited', async () => {
    const before = (await auditRows(t.handle.db, 'access.denied')).length;
    const search = await nameSearch('portaluser');
    expect(search.statusCode).toBe(403);
    expect(ErrorBody.parse(search.json()).errors[0]?.detail).toMatch(/Accept the Rules of Behavior/);
    const headers = await t.as('portaluser');
    expect((await t.app.inject({ url: '/api/v1/dmf/1', headers })).statusCode).toBe(403);
    const reveal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dmf/1/tin-reveal',
      headers,
      // The terms are checked before the search the reveal names.
      payload: { data: { attributes: { reason: 'verify before stopping payment', searchTransactionId: 'any' } } },
    });
    expect(reveal.statusCode).toBe(403);
    const denials = await auditRows(t.handle.db, 'access.denied');
    expect(denials.length - before).toBe(3);
    expect(denials[0]?.details).toMatchObject({ required: 'terms', termsVersion: currentTermsVersion });
    expect(await auditRows(t.handle.db, 'search')).toHaveLength(0);
  });

  it('still lets the user read the terms, accept them, and then search', async () => {
    expect((await t.app.inject({ url: '/api/v1/terms', headers: await t.as('adminuser') })).statusCode).toBe(200);
    expect((await accept('adminuser')).statusCode).toBe(200);
    const search = await nameSearch('adminuser');
    expect(search.statusCode).toBe(200);
    expect(SearchResponse.parse(search.json()).data.length).toBeGreaterThan(0);
  });

  it('counts terms as accepted while the gate is off', async () => {
    await t.handle.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, 'termsAndConditions'));
    try {
      expect((await nameSearch('portaluser')).statusCode).toBe(200);
    } finally {
      await t.handle.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, 'termsAndConditions'));
    }
    expect((await nameSearch('portaluser')).statusCode).toBe(403);
  });
});
