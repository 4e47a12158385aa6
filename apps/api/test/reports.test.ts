import { PaymentAvailableReportFilterList, PaymentReportList, ReportList, type ReportRow } from '@dnp/contracts';
import {
  agencyFiles,
  agencyParties,
  and,
  conMonEnrollments,
  eq,
  matchResults,
  paymentAdjudications,
  payments,
  sql,
} from '@dnp/db';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { seedPaymentFile, type SeedPayment } from './payments-seed.js';
import { createTestApp, type TestApp } from './test-app.js';

type Level = 'CONCLUSIVE' | 'PROBABLE' | 'POSSIBLE';

/** A seeded payment and the determination the test records on it, if any. */
interface Seeded extends SeedPayment {
  group: string;
  decision?: { adjudication: string; reason: string; override?: string; daysAfterMatch: number };
}

const seeded: Seeded[] = [
  // DFAS, March: two matched (one stopped), one screened only.
  {
    group: 'DFAS',
    partyId: 101,
    paymentId: 'PAY-101',
    name: 'MARIA E HERNANDEZ',
    tin: '123456789',
    date: '2026-03-05',
    amount: '1843.27',
    match: { surname: 'HERNANDEZ', level: 'CONCLUSIVE' },
    stop: true,
    decision: { adjudication: 'IMPROPER (SUBMITTED)', reason: 'IMPROPER', daysAfterMatch: 4 },
  },
  {
    group: 'DFAS',
    partyId: 102,
    paymentId: 'PAY-102',
    name: 'CHUKWUEMEKA OKAFOR',
    tin: '234567890',
    date: '2026-03-10',
    amount: '250.00',
    match: { surname: 'OKAFOR', level: 'PROBABLE' },
    decision: {
      adjudication: 'PROPER (PENDING)',
      reason: 'PROPER - FALSE POSITIVE',
      override: 'FALSE POSITIVE MATCH',
      daysAfterMatch: 10,
    },
  },
  {
    group: 'DFAS',
    partyId: 103,
    paymentId: 'PAY-103',
    name: 'NOBODY DEAD',
    tin: '999887777',
    date: '2026-03-11',
    amount: '75.00',
  },
  // DOD, March, another ALC: matched and open.
  {
    group: 'DOD',
    partyId: 201,
    paymentId: 'PAY-201',
    name: 'MARIA HERNANDEZ',
    tin: '123456789',
    date: '2026-03-20',
    amount: '99.00',
    alc: '97000002',
    match: { surname: 'HERNANDEZ', level: 'CONCLUSIVE' },
    stop: true,
  },
  // DOD, April.
  {
    group: 'DOD',
    partyId: 202,
    paymentId: 'PAY-202',
    name: 'ANYONE',
    tin: '111223333',
    date: '2026-04-02',
    amount: '12.50',
  },
  // HUD, March: never in DOD's reports.
  {
    group: 'HUD',
    partyId: 301,
    paymentId: 'PAY-301',
    name: 'MARIA HERNANDEZ',
    tin: '123456789',
    date: '2026-03-03',
    amount: '10.00',
    alc: '86000001',
    match: { surname: 'HERNANDEZ', level: 'CONCLUSIVE' },
  },
];

/** Batch Match files: their parties' ALCs and the matches of each party (source, level). */
interface SeededBatchFile {
  group: string;
  receivedAt: string;
  parties: Array<{ alc: string; matches: Array<[apiName: 'dmf' | 'ofac', level: Level]> }>;
}

const batchFiles: SeededBatchFile[] = [
  {
    group: 'DFAS',
    receivedAt: '2026-03-15T12:00:00Z',
    parties: [
      {
        alc: '97000001',
        matches: [
          ['dmf', 'PROBABLE'],
          ['dmf', 'CONCLUSIVE'],
          ['ofac', 'POSSIBLE'],
        ],
      },
      { alc: '97000002', matches: [['dmf', 'PROBABLE']] },
      { alc: '97000001', matches: [] },
    ],
  },
  // Late on the last of April in UTC: April's, whatever the server's zone.
  { group: 'DOD', receivedAt: '2026-04-30T23:30:00Z', parties: [{ alc: '97000001', matches: [['dmf', 'POSSIBLE']] }] },
  { group: 'DOD', receivedAt: '2026-04-02T08:00:00Z', parties: [{ alc: '97000001', matches: [] }] },
  // Outside the year, and outside DOD's tree.
  {
    group: 'DFAS',
    receivedAt: '2025-12-31T23:00:00Z',
    parties: [{ alc: '97000001', matches: [['dmf', 'CONCLUSIVE']] }],
  },
  {
    group: 'HUD',
    receivedAt: '2026-03-03T10:00:00Z',
    parties: [{ alc: '86000001', matches: [['dmf', 'CONCLUSIVE']] }],
  },
];

async function seedBatchFiles(t: TestApp): Promise<void> {
  for (const [index, file] of batchFiles.entries()) {
    const [row] = await t.handle.db
      .insert(agencyFiles)
      .values({
        area: 'batchMatch',
        accessGroupId: file.group,
        fileName: `BATCH_${index}.csv`,
        receivedAt: new Date(file.receivedAt),
        matchedAt: new Date(file.receivedAt),
        rowCount: file.parties.length,
      })
      .returning({ id: agencyFiles.id });
    const fileId = Number(row?.id);
    for (const [partyIndex, party] of file.parties.entries()) {
      const partyId = partyIndex + 1;
      await t.handle.db.insert(agencyParties).values({
        fileId,
        partyId,
        line: partyIndex + 2,
        alc: party.alc,
        fullName: `PARTY ${partyId}`,
      });
      for (const [matchIndex, [apiName, level]] of party.matches.entries()) {
        await t.handle.db.insert(matchResults).values({
          fileId,
          partyId,
          apiName,
          recordId: 9000 + matchIndex,
          level,
          matchType: 'NAME MATCH',
          score: 0.9,
          matchedName: `PARTY ${partyId}`,
          explanation: [],
        });
      }
    }
  }
}

/** Con-mon files: enrollment (none: pending), withdrawal, and each party's matches with their times. */
interface SeededConMonFile {
  group: string;
  enrolledAt?: string;
  withdrawnAt?: string;
  parties: Array<{
    alc: string;
    matches: Array<{ apiName: 'dmf' | 'ofac'; level: Level; matchedAt: string; withdrawnAt?: string }>;
  }>;
}

const conMonFiles: SeededConMonFile[] = [
  {
    group: 'DFAS',
    enrolledAt: '2026-03-10T09:00:00Z',
    parties: [
      {
        alc: '97000001',
        matches: [
          { apiName: 'dmf', level: 'CONCLUSIVE', matchedAt: '2026-03-10T09:00:00Z' },
          {
            apiName: 'ofac',
            level: 'POSSIBLE',
            matchedAt: '2026-04-05T12:00:00Z',
            withdrawnAt: '2026-05-02T12:00:00Z',
          },
          { apiName: 'ofac', level: 'POSSIBLE', matchedAt: '2026-04-06T12:00:00Z' },
        ],
      },
      { alc: '97000002', matches: [{ apiName: 'dmf', level: 'PROBABLE', matchedAt: '2026-03-10T09:00:00Z' }] },
    ],
  },
  {
    group: 'DOD',
    enrolledAt: '2026-02-01T08:00:00Z',
    withdrawnAt: '2026-04-30T23:30:00Z',
    parties: [{ alc: '97000001', matches: [{ apiName: 'dmf', level: 'PROBABLE', matchedAt: '2026-02-01T08:00:00Z' }] }],
  },
  // Pending (never monitored), and outside DOD's tree.
  {
    group: 'DOD',
    parties: [
      { alc: '97000001', matches: [{ apiName: 'dmf', level: 'CONCLUSIVE', matchedAt: '2026-03-12T08:00:00Z' }] },
    ],
  },
  {
    group: 'HUD',
    enrolledAt: '2026-03-03T10:00:00Z',
    parties: [
      { alc: '86000001', matches: [{ apiName: 'dmf', level: 'CONCLUSIVE', matchedAt: '2026-03-03T10:00:00Z' }] },
    ],
  },
];

async function seedConMonFiles(t: TestApp): Promise<void> {
  for (const [index, file] of conMonFiles.entries()) {
    const [row] = await t.handle.db
      .insert(agencyFiles)
      .values({
        area: 'conMon',
        accessGroupId: file.group,
        fileName: `CONMON_${index}.csv`,
        rowCount: file.parties.length,
      })
      .returning({ id: agencyFiles.id });
    const fileId = Number(row?.id);
    if (file.enrolledAt) {
      await t.handle.db.insert(conMonEnrollments).values({
        fileId,
        enrolledAt: new Date(file.enrolledAt),
        withdrawnAt: file.withdrawnAt ? new Date(file.withdrawnAt) : null,
      });
    }
    for (const [partyIndex, party] of file.parties.entries()) {
      const partyId = partyIndex + 1;
      await t.handle.db
        .insert(agencyParties)
        .values({ fileId, partyId, line: partyIndex + 2, alc: party.alc, fullName: `PARTY ${partyId}` });
      for (const [matchIndex, match] of party.matches.entries()) {
        await t.handle.db.insert(matchResults).values({
          fileId,
          partyId,
          apiName: match.apiName,
          recordId: 9100 + matchIndex,
          level: match.level,
          matchType: 'NAME MATCH',
          score: 0.9,
          matchedName: `PARTY ${partyId}`,
          explanation: [],
          matchedAt: new Date(match.matchedAt),
          withdrawnAt: match.withdrawnAt ? new Date(match.withdrawnAt) : null,
        });
      }
    }
  }
}

const levelNumber: Record<Level, number> = { CONCLUSIVE: 1, PROBABLE: 2, POSSIBLE: 3 };
const cents = (amount: string) => Math.round(Number(amount) * 100);
const dollars = (total: number) => (total / 100).toFixed(2);

/** The figures a report should hold, computed here over the seeded rows, keyed as the report's rows are. */
class Expected {
  readonly figures = new Map<string, { value: number; amount: number | null }>();
  add(measure: string, payment: Seeded, category: string, amount = true): void {
    const key = `${payment.date.slice(0, 7)}|${payment.alc ?? '97000001'}|${measure}|${category}`;
    const figure = this.figures.get(key) ?? { value: 0, amount: amount ? 0 : null };
    figure.value += 1;
    if (figure.amount !== null) figure.amount += cents(payment.amount);
    this.figures.set(key, figure);
  }
  asRows(): Record<string, { value: number; amount: string | null }> {
    return Object.fromEntries(
      [...this.figures].map(([key, f]) => [
        key,
        { value: f.value, amount: f.amount === null ? null : dollars(f.amount) },
      ]),
    );
  }
}

const keyed = (rows: ReportRow[]) =>
  Object.fromEntries(
    rows.map((row) => [
      `${row.period}|${row.agencyAlcCode}|${row.measure}|${row.category}`,
      { value: row.value, amount: row.amount },
    ]),
  );

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describe('reports API', () => {
  let t: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
    for (const group of ['DFAS', 'DOD', 'HUD']) {
      await seedPaymentFile(t, {
        group,
        fileName: `${group}_PAY.txt`,
        receivedAt: '2026-03-01T10:00:00Z',
        payments: seeded.filter((payment) => payment.group === group),
      });
    }
    // Matches at a known time, determinations a known number of days later.
    await t.handle.db.execute(sql`update match_results set matched_at = '2026-03-01T10:00:00Z'`);
    for (const payment of seeded) {
      if (!payment.decision) continue;
      const [row] = await t.handle.db
        .select({ fileId: payments.fileId })
        .from(payments)
        .where(and(eq(payments.paymentId, payment.paymentId), eq(payments.partyId, payment.partyId)));
      const fileId = Number(row?.fileId);
      const decidedAt = new Date(Date.parse('2026-03-01T10:00:00Z') + payment.decision.daysAfterMatch * 86_400_000);
      await t.handle.db
        .update(payments)
        .set({
          adjudicationStatus: payment.decision.adjudication as 'IMPROPER (SUBMITTED)',
          matchAdjudicationStatus: payment.decision.reason as 'IMPROPER',
          agencyOverride: (payment.decision.override ?? null) as 'FALSE POSITIVE MATCH' | null,
          adjudicatedAt: decidedAt,
        })
        .where(and(eq(payments.fileId, fileId), eq(payments.partyId, payment.partyId)));
      // A research note first, which is no decision: the median counts from the determination.
      await t.handle.db.insert(paymentAdjudications).values([
        {
          fileId,
          partyId: payment.partyId,
          action: 'save',
          matchAdjudicationStatus: 'IN PROGRESS',
          userId: 'portaluser',
          accessGroupId: payment.group,
          decidedAt: new Date(Date.parse('2026-03-01T10:00:00Z') + 86_400_000),
        },
        {
          fileId,
          partyId: payment.partyId,
          action: 'submit',
          matchAdjudicationStatus: payment.decision.reason,
          userId: 'portaluser',
          accessGroupId: payment.group,
          decidedAt,
        },
      ]);
    }
    await seedBatchFiles(t);
    await seedConMonFiles(t);
    headers = await t.as('portaluser');
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, query: Record<string, string> = {}, as = headers) =>
    t.app.inject({ url, query, headers: as });
  const run = async (name: string, query: Record<string, string>) => {
    const response = await get(`/api/v1/reports/${name}`, query);
    expect(response.statusCode, response.body).toBe(200);
    const report = ReportList.parse(response.json()).data[0]?.attributes;
    if (!report) throw new Error('no report in the answer');
    return report;
  };
  const dods = seeded.filter((payment) => payment.group !== 'HUD');

  it('lists the reports in display order with their descriptions', async () => {
    const response = await get('/api/v1/reports');
    expect(response.statusCode).toBe(200);
    const reports = PaymentReportList.parse(response.json()).data.map((row) => row.attributes);
    expect(reports.map((report) => [report.reportDisplayOrder, report.reportName])).toEqual([
      [1, 'adjudication-summary'],
      [2, 'payment-activity'],
      [3, 'batch-match'],
      [4, 'continuous-monitoring'],
    ]);
    expect(reports.every((report) => report.reportDescription.length > 0)).toBe(true);
  });

  it("offers the months of the caller's own tree with the level-1 group and their ALCs", async () => {
    const filters = async (as: { authorization: string }) => {
      const response = await get('/api/v1/reports/filters', { 'filter[reportName]': 'payment-activity' }, as);
      expect(response.statusCode, response.body).toBe(200);
      return PaymentAvailableReportFilterList.parse(response.json()).data.map((row) => row.attributes);
    };
    expect(await filters(headers)).toEqual([
      { reportYearNumber: '2026', reportMonthNumber: '04', level1AccessGroupId: 'API_FTPA', agencyAlcList: '97000001' },
      {
        reportYearNumber: '2026',
        reportMonthNumber: '03',
        level1AccessGroupId: 'API_FTPA',
        agencyAlcList: '97000001,97000002',
      },
    ]);
    expect(await filters(await t.as('reportuser'))).toEqual([
      { reportYearNumber: '2026', reportMonthNumber: '03', level1AccessGroupId: 'API_FTPA', agencyAlcList: '86000001' },
    ]);
  });

  it('answers the adjudication summary with every figure as computed from the seeded rows, and audits it', async () => {
    const report = await run('adjudication-summary', {
      'filter[reportYearNumber]': '2026',
      'filter[reportMonthNumber]': '03',
    });
    const expected = new Expected();
    const days = new Map<string, number[]>();
    for (const payment of dods.filter((p) => p.date.startsWith('2026-03') && p.match)) {
      const level = levelNumber[payment.match?.level ?? 'POSSIBLE'];
      expected.add('matched', payment, `DMF · level ${level}`);
      expected.add('adjudication', payment, payment.decision?.adjudication ?? 'OPEN');
      if (payment.decision) {
        expected.add('decision', payment, payment.decision.reason);
        if (payment.decision.override) expected.add('override', payment, payment.decision.override);
        const alc = payment.alc ?? '97000001';
        days.set(alc, [...(days.get(alc) ?? []), payment.decision.daysAfterMatch]);
      }
    }
    const rows = expected.asRows();
    for (const [alc, list] of days)
      rows[`2026-03|${alc}|medianDaysToDecision|`] = { value: median(list), amount: null };
    expect(keyed(report.rows)).toEqual(rows);
    expect(report.asr).toEqual({
      isLevel1AccessGroup: 'false',
      asrSubmitIndicator: 'false',
      alreadySubmittedForPeriod: 'false',
    });
    const audit = await auditRows(t.handle.db, 'report.run');
    expect(audit[0]).toMatchObject({ userId: 'portaluser', resourceId: 'adjudication-summary' });
  });

  it('links each traceable figure to the Payments list query that lists exactly its payments', async () => {
    const report = await run('adjudication-summary', {
      'filter[reportYearNumber]': '2026',
      'filter[reportMonthNumber]': '03',
    });
    const linked = report.rows.filter((row) => row.link !== null);
    expect(linked.map((row) => row.measure).sort()).toEqual([
      'adjudication',
      'adjudication',
      'adjudication',
      'matched',
      'matched',
      'matched',
    ]);
    for (const row of linked) {
      const listed = await get('/api/v1/payments', row.link?.query);
      expect(listed.statusCode, listed.body).toBe(200);
      expect((listed.json() as { meta: { 'total-count': number } }).meta['total-count'], JSON.stringify(row)).toBe(
        row.value,
      );
    }
  });

  it('answers the payment activity by month, ALC, payment type and source as computed from the seeded rows', async () => {
    const report = await run('payment-activity', { 'filter[reportYearNumber]': '2026' });
    const expected = new Expected();
    for (const payment of dods) {
      const type = 'MONTHLY BENEFIT';
      expected.add('screened', payment, type);
      if (!payment.match) continue;
      expected.add('matched', payment, type);
      expected.add('matchedBySource', payment, `${type} · DMF`);
      if (payment.stop) expected.add('stopped', payment, type);
    }
    expect(keyed(report.rows)).toEqual(expected.asRows());
    expect(report.asr).toBeNull();
  });

  it("answers the batch-match report by received month and ALC as computed from the seeded files, for the caller's tree", async () => {
    const expectedOf = (groups: string[]) => {
      const rows: Record<string, { value: number; amount: null }> = {};
      const add = (key: string, by = 1) => {
        rows[key] = { value: (rows[key]?.value ?? 0) + by, amount: null };
      };
      for (const file of batchFiles.filter((f) => groups.includes(f.group) && f.receivedAt.startsWith('2026'))) {
        const period = file.receivedAt.slice(0, 7);
        for (const alc of new Set(file.parties.map((party) => party.alc))) add(`${period}|${alc}|filesReceived|`);
        for (const party of file.parties) {
          add(`${period}|${party.alc}|partiesReceived|`);
          const best = new Map<string, number>();
          for (const [apiName, level] of party.matches)
            best.set(apiName, Math.min(best.get(apiName) ?? 3, levelNumber[level]));
          for (const [apiName, level] of best)
            add(`${period}|${party.alc}|partiesMatched|${apiName.toUpperCase()} · level ${level}`);
        }
      }
      return rows;
    };
    const report = await run('batch-match', { 'filter[reportYearNumber]': '2026' });
    expect(keyed(report.rows)).toEqual(expectedOf(['DFAS', 'DOD']));
    // Files received open the Batch Match list, whose file count is the figure; parties have no list.
    for (const row of report.rows) {
      if (row.measure !== 'filesReceived') {
        expect(row.link).toBeNull();
        continue;
      }
      expect(row.link?.area).toBe('batchMatch');
      const listed = await get('/api/v1/batch-match/summaries', row.link?.query);
      expect(listed.statusCode, listed.body).toBe(200);
      expect((listed.json() as { meta: { 'total-count': number } }).meta['total-count'], JSON.stringify(row)).toBe(
        row.value,
      );
    }
    const dfas = await run('batch-match', { 'filter[reportYearNumber]': '2026', 'filter[accessGroupId]': 'DFAS' });
    expect(keyed(dfas.rows)).toEqual(expectedOf(['DFAS']));
    const april = await run('batch-match', { 'filter[reportYearNumber]': '2026', 'filter[reportMonthNumber]': '04' });
    expect(april.rows.filter((row) => row.measure === 'filesReceived').map((row) => row.value)).toEqual([2]);
    const audit = await auditRows(t.handle.db, 'report.run');
    expect(audit[0]).toMatchObject({ resourceId: 'batch-match' });
    const pdf = await get('/api/v1/reports/batch-match.pdf', { 'filter[reportYearNumber]': '2026' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    expect(text).toContain('Batch match');
    expect(lines).toContain('2026-03 97000001 partiesMatched DMF · level 1 1');
    const csv = await get('/api/v1/reports/batch-match.csv', { 'filter[reportYearNumber]': '2026' });
    expect(csv.body.trim().split('\n')).toContain('2026-03,97000001,filesReceived,,1,');
  });

  it('answers the continuous-monitoring report by month and ALC as computed from the seeded enrollments, withdrawn apart', async () => {
    const expectedOf = (groups: string[], year: string) => {
      const rows: Record<string, { value: number; amount: null }> = {};
      const add = (at: string | undefined, key: string) => {
        if (at === undefined || !at.startsWith(year)) return;
        const full = `${at.slice(0, 7)}|${key}`;
        rows[full] = { value: (rows[full]?.value ?? 0) + 1, amount: null };
      };
      for (const file of conMonFiles.filter((f) => groups.includes(f.group) && f.enrolledAt !== undefined)) {
        for (const alc of new Set(file.parties.map((party) => party.alc))) {
          add(file.enrolledAt, `${alc}|filesEnrolled|`);
          add(file.withdrawnAt, `${alc}|filesWithdrawn|`);
        }
        for (const party of file.parties) {
          for (const match of party.matches) {
            const category = `${match.apiName.toUpperCase()} · level ${levelNumber[match.level]}`;
            add(match.matchedAt, `${party.alc}|matchesFound|${category}`);
            add(match.withdrawnAt, `${party.alc}|matchesWithdrawn|${category}`);
          }
        }
      }
      return rows;
    };
    const report = await run('continuous-monitoring', { 'filter[reportYearNumber]': '2026' });
    expect(keyed(report.rows)).toEqual(expectedOf(['DFAS', 'DOD'], '2026'));
    expect(report.rows.find((row) => row.measure === 'matchesWithdrawn')).toMatchObject({ period: '2026-05' });
    expect(report.rows.every((row) => row.link === null)).toBe(true);
    const byAlc = await run('continuous-monitoring', {
      'filter[reportYearNumber]': '2026',
      'filter[agencyAlcCode]': '97000002',
    });
    expect(keyed(byAlc.rows)).toEqual({
      '2026-03|97000002|filesEnrolled|': { value: 1, amount: null },
      '2026-03|97000002|matchesFound|DMF · level 2': { value: 1, amount: null },
    });
  });

  it('restricts to the group and ALC asked for, and refuses a group outside the tree', async () => {
    const report = await run('payment-activity', {
      'filter[reportYearNumber]': '2026',
      'filter[accessGroupId]': 'DFAS',
    });
    expect(new Set(report.rows.map((row) => row.agencyAlcCode))).toEqual(new Set(['97000001']));
    expect(report.rows.find((row) => row.measure === 'screened')).toMatchObject({ value: 3, amount: '2168.27' });
    const byAlc = await run('payment-activity', {
      'filter[reportYearNumber]': '2026',
      'filter[agencyAlcCode]': '97000002',
    });
    expect(byAlc.rows.filter((row) => row.measure === 'screened').map((row) => row.value)).toEqual([1]);
    const outside = await get('/api/v1/reports/payment-activity', {
      'filter[reportYearNumber]': '2026',
      'filter[accessGroupId]': 'HUD',
    });
    expect(outside.statusCode).toBe(400);
  });

  it("answers the ASR indicator's 400 when the adjudication summary has no month", async () => {
    const response = await get('/api/v1/reports/adjudication-summary', { 'filter[reportYearNumber]': '2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [
        { detail: 'Unable to process, please check request and try again', source: { parameter: 'report_month' } },
      ],
    });
  });

  it('exports a report as CSV under its title and filters, and refuses a user without REPORTING', async () => {
    const response = await get('/api/v1/reports/payment-activity.csv', { 'filter[reportYearNumber]': '2026' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('Payment activity');
    expect(lines).toContain('2026-03,97000001,screened,MONTHLY BENEFIT,3,2168.27');
    const refused = await get('/api/v1/reports', {}, await t.as('norole'));
    expect(refused.statusCode).toBe(403);
  });

  it('files a report as a PDF whose text holds its title, filters, time and every figure', async () => {
    const response = await get('/api/v1/reports/adjudication-summary.pdf', {
      'filter[reportYearNumber]': '2026',
      'filter[reportMonthNumber]': '03',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    const json = await run('adjudication-summary', {
      'filter[reportYearNumber]': '2026',
      'filter[reportMonthNumber]': '03',
    });
    expect(text).toContain('Adjudication summary');
    expect(text).toContain('filter[reportMonthNumber]: 03');
    expect(text).toMatch(/Generated at: 2026|Generated at: \d{4}-/);
    const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    for (const row of json.rows) {
      const cells = [row.period, row.agencyAlcCode, row.measure, row.category, String(row.value), row.amount ?? '']
        .filter((cell) => cell !== '')
        .join(' ');
      expect(lines, cells).toContain(cells);
    }
    const audit = await auditRows(t.handle.db, 'report.run');
    expect(audit.find((row) => (row.details as { format?: string } | null)?.format === 'pdf')).toBeDefined();
  });
});
