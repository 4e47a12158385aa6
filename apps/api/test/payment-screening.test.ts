import {
  AgencyFileStatusList,
  ErrorBody,
  NewFileIndicatorList,
  PaymentSummaryList,
  ReportFigureRowList,
  ReportList,
} from '@dnp/contracts';
import {
  agencyFiles,
  agencyParties,
  and,
  inLoadTransaction,
  screenPayments,
  asc,
  dmfRecords,
  eq,
  matchResults,
  matchSuppressions,
  paymentRuleHits,
  payments,
  paymentSuppressedMatches,
} from '@dnp/db';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

const FILES = '/api/v1/payments/files';
const HEADER =
  'agencyAlcCode,scheduleNumber,paymentId,agencyPartyId,payeeName,tin,tinTypeCode,paymentAmount,paymentTypeCode,workingPaymentDate,payeeAccountNumber';

/**
 * Payees planted on the test DMF (load-test-data.ts): MARIA ELENA HERNANDEZ died 2024-03-15,
 * CHUKWUEMEKA OKAFOR 2023-11-02.
 */
const planted = [
  // 80 days after the death: stopped.
  '97010001,S240603,P1,1,MARIA ELENA HERNANDEZ,123-45-6789,SSN,1843.27,MONTHLY BENEFIT,2024-06-03,000123456789',
  // 5 days after the same death: flagged, issued.
  '97010001,S240320,P2,2,MARIA E HERNANDEZ,123456789,SSN,1843.27,MONTHLY BENEFIT,2024-03-20,',
  // Paid before the death: flagged.
  '97010001,S231001,P3,3,CHUKWUEMEKA OKAFOR,234567890,SSN,5210.00,SALARY,2023-10-01,',
  // Nobody's death: screened, issued, no rule.
  '97010001,S240603,P4,4,JANE Q PUBLIC,111223333,SSN,75.00,N/A,2024-06-03,',
];

async function form(content: string, fileName: string) {
  const data = new FormData();
  // The planted rows are sent more than once on purpose.
  data.append('allowDuplicate', 'true');
  data.append('file', new Blob([content]), fileName);
  const body = new Response(data);
  return { payload: Buffer.from(await body.arrayBuffer()), contentType: body.headers.get('content-type') ?? '' };
}

describe('payment files: intake and screening', () => {
  let t: TestApp;
  let runner: JobRunner;

  beforeAll(async () => {
    const uploadDir = await mkdtemp(join(tmpdir(), 'dnp-payment-uploads-'));
    t = await createTestApp({ UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '100000' });
    runner = new JobRunner(t.handle, jobHandlers(t.handle, t.config, { stepRows: 2 }));
    await loadFile(t.handle, 'dmf', writeDmfFile());
  }, 60_000);
  afterAll(() => t.close());

  async function upload(content: string, options: { user?: string; group?: string; fileName?: string } = {}) {
    const { payload, contentType } = await form(content, options.fileName ?? 'payments.csv');
    return t.app.inject({
      method: 'POST',
      url: FILES,
      query: options.group ? { accessGroup: options.group } : {},
      headers: { ...(await t.as(options.user ?? 'portaluser')), 'content-type': contentType },
      payload,
    });
  }
  const fileIdOf = (body: unknown) => Number(AgencyFileStatusList.parse(body).data[0]?.attributes.agencyFrbFileId);
  async function screened(content: string, fileName?: string): Promise<number> {
    const response = await upload(content, fileName === undefined ? {} : { fileName });
    expect(response.statusCode).toBe(202);
    while (await runner.runOnce()) {
      // every queued run
    }
    return fileIdOf(response.json());
  }
  const paymentsOf = (fileId: number) =>
    t.handle.db
      .select({
        partyId: payments.partyId,
        status: payments.paymentStatus,
        days: payments.daysSinceDeath,
        stop: payments.stopRuleApplied,
        business: payments.businessRuleApplied,
        screenedAt: payments.screenedAt,
      })
      .from(payments)
      .where(eq(payments.fileId, fileId))
      .orderBy(asc(payments.partyId));
  const hitsOf = (fileId: number) =>
    t.handle.db
      .select({ partyId: paymentRuleHits.partyId, rule: paymentRuleHits.ruleCode, applied: paymentRuleHits.applied })
      .from(paymentRuleHits)
      .where(eq(paymentRuleHits.fileId, fileId))
      .orderBy(asc(paymentRuleHits.partyId));

  it('lights the payments new-file indicator when a file is screened, not when it arrives', async () => {
    const indicator = async () => {
      const response = await t.app.inject({
        url: '/api/v1/new-file-indicators/payment',
        headers: await t.as('portaluser'),
      });
      return NewFileIndicatorList.parse(response.json()).data[0]?.attributes.newFileExists;
    };
    expect(await indicator()).toBe(false);
    expect((await upload(`${HEADER}\n${planted[3] ?? ''}\n`, { fileName: 'indicator.csv' })).statusCode).toBe(202);
    expect(await indicator()).toBe(false);
    while (await runner.runOnce()) {
      // the queued run
    }
    expect(await indicator()).toBe(true);
  });

  it('screens an uploaded payment file: planted payees stopped or flagged as docs/payment-rules.md says', async () => {
    const fileId = await screened(`${HEADER}\n${planted.join('\n')}\n`);
    const status = await t.app.inject({ url: `${FILES}/${fileId}`, headers: await t.as('portaluser') });
    expect(AgencyFileStatusList.parse(status.json()).data[0]?.attributes).toMatchObject({
      state: 'done',
      phase: 'done',
      rowCount: 4,
      matchedAt: expect.any(String),
    });
    const rows = await paymentsOf(fileId);
    expect(rows.map(({ screenedAt, ...row }) => ({ ...row, screened: screenedAt !== null }))).toEqual([
      { partyId: 1, status: 'STOPPED', days: 80, stop: true, business: false, screened: true },
      { partyId: 2, status: 'ISSUED', days: 5, stop: false, business: true, screened: true },
      { partyId: 3, status: 'ISSUED', days: -32, stop: false, business: true, screened: true },
      // No match row: screening leaves intake's row alone; it reads ISSUED through the file (below).
      { partyId: 4, status: 'UNKNOWN', days: null, stop: false, business: false, screened: false },
    ]);
    expect(await hitsOf(fileId)).toEqual([
      { partyId: 1, rule: 'SP-DEATH-30', applied: true },
      { partyId: 2, rule: 'BR-DEATH-RECENT', applied: true },
      { partyId: 3, rule: 'BR-DEATH-AFTER-PAYMENT', applied: true },
    ]);
    const [account] = await t.handle.db
      .select({ account: payments.payeeAccountNumber, system: payments.agencySrcSys })
      .from(payments)
      .where(and(eq(payments.fileId, fileId), eq(payments.partyId, 1)));
    expect(account).toEqual({ account: '000123456789', system: 'PORTAL' });

    // The payments list shows the screened payments with a match, as the screening left them.
    const listed = await t.app.inject({ url: '/api/v1/payments', headers: await t.as('portaluser') });
    const rowsListed = PaymentSummaryList.parse(listed.json()).data.map((row) => row.attributes);
    expect(rowsListed.map((row) => row.paymentId).sort()).toEqual(['P1', 'P2', 'P3']);
    expect(rowsListed.find((row) => row.paymentId === 'P1')).toMatchObject({
      paymentStatusCode: 'STOPPED',
      matchLevelNumber: 1,
      datasourceList: ['DMF'],
      stopPaymentRuleIndicator: 'true',
      tin: '*****6789',
    });
  });

  it('refuses a payment file with a bad row, naming row and column, and keeps none of it', async () => {
    const bad = `${HEADER}\n${planted[0] ?? ''}\n97010001,S1,P9,9,ANN LEE,123456789,SSN,12,BONUS,2024-06-03,\n`;
    const fileId = await screened(bad, 'bad.csv');
    const status = AgencyFileStatusList.parse(
      (await t.app.inject({ url: `${FILES}/${fileId}`, headers: await t.as('portaluser') })).json(),
    ).data[0]?.attributes;
    expect(status).toMatchObject({ state: 'failed', phase: 'refused', rejectedCount: 1 });
    expect(status?.errors).toEqual([
      { row: 3, column: 'paymentAmount', message: 'expected dollars with two decimals' },
      expect.objectContaining({ row: 3, column: 'paymentTypeCode' }),
    ]);
    expect(await paymentsOf(fileId)).toEqual([]);
    // Nor any of its payees: a refused file leaves no row of it to read.
    expect(await t.handle.db.select().from(agencyParties).where(eq(agencyParties.fileId, fileId))).toEqual([]);
  });

  it('refuses a batch-match file sent to payments at once, naming the unknown column', async () => {
    const response = await upload('agencyAlcCode,agencyPartyId,agencySourceFullName\n97010001,1,ANN LEE\n');
    expect(response.statusCode).toBe(400);
    expect(ErrorBody.parse(response.json()).errors[0]).toMatchObject({
      detail: expect.stringContaining('"agencySourceFullName"'),
      source: { row: 1, column: 'header' },
    });
  });

  it('keeps a suppressed false positive from counting on a later file, and counts it again once the record changes', async () => {
    const first = await screened(`${HEADER}\n${planted[0] ?? ''}\n`, 'first.csv');
    const [record] = await t.handle.db
      .select({ id: dmfRecords.id, naturalKey: dmfRecords.naturalKey, contentHash: dmfRecords.contentHash })
      .from(dmfRecords)
      .where(eq(dmfRecords.tin, '123456789'));
    if (!record) throw new Error('no planted DMF record');
    // As a submitted PROPER - FALSE POSITIVE leaves it (DOD's tree is rooted at API_FTPA).
    await t.handle.db.insert(matchSuppressions).values({
      level1GroupId: 'API_FTPA',
      agencyPartyId: '1',
      apiName: 'dmf',
      naturalKey: record.naturalKey,
      contentHash: record.contentHash,
      fileId: first,
      partyId: 1,
      reason: 'not the same person',
      decidedBy: 'portaluser',
    });

    const later = await screened(`${HEADER}\n${planted[0] ?? ''}\n`, 'later.csv');
    expect(await paymentsOf(later)).toEqual([
      expect.objectContaining({ partyId: 1, status: 'ISSUED', days: null, stop: false, business: false }),
    ]);
    expect(await hitsOf(later)).toEqual([]);
    expect(
      await t.handle.db
        .select({ partyId: paymentSuppressedMatches.partyId, recordId: paymentSuppressedMatches.recordId })
        .from(paymentSuppressedMatches)
        .where(eq(paymentSuppressedMatches.fileId, later)),
    ).toEqual([{ partyId: 1, recordId: record.id }]);

    await t.handle.db
      .update(dmfRecords)
      .set({ contentHash: 'changed-by-a-later-load' })
      .where(eq(dmfRecords.id, record.id));
    const changed = await screened(`${HEADER}\n${planted[0] ?? ''}\n`, 'changed.csv');
    expect(await paymentsOf(changed)).toEqual([expect.objectContaining({ partyId: 1, status: 'STOPPED', days: 80 })]);
    await t.handle.db.update(dmfRecords).set({ contentHash: record.contentHash }).where(eq(dmfRecords.id, record.id));
  });

  it('screens a file again to the same rows, so a run taken up again changes nothing', async () => {
    const fileId = await screened(`${HEADER}\n${planted.join('\n')}\n`, 'rerun.csv');
    const before = { payments: await paymentsOf(fileId), hits: await hitsOf(fileId) };
    await inLoadTransaction(t.handle, (session) => screenPayments(session, fileId, 'DOD'));
    const after = { payments: await paymentsOf(fileId), hits: await hitsOf(fileId) };
    expect(after.hits).toEqual(before.hits);
    expect(after.payments.map(({ screenedAt: _at, ...row }) => row)).toEqual(
      before.payments.map(({ screenedAt: _at, ...row }) => row),
    );
  });

  it('shows an unmatched payment of a screened file ISSUED in the report rows, and counts it screened', async () => {
    const fileId = await screened(`${HEADER}\n${planted.join('\n')}\n`, 'unmatched.csv');
    const headers = await t.as('portaluser');
    const report = await t.app.inject({
      url: '/api/v1/reports/payment-activity',
      query: { 'filter[reportYearNumber]': '2024', 'filter[reportMonthNumber]': '06' },
      headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    const figures = ReportList.parse(report.json()).data[0]?.attributes.rows ?? [];
    // One screened figure per ALC and payment type: the rows of each, this file's only.
    const mine: Array<[string | null, string | null]> = [];
    for (const figure of figures.filter((each) => each.measure === 'screened')) {
      if (!figure.rows) throw new Error('a screened figure without rows');
      const rows = await t.app.inject({
        url: '/api/v1/reports/payment-activity/rows',
        query: { ...figure.rows, 'page[size]': '1000' },
        headers,
      });
      expect(rows.statusCode, rows.body).toBe(200);
      for (const { attributes: row } of ReportFigureRowList.parse(rows.json()).data) {
        if (row.agencyFrbFileId === String(fileId)) mine.push([row.paymentId, row.paymentStatusCode]);
      }
    }
    // P1 may be suppressed by the test above; P4 matched no one.
    expect(mine.map(([paymentId]) => paymentId).sort()).toEqual(['P1', 'P4']);
    expect(mine.filter(([paymentId]) => paymentId === 'P4')).toEqual([['P4', 'ISSUED']]);
  });

  it('writes again, on a second screening, a payment whose match is gone: issued, no figures, no rule', async () => {
    const fileId = await screened(`${HEADER}\n${planted[0] ?? ''}\n${planted[3] ?? ''}\n`, 'gone.csv');
    await t.handle.db.delete(matchResults).where(and(eq(matchResults.fileId, fileId), eq(matchResults.partyId, 1)));
    await inLoadTransaction(t.handle, (session) => screenPayments(session, fileId, 'DOD'));
    const [gone] = await t.handle.db
      .select({ status: payments.paymentStatus, level: payments.bestMatchLevel, stop: payments.stopRuleApplied })
      .from(payments)
      .where(and(eq(payments.fileId, fileId), eq(payments.partyId, 1)));
    expect(gone).toEqual({ status: 'ISSUED', level: null, stop: false });
    expect(await hitsOf(fileId)).toEqual([]);
  });

  it('refuses to screen for a group that may use none of the death sources, saying why', async () => {
    const response = await upload(`${HEADER}\n${planted[0] ?? ''}\n`, { user: 'adminuser', group: 'ARTS' });
    expect(response.statusCode).toBe(202);
    while (await runner.runOnce()) {
      // the queued run
    }
    const status = await t.app.inject({
      url: `${FILES}/${fileIdOf(response.json())}`,
      query: { accessGroup: 'ARTS' },
      headers: await t.as('adminuser'),
    });
    expect(AgencyFileStatusList.parse(status.json()).data[0]?.attributes).toMatchObject({
      state: 'failed',
      lastError: expect.stringContaining('none of the death sources payments are screened against'),
    });
  });

  it("answers 404 for another group's payment file", async () => {
    const response = await upload(`${HEADER}\n${planted[3] ?? ''}\n`, { user: 'adminuser', group: 'HUD' });
    expect(response.statusCode).toBe(202);
    const hud = fileIdOf(response.json());
    const seen = await t.app.inject({ url: `${FILES}/${hud}`, headers: await t.as('portaluser') });
    expect(seen.statusCode).toBe(404);
    const [file] = await t.handle.db
      .select({ group: agencyFiles.accessGroupId })
      .from(agencyFiles)
      .where(eq(agencyFiles.id, hud));
    expect(file).toEqual({ group: 'HUD' });
  });
});
