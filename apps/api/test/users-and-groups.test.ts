import { AccessGroupList, ErrorBody, UserInfoList } from '@dnp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { createTestApp, signToken, type TestApp } from './test-app.js';

describe('current user and access groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the signed-in user with role, group and functions', async () => {
    const response = await t.app.inject({ url: '/api/v1/users/current', headers: await t.as('reportuser') });
    const user = UserInfoList.parse(response.json()).data[0]?.attributes;
    expect(user).toMatchObject({
      userId: 'reportuser',
      firstName: 'Rita',
      lastName: 'Reports',
      accessGroup: 'HUD',
      allowedBusinessFunctions: ['REPORTING'],
    });
  });

  it('refuses a user with an empty role everywhere, saying why, and audits it', async () => {
    for (const url of ['/api/v1/users/current', '/api/v1/datasources', '/api/v1/terms']) {
      const response = await t.app.inject({ url, headers: await t.as('norole') });
      expect(response.statusCode).toBe(403);
      expect(ErrorBody.parse(response.json()).errors[0]?.detail).toMatch(/no portal role/);
    }
    const denials = await auditRows(t.handle.db, 'access.denied');
    expect(denials.filter((row) => row.userId === 'norole')).toHaveLength(3);
  });

  it('refuses a member of an inactive group', async () => {
    const response = await t.app.inject({ url: '/api/v1/users/current', headers: await t.as('lazyuser') });
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).errors[0]?.detail).toMatch(/INT_QAWLONE is inactive/);
  });

  it('refuses a valid token of a person without an account', async () => {
    const response = await t.app.inject({
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${await signToken({ sub: 'stranger' })}` },
    });
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).errors[0]?.detail).toMatch(/not registered/);
  });

  it('shows the home group and its descendants, never the parent or a sibling', async () => {
    const response = await t.app.inject({ url: '/api/v1/access-groups', headers: await t.as('portaluser') });
    const body = AccessGroupList.parse(response.json());
    const ids = body.data.map((g) => g.attributes.accessGroupId);
    expect(ids).toEqual(['DOD', 'DFAS', 'INT_QAWLONE']);
    expect(body.meta?.['total-count']).toBe(3);
    expect(ids).not.toContain('API_FTPA');
    expect(ids).not.toContain('HUD');
  });
});
