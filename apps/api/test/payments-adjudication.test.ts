import { ACCESS_GROUP_PARAM, PaymentAdjudicationEntryList, PaymentSummaryList } from '@dnp/contracts';
import { and, eq, paymentAdjudications, payments, sql } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { seedPaymentFile, type SeedPayment } from './payments-seed.js';
import { createTestApp, type TestApp } from './test-app.js';

const matched = (partyId: number, date: string, surname = 'HERNANDEZ'): SeedPayment => ({
  partyId,
  paymentId: `PAY-${partyId}`,
  name: `PAYEE ${surname}`,
  tin: '123456789',
  date,
  amount: '100.00',
  match: { surname, level: 'CONCLUSIVE' },
  stop: true,
});

describe('payment adjudication, one and many', () => {
  let t: TestApp;
  let dfasFile = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
    dfasFile = await seedPaymentFile(t, {
      group: 'DFAS',
      fileName: 'DFAS_PAY_20260305.txt',
      receivedAt: '2026-03-04T10:00:00Z',
      payments: [
        matched(11, '2026-03-05'),
        matched(12, '2026-03-06'),
        matched(14, '2026-03-07'),
        matched(15, '2026-03-08'),
        matched(16, '2026-03-09'),
      ],
    });
    await seedPaymentFile(t, {
      group: 'HUD',
      fileName: 'HUD_PAY.txt',
      receivedAt: '2026-03-02T10:00:00Z',
      payments: [matched(31, '2026-03-03')],
    });
  }, 120_000);
  afterAll(() => t.close());

  async function decide(
    user: string,
    partyId: number,
    matchAdjudicationStatusTypeCode: string,
    action: string,
    extra: Record<string, string> = {},
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/adjudications',
      headers: await t.as(user),
      payload: {
        data: {
          attributes: {
            paymentId: `PAY-${partyId}`,
            agencyPartyId: partyId,
            matchAdjudicationStatusTypeCode,
            action,
            ...extra,
          },
        },
      },
    });
  }
  const stateOf = async (partyId: number) => {
    const [row] = await t.handle.db
      .select({ status: payments.adjudicationStatus, paymentStatus: payments.paymentStatus })
      .from(payments)
      .where(and(eq(payments.fileId, dfasFile), eq(payments.partyId, partyId)));
    return row;
  };
  const history = async (partyId: number) => {
    const response = await t.app.inject({
      url: '/api/v1/payments/adjudications',
      query: { 'filter[agencyPartyId]': String(partyId), 'filter[paymentId]': `PAY-${partyId}` },
      headers: await t.as('portaluser'),
    });
    expect(response.statusCode).toBe(200);
    return PaymentAdjudicationEntryList.parse(response.json()).data.map((row) => row.attributes);
  };

  it('saves, submits and — as the level-1 group — certifies, with a history row and an audit row each', async () => {
    const saved = await decide('portaluser', 11, 'IMPROPER', 'save', {
      matchAdjudicationStatusComment: 'Death confirmed',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: [] });
    expect(await stateOf(11)).toEqual({ status: 'IMPROPER (PENDING)', paymentStatus: 'STOPPED' });
    expect((await decide('portaluser', 11, 'IMPROPER', 'submit')).statusCode).toBe(200);
    expect(await stateOf(11)).toEqual({ status: 'IMPROPER (SUBMITTED)', paymentStatus: 'STOPPED' });
    // The level-1 group of DOD's tree is its root (API_FTPA), where adminuser is at home.
    expect((await decide('adminuser', 11, 'IMPROPER', 'certify')).statusCode).toBe(200);
    expect(await stateOf(11)).toEqual({ status: 'PAYMENT INVALID', paymentStatus: 'INVALID' });
    const entries = await history(11);
    expect(entries.map((entry) => [entry.action, entry.fromStatus, entry.toStatus, entry.userId])).toEqual([
      ['save', null, 'IMPROPER (PENDING)', 'portaluser'],
      ['submit', 'IMPROPER (PENDING)', 'IMPROPER (SUBMITTED)', 'portaluser'],
      ['certify', 'IMPROPER (SUBMITTED)', 'PAYMENT INVALID', 'adminuser'],
    ]);
    expect(entries[0]).toMatchObject({ matchAdjudicationStatusComment: 'Death confirmed', accessGroupId: 'DOD' });
    const audited = (await auditRows(t.handle.db, 'adjudicate')).filter((row) => row.resourceId === `${dfasFile}-11`);
    expect(audited.map((row) => (row.details as { to: string }).to)).toEqual([
      'PAYMENT INVALID',
      'IMPROPER (SUBMITTED)',
      'IMPROPER (PENDING)',
    ]);
    // Certified is final: no one moves it, not even the level-1 group.
    const after = await decide('adminuser', 11, 'PROPER - BUSINESS REASON', 'save');
    expect(after.statusCode).toBe(409);
    expect(after.json().errors[0].detail).toContain('cannot move from PAYMENT INVALID');
  });

  it('refuses an agency reviewer a reopen (403, audited) and releases a proper payment with an override', async () => {
    expect(
      (
        await decide('portaluser', 12, 'PROPER - BUSINESS REASON', 'submit', {
          agencyOverrideDesc: 'LITIGATION PROCEEDINGS',
        })
      ).statusCode,
    ).toBe(200);
    expect(await stateOf(12)).toEqual({ status: 'PROPER (SUBMITTED)', paymentStatus: 'ISSUED' });
    const denialsBefore = (await auditRows(t.handle.db, 'access.denied')).length;
    const reopen = await decide('portaluser', 12, 'IMPROPER', 'save');
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json().errors[0].detail).toContain('only the level-1 access group may');
    expect((await auditRows(t.handle.db, 'access.denied')).length).toBe(denialsBefore + 1);
    expect(await stateOf(12)).toEqual({ status: 'PROPER (SUBMITTED)', paymentStatus: 'ISSUED' });
    expect((await decide('adminuser', 12, 'IMPROPER', 'save')).statusCode).toBe(200);
    expect(await stateOf(12)).toEqual({ status: 'IMPROPER (PENDING)', paymentStatus: 'STOPPED' });
  });

  it('refuses the administrator a certification while acting for DOD: only the level-1 group certifies', async () => {
    expect((await decide('portaluser', 16, 'PROPER - BUSINESS REASON', 'submit')).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/adjudications',
      query: { [ACCESS_GROUP_PARAM]: 'DOD' },
      headers: await t.as('adminuser'),
      payload: {
        data: {
          attributes: {
            paymentId: 'PAY-16',
            agencyPartyId: 16,
            matchAdjudicationStatusTypeCode: 'PROPER - BUSINESS REASON',
            action: 'certify',
          },
        },
      },
    });
    expect(response.statusCode).toBe(403);
    expect(await stateOf(16)).toMatchObject({ status: 'PROPER (SUBMITTED)' });
  });

  it('leaves no state and no history when the audit row cannot be written', async () => {
    await t.handle.db.execute(sql`create function refuse_payment_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'adjudicate' and new.details->>'paymentId' = 'PAY-15' then raise exception 'audit refused'; end if;
        return new;
      end $$`);
    await t.handle.db.execute(
      sql`create trigger refuse_payment_audit before insert on audit_log for each row execute function refuse_payment_audit()`,
    );
    try {
      const response = await decide('portaluser', 15, 'IMPROPER', 'submit');
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('audit refused');
    } finally {
      await t.handle.db.execute(sql`drop trigger refuse_payment_audit on audit_log`);
      await t.handle.db.execute(sql`drop function refuse_payment_audit()`);
    }
    expect(await stateOf(15)).toEqual({ status: null, paymentStatus: 'STOPPED' });
    const rows = await t.handle.db
      .select()
      .from(paymentAdjudications)
      .where(and(eq(paymentAdjudications.fileId, dfasFile), eq(paymentAdjudications.partyId, 15)));
    expect(rows).toEqual([]);
  });

  it('answers 404 for another group’s payment and 400 for a body the rule refuses', async () => {
    const sibling = await decide('portaluser', 31, 'IMPROPER', 'save');
    expect(sibling.statusCode).toBe(404);
    const other = await decide('portaluser', 14, 'PROPER - OTHER', 'save');
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('PROPER - OTHER needs a comment');
  });

  async function bulk(user: string, partyIds: number[], action: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/adjudications/bulk',
      headers: await t.as(user),
      payload: {
        data: {
          attributes: {
            payments: partyIds.map((partyId) => ({ paymentId: `PAY-${partyId}`, agencyPartyId: partyId })),
            matchAdjudicationStatusTypeCode: 'IMPROPER',
            action,
          },
        },
      },
    });
  }

  it('decides several payments at once, one audit row each, and nothing when one is refused', async () => {
    const auditedBefore = (await auditRows(t.handle.db, 'adjudicate')).length;
    const refused = await bulk('portaluser', [14, 11], 'save');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/payments/1' } });
    expect(refused.json().errors[0].detail).toContain('Payment PAY-11 of payee 11');
    expect(await stateOf(14)).toEqual({ status: null, paymentStatus: 'STOPPED' });
    const done = await bulk('portaluser', [14, 15], 'save');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().meta['total-count']).toBe(2);
    expect(await stateOf(14)).toMatchObject({ status: 'IMPROPER (PENDING)' });
    expect(await stateOf(15)).toMatchObject({ status: 'IMPROPER (PENDING)' });
    expect((await auditRows(t.handle.db, 'adjudicate')).length).toBe(auditedBefore + 2);
    const notMine = await bulk('portaluser', [14, 31], 'save');
    expect(notMine.statusCode).toBe(404);
  });

  it('shows the decisions in the list: pending, adjudicated, several decisions', async () => {
    const response = await t.app.inject({
      url: '/api/v1/payments',
      query: { 'filter[paymentAdjudicationStatusTypeCode]': 'IMPROPER (PENDING)', sort: 'agencyPartyId' },
      headers: await t.as('portaluser'),
    });
    const page = PaymentSummaryList.parse(response.json());
    expect(
      page.data.map((row) => [
        row.attributes.agencyPartyId,
        row.attributes.pendingIndicator,
        row.attributes.multipleAdjudicationFlag,
      ]),
    ).toEqual([
      [12, 'true', 'true'],
      [14, 'true', 'false'],
      [15, 'true', 'false'],
    ]);
  });
});
