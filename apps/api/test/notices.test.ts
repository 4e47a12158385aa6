import { AnnouncementList, ErrorBody, NewFileIndicatorList } from '@dnp/contracts';
import { agencyFiles, announcements, areaViews, eq } from '@dnp/db';
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

  it('counts only files whose run finished after the user last opened the area', async () => {
    await t.handle.db
      .insert(areaViews)
      .values({ userId: 'portaluser', area: 'batchMatch', lastViewedAt: new Date(Date.now() + 60_000) });
    expect(await newFileExists('portaluser', 'batchMatch')).toBe(false);
  });

  it('refuses an area the user has no function for, and audits it', async () => {
    const response = await indicator('reportuser', 'payment');
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).errors[0]?.detail).toMatch(/PAYMENTS/);
    const [row] = await auditRows(t.handle.db, 'access.denied');
    expect(row).toMatchObject({ userId: 'reportuser' });
  });
});
