import {
  PaymentAvailableReportFilterList,
  ReportFigureRowList,
  ReportList,
  type Report,
  type ReportFigureRow,
} from '@dnp/contracts';
import { agencyFiles, agencyParties, and, conMonEnrollments, eq, matchResults, payments } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { seedPaymentFile } from './payments-seed.js';
import { createTestApp, type TestApp } from './test-app.js';

type Level = 'CONCLUSIVE' | 'PROBABLE' | 'POSSIBLE';

/** An agency file of Batch Match or Continuous Monitoring, its parties' ALCs and their matches. */
interface SeededFile {
  area: 'batchMatch' | 'conMon';
  group: string;
  at: string;
  withdrawnAt?: string;
  parties: Array<{ alc: string; matches: Array<{ apiName: 'dmf' | 'ofac'; level: Level; withdrawnAt?: string }> }>;
}

const files: SeededFile[] = [
  {
    area: 'batchMatch',
    group: 'DFAS',
    at: '2026-05-15T12:00:00Z',
    parties: [
      {
        alc: '97000001',
        matches: [
          { apiName: 'dmf', level: 'PROBABLE' },
          { apiName: 'dmf', level: 'CONCLUSIVE' },
          { apiName: 'ofac', level: 'POSSIBLE' },
        ],
      },
      { alc: '97000002', matches: [{ apiName: 'dmf', level: 'PROBABLE' }] },
      { alc: '97000001', matches: [] },
    ],
  },
  { area: 'batchMatch', group: 'DOD', at: '2026-05-31T23:30:00Z', parties: [{ alc: '97000001', matches: [] }] },
  {
    area: 'batchMatch',
    group: 'HUD',
    at: '2026-05-03T10:00:00Z',
    parties: [{ alc: '86000001', matches: [{ apiName: 'dmf', level: 'CONCLUSIVE' }] }],
  },
  {
    area: 'conMon',
    group: 'DFAS',
    at: '2026-06-10T09:00:00Z',
    parties: [
      {
        alc: '97000001',
        matches: [
          { apiName: 'dmf', level: 'CONCLUSIVE' },
          { apiName: 'ofac', level: 'POSSIBLE', withdrawnAt: '2026-06-20T12:00:00Z' },
        ],
      },
    ],
  },
  {
    area: 'conMon',
    group: 'DOD',
    at: '2026-06-01T08:00:00Z',
    withdrawnAt: '2026-06-30T23:30:00Z',
    parties: [{ alc: '97000001', matches: [{ apiName: 'dmf', level: 'PROBABLE' }] }],
  },
  {
    area: 'conMon',
    group: 'HUD',
    at: '2026-06-03T10:00:00Z',
    parties: [{ alc: '86000001', matches: [{ apiName: 'dmf', level: 'CONCLUSIVE' }] }],
  },
];

async function seedFiles(t: TestApp): Promise<void> {
  for (const [index, file] of files.entries()) {
    const [row] = await t.handle.db
      .insert(agencyFiles)
      .values({
        area: file.area,
        accessGroupId: file.group,
        fileName: `${file.group}_${file.area}_${index}.csv`,
        receivedAt: new Date(file.at),
        rowCount: file.parties.length,
      })
      .returning({ id: agencyFiles.id });
    const fileId = Number(row?.id);
    if (file.area === 'conMon') {
      await t.handle.db.insert(conMonEnrollments).values({
        fileId,
        enrolledAt: new Date(file.at),
        withdrawnAt: file.withdrawnAt ? new Date(file.withdrawnAt) : null,
      });
    }
    for (const [partyIndex, party] of file.parties.entries()) {
      const partyId = partyIndex + 1;
      await t.handle.db.insert(agencyParties).values({
        fileId,
        partyId,
        line: partyIndex + 2,
        alc: party.alc,
        fullName: `${file.group} PARTY ${partyId}`,
        tin: `12345${String(partyId).padStart(4, '0')}`,
      });
      for (const [matchIndex, match] of party.matches.entries()) {
        await t.handle.db.insert(matchResults).values({
          fileId,
          partyId,
          apiName: match.apiName,
          recordId: 9000 + matchIndex,
          level: match.level,
          matchType: 'NAME MATCH',
          score: 0.9,
          matchedName: 'SOMEONE',
          explanation: [],
          matchedAt: new Date(file.at),
          withdrawnAt: match.withdrawnAt ? new Date(match.withdrawnAt) : null,
        });
      }
    }
  }
}

describe('the rows behind each report figure', () => {
  let t: TestApp;
  let portaluser: { authorization: string };
  let reportuser: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
    const base = { tin: '123456789', amount: '100.00', account: '000123456789' };
    await seedPaymentFile(t, {
      group: 'DFAS',
      fileName: 'DFAS_PAY.txt',
      receivedAt: '2026-03-01T10:00:00Z',
      payments: [
        {
          ...base,
          partyId: 1,
          paymentId: 'P1',
          name: 'MARIA HERNANDEZ',
          date: '2026-03-05',
          stop: true,
          match: { surname: 'HERNANDEZ', level: 'CONCLUSIVE' },
        },
        {
          ...base,
          partyId: 2,
          paymentId: 'P2',
          name: 'C OKAFOR',
          tin: '234567890',
          date: '2026-03-06',
          match: { surname: 'OKAFOR', level: 'PROBABLE' },
        },
        { ...base, partyId: 3, paymentId: 'P3', name: 'NOBODY', tin: '999887777', date: '2026-03-07' },
      ],
    });
    await seedPaymentFile(t, {
      group: 'HUD',
      fileName: 'HUD_PAY.txt',
      receivedAt: '2026-03-01T10:00:00Z',
      payments: [
        {
          ...base,
          partyId: 1,
          paymentId: 'H1',
          name: 'MARIA HERNANDEZ',
          date: '2026-03-05',
          alc: '86000001',
          match: { surname: 'HERNANDEZ', level: 'CONCLUSIVE' },
        },
      ],
    });
    // One decided payment with an override, so the decision and override figures have rows.
    await t.handle.db
      .update(payments)
      .set({
        adjudicationStatus: 'PROPER (PENDING)',
        matchAdjudicationStatus: 'PROPER - FALSE POSITIVE',
        agencyOverride: 'FALSE POSITIVE MATCH',
      })
      .where(and(eq(payments.paymentId, 'P2'), eq(payments.partyId, 2)));
    await seedFiles(t);
    portaluser = await t.as('portaluser');
    reportuser = await t.as('reportuser');
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, query: Record<string, string>, as: { authorization: string }) =>
    t.app.inject({ url, query, headers: as });
  const run = async (name: string, query: Record<string, string>, as = portaluser): Promise<Report> => {
    const response = await get(`/api/v1/reports/${name}`, query, as);
    expect(response.statusCode, response.body).toBe(200);
    const report = ReportList.parse(response.json()).data[0]?.attributes;
    if (!report) throw new Error('no report in the answer');
    return report;
  };
  const rowsOf = async (name: string, query: Record<string, string>, as = portaluser) => {
    const response = await get(`/api/v1/reports/${name}/rows`, { ...query, 'page[size]': '1000' }, as);
    expect(response.statusCode, response.body).toBe(200);
    const body = ReportFigureRowList.parse(response.json());
    return { total: body.meta?.['total-count'], rows: body.data.map((row) => row.attributes) };
  };
  /** Every figure but the median opens its rows, and they are as many as the figure counts. */
  const expectEveryFigureTraced = async (name: string, report: Report, as = portaluser) => {
    const all: ReportFigureRow[] = [];
    for (const figure of report.rows) {
      if (figure.measure === 'medianDaysToDecision') {
        expect(figure.rows).toBeNull();
        continue;
      }
      if (figure.rows === null) throw new Error(`${figure.measure} has no rows query`);
      const { total, rows } = await rowsOf(name, figure.rows, as);
      expect([total, rows.length], JSON.stringify(figure)).toEqual([figure.value, figure.value]);
      all.push(...rows);
    }
    return all;
  };

  it('lists exactly the payments behind every payment figure, masked, for the caller’s tree only', async () => {
    const summary = await run('adjudication-summary', {
      'filter[reportYearNumber]': '2026',
      'filter[reportMonthNumber]': '03',
    });
    expect(new Set(summary.rows.map((row) => row.measure))).toEqual(
      new Set(['matched', 'adjudication', 'decision', 'override']),
    );
    const activity = await run('payment-activity', { 'filter[reportYearNumber]': '2026' });
    const rows = [
      ...(await expectEveryFigureTraced('adjudication-summary', summary)),
      ...(await expectEveryFigureTraced('payment-activity', activity)),
    ];
    expect(rows.some((row) => row.paymentId === 'H1')).toBe(false);
    const stopped = rows.find((row) => row.paymentId === 'P1');
    expect(stopped).toMatchObject({
      recordKind: 'payment',
      tin: '*****6789',
      payeeAccountNumber: '****6789',
      paymentStatusCode: 'STOPPED',
      datasource: 'DMF',
      matchLevelNumber: 1,
    });
    expect(JSON.stringify(rows)).not.toContain('123456789');
  });

  it('lists the files, parties and matches behind every batch-match and continuous-monitoring figure', async () => {
    const batch = await run('batch-match', { 'filter[reportYearNumber]': '2026' });
    expect(batch.rows.length).toBeGreaterThan(0);
    const batchRows = await expectEveryFigureTraced('batch-match', batch);
    expect(
      batchRows
        .filter((row) => row.recordKind === 'file')
        .map((row) => row.fileName)
        .sort(),
    ).toEqual(['DFAS_batchMatch_0.csv', 'DFAS_batchMatch_0.csv', 'DOD_batchMatch_1.csv']);
    const conMon = await run('continuous-monitoring', { 'filter[reportYearNumber]': '2026' });
    expect(new Set(conMon.rows.map((row) => row.measure))).toEqual(
      new Set(['filesEnrolled', 'filesWithdrawn', 'matchesFound', 'matchesWithdrawn']),
    );
    const conMonRows = await expectEveryFigureTraced('continuous-monitoring', conMon);
    expect([...batchRows, ...conMonRows].some((row) => row.fileName.startsWith('HUD'))).toBe(false);
    expect(conMonRows.find((row) => row.recordKind === 'match')).toMatchObject({ tin: '*****0001' });
  });

  it('serves reportuser (REPORTING only) its own tree’s rows, never another group’s, and audits each page', async () => {
    for (const name of ['payment-activity', 'batch-match', 'continuous-monitoring']) {
      const report = await run(name, { 'filter[reportYearNumber]': '2026' }, reportuser);
      expect(report.rows.length, name).toBeGreaterThan(0);
      const rows = await expectEveryFigureTraced(name, report, reportuser);
      expect(
        rows.every((row) => row.agencyAlcCode === '86000001' && !row.fileName.startsWith('D')),
        name,
      ).toBe(true);
    }
    const dods = await rowsOf(
      'batch-match',
      {
        'filter[reportYearNumber]': '2026',
        'filter[reportMonthNumber]': '05',
        'filter[agencyAlcCode]': '97000001',
        'filter[measure]': 'filesReceived',
      },
      reportuser,
    );
    expect(dods).toEqual({ total: 0, rows: [] });
    const outside = await get(
      '/api/v1/reports/batch-match/rows',
      {
        'filter[reportYearNumber]': '2026',
        'filter[reportMonthNumber]': '05',
        'filter[agencyAlcCode]': '97000001',
        'filter[measure]': 'filesReceived',
        'filter[accessGroupId]': 'DOD',
      },
      reportuser,
    );
    expect(outside.statusCode).toBe(400);
    const [audit] = await auditRows(t.handle.db, 'report.rows');
    expect(audit).toMatchObject({ userId: 'reportuser', resourceId: 'batch-match', resultCount: 0 });
  });

  it('pages a figure’s rows and refuses a measure the report does not have, naming the parameter', async () => {
    const query = {
      'filter[reportYearNumber]': '2026',
      'filter[reportMonthNumber]': '05',
      'filter[agencyAlcCode]': '97000001',
      'filter[measure]': 'partiesReceived',
    };
    const second = await get(
      '/api/v1/reports/batch-match/rows',
      { ...query, 'page[size]': '2', 'page[number]': '2' },
      portaluser,
    );
    expect(second.statusCode, second.body).toBe(200);
    const body = ReportFigureRowList.parse(second.json());
    expect([body.meta?.['total-count'], body.data.length]).toEqual([3, 1]);
    const refused = await get(
      '/api/v1/reports/batch-match/rows',
      { ...query, 'filter[measure]': 'stopped' },
      portaluser,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ source: { parameter: 'filter[measure]' } }] });
  });

  it('offers the months holding any report’s data, or the named report’s only', async () => {
    const months = async (query: Record<string, string>, as = portaluser) => {
      const response = await get('/api/v1/reports/filters', query, as);
      expect(response.statusCode, response.body).toBe(200);
      return PaymentAvailableReportFilterList.parse(response.json()).data.map(
        (row) =>
          `${row.attributes.reportYearNumber}-${row.attributes.reportMonthNumber} ${row.attributes.agencyAlcList}`,
      );
    };
    expect(await months({})).toEqual(['2026-06 97000001', '2026-05 97000001,97000002', '2026-03 97000001']);
    expect(await months({ 'filter[reportName]': 'batch-match' })).toEqual(['2026-05 97000001,97000002']);
    expect(await months({ 'filter[reportName]': 'continuous-monitoring' })).toEqual(['2026-06 97000001']);
    expect(await months({ 'filter[reportName]': 'adjudication-summary' })).toEqual(['2026-03 97000001']);
    expect(await months({}, reportuser)).toEqual(['2026-06 86000001', '2026-05 86000001', '2026-03 86000001']);
  });
});
