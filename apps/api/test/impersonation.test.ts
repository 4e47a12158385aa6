import { ErrorBody, UserInfoList } from '@dnp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('acting for another access group', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets a user with IMPERSONATION act for a group below theirs, and audits each request', async () => {
    const response = await t.app.inject({
      url: '/api/v1/users/current?accessGroup=HUD',
      headers: await t.as('adminuser'),
    });
    expect(response.statusCode).toBe(200);
    expect(UserInfoList.parse(response.json()).data[0]?.attributes).toMatchObject({
      accessGroup: 'API_FTPA',
      actingAccessGroup: 'HUD',
    });
    const [row] = await auditRows(t.handle.db, 'impersonate');
    expect(row).toMatchObject({ userId: 'adminuser', homeAccessGroupId: 'API_FTPA', actingAccessGroupId: 'HUD' });
  });

  it('scopes data to the impersonated group', async () => {
    const response = await t.app.inject({
      url: '/api/v1/datasources?accessGroup=HUD',
      headers: await t.as('adminuser'),
    });
    const allowed = (response.json() as { data: Array<{ attributes: { apiName: string; allowedDatasource: string } }> })
      .data;
    const byName = new Map(allowed.map((d) => [d.attributes.apiName, d.attributes.allowedDatasource]));
    // HUD's agreement covers CAIVRS but not the Bureau of Prisons.
    expect(byName.get('caivrs')).toBe('true');
    expect(byName.get('bop')).toBe('false');
  });

  it('refuses the parameter from a user without IMPERSONATION, and audits the denial', async () => {
    const response = await t.app.inject({
      url: '/api/v1/users/current?accessGroup=HUD',
      headers: await t.as('portaluser'),
    });
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).errors[0]?.detail).toBe('You may not act for another access group.');
    const [row] = await auditRows(t.handle.db, 'access.denied');
    expect(row).toMatchObject({ userId: 'portaluser', outcome: 'denied' });
    expect(row?.details).toMatchObject({ requestedGroup: 'HUD' });
  });

  it('ignores the parameter when it names the home group', async () => {
    const response = await t.app.inject({
      url: '/api/v1/users/current?accessGroup=DOD',
      headers: await t.as('portaluser'),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an inactive or unknown group', async () => {
    for (const group of ['INT_QAWLONE', 'NOPE']) {
      const response = await t.app.inject({
        url: `/api/v1/users/current?accessGroup=${group}`,
        headers: await t.as('adminuser'),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
