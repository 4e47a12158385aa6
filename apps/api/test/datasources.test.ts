import { DatasourceInfoList } from '@dnp/contracts';
import { datasourceLoads } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

describe('datasources', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (user: string, url = '/api/v1/datasources') =>
    DatasourceInfoList.parse((await t.app.inject({ url, headers: await t.as(user) })).json()).data.map(
      (d) => d.attributes,
    );

  it("lists all 18 with what this user may use: restricted ones need their group's grant", async () => {
    const dod = await list('portaluser');
    expect(dod).toHaveLength(18);
    const allowed = (name: string, sources = dod) => sources.find((s) => s.apiName === name)?.allowedDatasource;
    expect(allowed('dmf')).toBe('true'); // DOD's agreement
    expect(allowed('caivrs')).toBe('false'); // not granted to DOD
    expect(allowed('ofac')).toBe('true'); // public
    const hud = await list('reportuser');
    expect(allowed('caivrs', hud)).toBe('true');
    expect(allowed('bop', hud)).toBe('false');
  });

  it('reports record counts and the last update from the newest load', async () => {
    await t.handle.db.insert(datasourceLoads).values([
      { apiName: 'ofac', sourceVersion: 'old', recordCount: 10, loadedAt: new Date('2026-01-01T00:00:00Z') },
      { apiName: 'ofac', sourceVersion: 'new', recordCount: 8976, loadedAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    const [ofac] = await list('portaluser', '/api/v1/datasources/ofac');
    expect(ofac).toMatchObject({
      apiName: 'ofac',
      recordCount: 8976,
      lastUpdated: '2026-02-01T00:00:00.000Z',
      searchMode: 'nameOnly',
    });
    const [bop] = await list('portaluser', '/api/v1/datasources/bop');
    expect(bop).toMatchObject({ recordCount: 0, lastUpdated: null });
  });

  it('answers 400 for an unknown datasource name', async () => {
    const response = await t.app.inject({ url: '/api/v1/datasources/nope', headers: await t.as('portaluser') });
    expect(response.statusCode).toBe(400);
  });
});
