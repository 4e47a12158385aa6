import { ErrorBody, SearchResponse } from '@dnp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@dnp/db';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('a TIN reveal names the search it came from', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
  }, 180_000);
  afterAll(() => t.close());

  /** A TIN search of the Death Master File: the record it returned and the search's transaction id. */
  async function searchByTin(user: string, tin: string): Promise<{ recordId: string; transactionId: string }> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/dmf',
      headers: await t.as(user),
      payload: { data: { attributes: { searchCriteria: 'SSN/EIN/TIN', tin } } },
    });
    const body = SearchResponse.parse(response.json());
    return { recordId: String(body.data[0]?.id), transactionId: String(body.meta['transaction-id']) };
  }

  async function reveal(user: string, recordId: string, attributes: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/dmf/${recordId}/tin-reveal`,
      headers: await t.as(user),
      payload: { data: { attributes: { reason: 'verify before stopping payment', ...attributes } } },
    });
  }

  async function expectRefused(response: Awaited<ReturnType<typeof reveal>>, detail: RegExp, refused: string) {
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).errors[0]?.detail).toMatch(detail);
    for (const tin of ['345678901', '123456789']) expect(response.body).not.toContain(tin);
    const [denial] = await auditRows(t.handle.db, 'access.denied');
    expect(denial).toMatchObject({ outcome: 'denied', userId: 'portaluser' });
    expect(denial?.details).toMatchObject({ refused, route: '/api/v1/:apiName/:id/tin-reveal' });
  }

  it("shows the TIN of a record the user's own search returned, and audits the search's transaction id", async () => {
    const { recordId, transactionId } = await searchByTin('portaluser', '345678901');
    const response = await reveal('portaluser', recordId, { searchTransactionId: transactionId });
    expect(response.json()).toMatchObject({ data: [{ attributes: { tin: '345678901' } }] });
    const [row] = await auditRows(t.handle.db, 'tin.reveal');
    expect(row).toMatchObject({ transactionId, resourceId: recordId, userId: 'portaluser' });
    expect(row?.requestId).not.toBe(transactionId);
    expect(row?.details).toMatchObject({
      searchTransactionId: transactionId,
      reason: 'verify before stopping payment',
    });
  });

  it('refuses a reveal that names no search, 403 audited', async () => {
    const { recordId } = await searchByTin('portaluser', '345678901');
    await expectRefused(
      await reveal('portaluser', recordId, { searchTransactionId: 'no-such-search' }),
      /^Transaction no-such-search is not a search you made in the last 24 hours\. A full TIN is shown only for a record your own search returned/,
      'no such search',
    );
    // A record read is a transaction too, but not a search.
    const read = await t.app.inject({ url: `/api/v1/dmf/${recordId}`, headers: await t.as('portaluser') });
    const readTransaction = String((read.json() as { meta?: Record<string, unknown> }).meta?.['transaction-id']);
    await expectRefused(
      await reveal('portaluser', recordId, { searchTransactionId: readTransaction }),
      /is not a search you made/,
      'no such search',
    );
  });

  it('refuses a reveal without a search: 400 naming the field', async () => {
    const { recordId } = await searchByTin('portaluser', '345678901');
    const response = await reveal('portaluser', recordId, {});
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).errors[0]?.detail).toMatch(/searchTransactionId/);
  });

  it("refuses a reveal that names another user's search, saying no more than of no search", async () => {
    const theirs = await searchByTin('adminuser', '345678901');
    await expectRefused(
      await reveal('portaluser', theirs.recordId, { searchTransactionId: theirs.transactionId }),
      new RegExp(`^Transaction ${theirs.transactionId} is not a search you made in the last 24 hours\\.`),
      'no such search',
    );
  });

  it('refuses a reveal of a record the named search did not return', async () => {
    const mine = await searchByTin('portaluser', '123456789');
    const other = await searchByTin('portaluser', '345678901');
    await expectRefused(
      await reveal('portaluser', other.recordId, { searchTransactionId: mine.transactionId }),
      new RegExp(
        `^Your search ${mine.transactionId} did not return SSA Death Master File record ${other.recordId}\\. A full TIN is shown only for a record the search you name returned\\.$`,
      ),
      'not returned by that search',
    );
  });

  it('refuses a reveal that names a search older than 24 hours', async () => {
    const { recordId } = await searchByTin('portaluser', '345678901');
    await t.handle.db.insert(auditLog).values({
      occurredAt: new Date(Date.now() - 25 * 3600_000),
      requestId: 'yesterday-search',
      transactionId: 'yesterday-search',
      userId: 'portaluser',
      action: 'search',
      outcome: 'allowed',
      datasource: 'dmf',
      details: { recordIds: [Number(recordId)] },
    });
    await expectRefused(
      await reveal('portaluser', recordId, { searchTransactionId: 'yesterday-search' }),
      /not a search you made in the last 24 hours/,
      'no such search',
    );
  });
});
