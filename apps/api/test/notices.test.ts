import { ACCESS_GROUP_PARAM, AnnouncementList, ErrorBody, NewFileIndicatorList } from '@dnp/contracts';
import { agencyFiles, announcements, eq } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('announcements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends Last-Modified and answers 304 until an announcement changes', async () => {
    const headers = await t.as('portaluser');
    const first = await t.app.inject({ url: '/api/v1/announcements', headers });
    expect(first.statusCode).toBe(200);
    expect(AnnouncementList.parse(first.json()).data[0]?.attributes.title).toBe('Development environment');
    const lastModified = String(first.headers['last-modified']);

    const again = await t.app.inject({
      url: '/api/v1/announcements',
      headers: { ...headers, 'if-modified-since': lastModified },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.handle.db
      .update(announcements)
      .set({ body: 'Maintenance on Saturday 6 AM to 8 AM Eastern.', updatedAt: new Date(Date.now() + 2000) })
      .where(eq(announcements.title, 'Development environment'));
    const changed = await t.app.inject({
      url: '/api/v1/announcements',
      headers: { ...headers, 'if-modified-since': lastModified },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['last-modified']).not.toBe(lastModified);
    expect(AnnouncementList.parse(changed.json()).data[0]?.attributes.body).toMatch(/Maintenance/);
  });
});

describe('new-file indicators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function indicator(user: string, area: string) {
    const response = await t.app.inject({ url: `/api/v1/new-file-indicators/${area}`, headers: await t.as(user) });
    return response;
  }
  const newFileExists = async (user: string, area: string) =>
    NewFileIndicatorList.parse((await indicator(user, area)).json()).data[0]?.attributes.newFileExists;

  it('sees files of the own group and its children only', async () => {
    // A sibling's and the parent's files are not portaluser's (DOD) to see.
    const matchedAt = new Date();
    await t.handle.db.insert(agencyFiles).values([
      { area: 'batchMatch', accessGroupId: 'HUD', fileName: 'hud-payments.txt', matchedAt },
      { area: 'batchMatch', accessGroupId: 'API_FTPA', fileName: 'treasury.txt', matchedAt },
    ]);
    expect(await newFileExists('portaluser', 'batchMatch')).toBe(false);

    // A file still being run lights nothing: its matches are not written yet.
    await t.handle.db
      .insert(agencyFiles)
      .values({ area: 'batchMatch', accessGroupId: 'DFAS', fileName: 'running.txt' });
    expect(await newFileExists('portaluser', 'batchMatch')).toBe(false);

    await t.handle.db
      .insert(agencyFiles)
      .values({ area: 'batchMatch', accessGroupId: 'DFAS', fileName: 'dfas.txt', matchedAt });
    expect(await newFileExists('portaluser', 'batchMatch')).toBe(true);
    expect(await newFileExists('portaluser', 'conMon')).toBe(false);
  });

  async function openArea(user: string, area: string, actingGroup?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/new-file-indicators/${area}/views`,
      ...(actingGroup === undefined ? {} : { query: { [ACCESS_GROUP_PARAM]: actingGroup } }),
      headers: await t.as(user),
      payload: { data: { attributes: {} }, meta: { client_timezone_offset: 300 } },
    });
    expect(response.statusCode).toBe(200);
    return NewFileIndicatorList.parse(response.json()).data[0]?.attributes.newFileExists;
  }
  const asAdminFor = async (group: string, area: string) => {
    const response = await t.app.inject({
      url: `/api/v1/new-file-indicators/${area}`,
      query: { [ACCESS_GROUP_PARAM]: group },
      headers: await t.as('adminuser'),
    });
    return NewFileIndicatorList.parse(response.json()).data[0]?.attributes.newFileExists;
  };

  it('goes off for the whole group once a user of it opens the area, and lights again for the next file', async () => {
    await t.handle.db
      .insert(agencyFiles)
      .values({ area: 'batchMatch', accessGroupId: 'DOD', fileName: 'dod.txt', matchedAt: new Date() });
    expect(await newFileExists('portaluser', 'batchMatch')).toBe(true);
    expect(await asAdminFor('DOD', 'batchMatch')).toBe(true);
    // An administrator acting for DOD looks on its behalf: DOD's users still see what is new.
    expect(await openArea('adminuser', 'batchMatch', 'DOD')).toBe(true);
    expect(await newFileExists('portaluser', 'batchMatch')).toBe(true);

    expect(await openArea('portaluser', 'batchMatch')).toBe(false);
    expect(await newFileExists('portaluser', 'batchMatch')).toBe(false);
    // Off for DOD, whoever acts for it; DFAS has not opened the area, so its own file is still new there.
    expect(await asAdminFor('DOD', 'batchMatch')).toBe(false);
    expect(await asAdminFor('DFAS', 'batchMatch')).toBe(true);
    // Another area's visit is its own.
    await t.handle.db
      .insert(agencyFiles)
      .values({ area: 'payment', accessGroupId: 'DOD', fileName: 'payments.txt', matchedAt: new Date() });
    expect(await newFileExists('portaluser', 'payment')).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.handle.db
      .insert(agencyFiles)
      .values({ area: 'batchMatch', accessGroupId: 'DFAS', fileName: 'later.txt', matchedAt: new Date() });
    expect(await newFileExists('portaluser', 'batchMatch')).toBe(true);
  });

  it('refuses to record a visit to an area the user has no function for', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/new-file-indicators/payment/views',
      headers: await t.as('reportuser'),
      payload: { data: { attributes: {} } },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an area the user has no function for, and audits it', async () => {
    const response = await indicator('reportuser', 'payment');
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).errors[0]?.detail).toMatch(/PAYMENTS/);
    const [row] = await auditRows(t.handle.db, 'access.denied');
    expect(row).toMatchObject({ userId: 'reportuser' });
  });
});
