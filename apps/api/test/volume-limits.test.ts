import { ErrorBody, SearchResponse } from '@dnp/contracts';
import { and, asc, auditLog, dmfRecords, eq } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The real app with small limits, on a private database holding three Death Master File records. */
async function appWithLimits(env: Record<string, string>): Promise<{ t: TestApp; ids: string[] }> {
  const t = await createTestApp(env);
  await loadFile(t.handle, 'dmf', writeDmfFile());
  const rows = await t.handle.db.select({ id: dmfRecords.id }).from(dmfRecords).orderBy(asc(dmfRecords.id));
  return { t, ids: rows.map((row) => String(row.id)) };
}

async function allowedRows(t: TestApp, userId: string, action: string) {
  return t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, action), eq(auditLog.outcome, 'allowed')))
    .orderBy(asc(auditLog.id));
}

describe('record reads per user per hour', () => {
  let t: TestApp;
  let ids: string[] = [];
  beforeAll(async () => {
    ({ t, ids } = await appWithLimits({ RECORD_READS_PER_HOUR: '3' }));
  }, 180_000);
  afterAll(() => t.close());

  const read = async (user: string, id: string) =>
    t.app.inject({ url: `/api/v1/dmf/${id}`, headers: await t.as(user) });

  it('refuses the read over the limit with 429, saying how many, over what window and when it resets, audited', async () => {
    // Reads of more than an hour ago are out of the window: they do not count.
    const longAgo = new Date(Date.now() - 61 * 60_000);
    await t.handle.db.insert(auditLog).values(
      [1, 2, 3].map(() => ({
        occurredAt: longAgo,
        requestId: 'earlier',
        userId: 'portaluser',
        action: 'record.read',
        outcome: 'allowed' as const,
        datasource: 'dmf',
      })),
    );
    for (const id of [ids[0], ids[1], ids[2]]) expect((await read('portaluser', String(id))).statusCode).toBe(200);

    const refused = await read('portaluser', String(ids[0]));
    expect(refused.statusCode).toBe(429);
    const error = ErrorBody.parse(refused.json()).errors[0];
    const [firstInWindow] = (await allowedRows(t, 'portaluser', 'record.read')).filter(
      (row) => row.requestId !== 'earlier',
    );
    const resetAt = new Date((firstInWindow?.occurredAt.getTime() ?? 0) + 3600_000).toISOString();
    expect(error?.detail).toBe(
      `You have read 3 records in the last hour, the most one user may in an hour. You may read records again at ${resetAt} (in 60 minutes).`,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body).not.toContain('HERNANDEZ');

    const [limitedRow] = await auditRows(t.handle.db, 'access.limited');
    expect(limitedRow).toMatchObject({ userId: 'portaluser', outcome: 'denied', actingAccessGroupId: 'DOD' });
    expect(limitedRow?.details).toMatchObject({
      limited: 'record.read',
      limit: 3,
      setting: 'RECORD_READS_PER_HOUR',
      windowHours: 1,
      resetAt,
      route: '/api/v1/:apiName/:id',
    });
    // The refusal is not a read: the count stays at the limit.
    expect(await allowedRows(t, 'portaluser', 'record.read')).toHaveLength(3 + 3);
  });

  it("counts each user's reads apart: another user still reads", async () => {
    expect((await read('adminuser', String(ids[0]))).statusCode).toBe(200);
  });

  it("lets one user's parallel reads through only up to the limit", async () => {
    // adminuser has read one record (the test before); forty more at once leave room for two (without the lock PostgreSQL lets four or more through).
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => read('adminuser', String(ids[i % 3]))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(38);
    expect(await allowedRows(t, 'adminuser', 'record.read')).toHaveLength(3);
  });
});

describe('TIN reveals per user per day', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await appWithLimits({ TIN_REVEALS_PER_DAY: '2' }));
  }, 180_000);
  afterAll(() => t.close());

  it('refuses the reveal over the limit with 429 and when it resets, audited', async () => {
    const headers = await t.as('portaluser');
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/dmf',
      headers,
      payload: { data: { attributes: { searchCriteria: 'SSN/EIN/TIN', tin: '345678901' } } },
    });
    const body = SearchResponse.parse(search.json());
    const reveal = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/dmf/${body.data[0]?.id}/tin-reveal`,
        headers,
        payload: {
          data: {
            attributes: { reason: 'verify before stopping payment', searchTransactionId: body.meta['transaction-id'] },
          },
        },
      });
    expect((await reveal()).statusCode).toBe(200);
    expect((await reveal()).statusCode).toBe(200);

    const refused = await reveal();
    expect(refused.statusCode).toBe(429);
    expect(refused.body).not.toContain('345678901');
    expect(ErrorBody.parse(refused.json()).errors[0]?.detail).toMatch(
      /^You have shown 2 full TINs in the last 24 hours, the most one user may in 24 hours\. You may show a full TIN again at \d{4}-\d\d-\d\dT[\d:.]+Z \(in 1440 minutes\)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    const [limitedRow] = await auditRows(t.handle.db, 'access.limited');
    expect(limitedRow?.details).toMatchObject({ limited: 'tin.reveal', limit: 2, windowHours: 24 });
    expect(await allowedRows(t, 'portaluser', 'tin.reveal')).toHaveLength(2);
  });
});
