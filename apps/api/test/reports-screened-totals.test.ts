import { AgencyFileStatusList, ReportList, type ReportRow } from '@dnp/contracts';
import { eq, inLoadTransaction, paymentMonthTotals, queryRows, screenPayments } from '@dnp/db';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner, type JobHandler } from '../src/jobs/job-runner.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

const FILES = '/api/v1/payments/files';
const KIND = 'agency-file.payment';
const HEADER =
  'agencyAlcCode,scheduleNumber,paymentId,agencyPartyId,payeeName,tin,tinTypeCode,paymentAmount,paymentTypeCode,workingPaymentDate,payeeAccountNumber';

/**
 * MARIA ELENA HERNANDEZ of the test DMF (load-test-data.ts) died 2024-03-15: paid 80 days later she
 * is stopped, 5 days later flagged; the other two payees match nobody.
 */
const rows = [
  {
    alc: '97010001',
    id: 'P1',
    name: 'MARIA ELENA HERNANDEZ',
    tin: '123456789',
    amount: '1843.27',
    type: 'MONTHLY BENEFIT',
    date: '2024-06-03',
  },
  {
    alc: '97010001',
    id: 'P2',
    name: 'MARIA E HERNANDEZ',
    tin: '123456789',
    amount: '1843.27',
    type: 'MONTHLY BENEFIT',
    date: '2024-03-20',
  },
  {
    alc: '97010002',
    id: 'P3',
    name: 'JANE Q PUBLIC',
    tin: '111223333',
    amount: '75.00',
    type: 'N/A',
    date: '2024-06-03',
  },
  {
    alc: '97010001',
    id: 'P4',
    name: 'JOHN NOBODY',
    tin: '222334444',
    amount: '10.50',
    type: 'MONTHLY BENEFIT',
    date: '2024-06-28',
  },
];
const CSV = `${HEADER}\n${rows
  .map((r, i) => [r.alc, 'S2406', r.id, i + 1, r.name, r.tin, 'SSN', r.amount, r.type, r.date, ''].join(','))
  .join('\n')}\n`;

/** The screened figures of the payment activity, computed here from the rows sent. */
function screenedFigures(): Record<string, { value: number; amount: string }> {
  const cents = new Map<string, { value: number; cents: number }>();
  for (const row of rows) {
    const key = `${row.date.slice(0, 7)}|${row.alc}|screened|${row.type}`;
    const figure = cents.get(key) ?? { value: 0, cents: 0 };
    cents.set(key, { value: figure.value + 1, cents: figure.cents + Math.round(Number(row.amount) * 100) });
  }
  return Object.fromEntries(
    [...cents].map(([key, f]) => [key, { value: f.value, amount: (f.cents / 100).toFixed(2) }]),
  );
}

const keyed = (figures: ReportRow[]) =>
  Object.fromEntries(
    figures.map((row) => [
      `${row.period}|${row.agencyAlcCode}|${row.measure}|${row.category}`,
      { value: row.value, amount: row.amount },
    ]),
  );

describe('payment reports count what screening kept, per file', () => {
  let t: TestApp;

  beforeAll(async () => {
    const uploadDir = await mkdtemp(join(tmpdir(), 'dnp-report-totals-'));
    t = await createTestApp({ UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '100000' });
    await loadFile(t.handle, 'dmf', writeDmfFile());
  }, 60_000);
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: await t.as('portaluser') });
  async function upload(): Promise<number> {
    const data = new FormData();
    data.append('allowDuplicate', 'true');
    data.append('file', new Blob([CSV]), 'payments.csv');
    const body = new Response(data);
    const response = await t.app.inject({
      method: 'POST',
      url: FILES,
      headers: { ...(await t.as('portaluser')), 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(202);
    return Number(AgencyFileStatusList.parse(response.json()).data[0]?.attributes.agencyFrbFileId);
  }
  async function activity2024() {
    const response = await call('GET', '/api/v1/reports/payment-activity?filter[reportYearNumber]=2024');
    expect(response.statusCode, response.body).toBe(200);
    return keyed(ReportList.parse(response.json()).data[0]?.attributes.rows ?? []);
  }
  const totalsOf = (fileId: number) =>
    t.handle.db
      .select({
        group: paymentMonthTotals.accessGroupId,
        alc: paymentMonthTotals.agencyAlcCode,
        month: paymentMonthTotals.month,
        type: paymentMonthTotals.paymentType,
        payments: paymentMonthTotals.payments,
        amount: paymentMonthTotals.amount,
      })
      .from(paymentMonthTotals)
      .where(eq(paymentMonthTotals.fileId, fileId))
      .orderBy(paymentMonthTotals.month, paymentMonthTotals.agencyAlcCode, paymentMonthTotals.paymentType);

  /** The payment run, cancelled by its owner once the screening step has committed. */
  function cancelledAfterScreening(): JobHandler {
    const real = jobHandlers(t.handle, t.config)[KIND];
    if (!real) throw new Error(`no handler of ${KIND}`);
    const handler: JobHandler = (context) =>
      real({
        ...context,
        step: async (work, outcome) => {
          const result = await context.step(work, outcome);
          const { checkpoint } = outcome(result);
          if (checkpoint.screened === true && checkpoint.matched !== true) {
            const fileId = Number(context.job.payload.fileId);
            expect((await call('POST', `${FILES}/${fileId}/cancel`)).statusCode).toBe(202);
          }
          return result;
        },
      });
    if (real.discard) handler.discard = real.discard;
    return handler;
  }

  it('counts a file cancelled after screening in no figure, and once it is run again, every payment once', async () => {
    const fileId = await upload();
    expect(await new JobRunner(t.handle, { [KIND]: cancelledAfterScreening() }).runOnce()).toBe(true);
    const cancelled = AgencyFileStatusList.parse((await call('GET', `${FILES}/${fileId}`)).json()).data[0];
    expect(cancelled?.attributes).toMatchObject({ state: 'cancelled', matchedAt: null });
    expect(await totalsOf(fileId)).toEqual([]);
    expect(await activity2024()).toEqual({});

    expect((await call('POST', `${FILES}/${fileId}/rerun`)).statusCode).toBe(202);
    const runner = new JobRunner(t.handle, jobHandlers(t.handle, t.config));
    while (await runner.runOnce()) {
      // the rerun
    }
    expect(await activity2024()).toEqual({
      ...screenedFigures(),
      '2024-03|97010001|matched|MONTHLY BENEFIT': { value: 1, amount: '1843.27' },
      '2024-03|97010001|matchedBySource|MONTHLY BENEFIT · DMF': { value: 1, amount: '1843.27' },
      '2024-06|97010001|matched|MONTHLY BENEFIT': { value: 1, amount: '1843.27' },
      '2024-06|97010001|matchedBySource|MONTHLY BENEFIT · DMF': { value: 1, amount: '1843.27' },
      '2024-06|97010001|stopped|MONTHLY BENEFIT': { value: 1, amount: '1843.27' },
    });
  });

  it("keeps each screened file's totals equal to a recount of its payments, however often it is screened", async () => {
    const fileId = await upload();
    const runner = new JobRunner(t.handle, jobHandlers(t.handle, t.config));
    while (await runner.runOnce()) {
      // the run
    }
    const recount = () =>
      queryRows<{ group: string; alc: string; month: string; type: string; payments: number; amount: string }>(
        t.handle,
        `select f.access_group_id as "group", a.alc, date_trunc('month', p.working_payment_date)::date::text as month,
                p.payment_type as type, count(*)::int as payments, sum(a.payment_amount)::numeric(20, 2)::text as amount
           from payments p
           join agency_files f on f.id = p.file_id
           join agency_parties a on a.file_id = p.file_id and a.party_id = p.party_id
          where p.file_id = $1
          group by 1, 2, 3, 4 order by 3, 2, 4`,
        [fileId],
      );
    const expected = await recount();
    expect(expected).toHaveLength(3);
    expect(await totalsOf(fileId)).toEqual(expected);
    await inLoadTransaction(t.handle, (session) => screenPayments(session, fileId, 'DOD'));
    expect(await totalsOf(fileId)).toEqual(expected);
  });
});
