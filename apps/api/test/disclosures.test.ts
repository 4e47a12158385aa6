import { DisclosureList, ErrorBody, SearchResponse } from '@dnp/contracts';
import { userBusinessFunctions } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The Privacy Act accounting of disclosures answers for the caller's own agency tree only. */
describe('disclosure accounting', () => {
  let t: TestApp;
  let recordId = '';
  beforeAll(async () => {
    t = await createTestApp({ ACCESS_CACHE_SECONDS: '0' });
    await loadFile(t.handle, 'dmf', writeDmfFile());
    // An agency administrator in DOD: same function as the Do Not Pay administrator, a group with a parent.
    await t.handle.db
      .insert(userBusinessFunctions)
      .values({ userId: 'portaluser', businessFunction: 'ACCESS_GROUP_ADMIN' });
    // reportuser (HUD) has no search function; give it one so HUD makes a disclosure.
    await t.handle.db.insert(userBusinessFunctions).values({ userId: 'reportuser', businessFunction: 'ONLINE_SEARCH' });
    for (const user of ['portaluser', 'reportuser']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/search/dmf',
        headers: await t.as(user),
        payload: { data: { attributes: { searchCriteria: 'NAME', name: `Chukwuemeka Okafor` } } },
      });
      recordId = SearchResponse.parse(response.json()).data[0]?.id ?? '';
    }
    expect(recordId).not.toBe('');
  });
  afterAll(() => t.close());

  const disclosures = async (user: string, datasource = 'dmf') =>
    t.app.inject({
      url: `/api/v1/audit/disclosures?datasource=${datasource}&recordId=${recordId}`,
      headers: await t.as(user),
    });

  it("shows a DOD administrator DOD's searches and not HUD's", async () => {
    const response = await disclosures('portaluser');
    expect(response.statusCode).toBe(200);
    const rows = DisclosureList.parse(response.json()).data.map((d) => d.attributes);
    expect(rows.map((row) => row.homeAccessGroupId)).toEqual(['DOD']);
    expect(rows[0]).toMatchObject({ action: 'search', userId: 'portaluser' });
  });

  it("shows a Do Not Pay administrator every agency's searches", async () => {
    const response = await disclosures('adminuser');
    const groups = DisclosureList.parse(response.json()).data.map((d) => d.attributes.homeAccessGroupId);
    expect(groups.sort()).toEqual(['DOD', 'HUD']);
  });

  it('audits each read of the accounting with its scope', async () => {
    const before = (await auditRows(t.handle.db, 'disclosure.list')).length;
    await disclosures('portaluser');
    const rows = await auditRows(t.handle.db, 'disclosure.list');
    expect(rows.length - before).toBe(1);
    expect(rows[0]).toMatchObject({ userId: 'portaluser', datasource: 'dmf', resourceId: recordId, resultCount: 1 });
    expect(rows[0]?.details).toMatchObject({ scope: ['DOD', 'DFAS', 'INT_QAWLONE'] });
  });

  it("refuses a source the caller's group has no grant for", async () => {
    // DOD holds no CAIVRS grant.
    const response = await disclosures('portaluser', 'caivrs');
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).errors[0]?.detail).toMatch(/CAIVRS/);
  });
});
