import { PaymentSummaryList, type PaymentSummary } from '@dnp/contracts';
import { inLoadTransaction, queryRows, screenPayments } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The list, its count and its CSV over payments screened by screenPayments, against what the
 * seeded matches say each should show, worked out here from the seed alone. portaluser acts for
 * DOD and sees DOD and DFAS, never HUD.
 */
const GROUPS = ['DOD', 'DFAS', 'DOD', 'HUD'] as const;
const ALCS = ['97000001', '97000002', '97000003'];
const TYPES = ['SALARY', 'MONTHLY BENEFIT', 'N/A'] as const;
const LEVELS = ['CONCLUSIVE', 'PROBABLE', 'POSSIBLE'] as const;
const PAYMENTS = 240;

interface Seeded {
  fileId: number;
  partyId: number;
  group: string;
  paymentId: string;
  alc: string;
  amount: number;
  date: string;
  type: string;
  /** Matches by api name: level, and whether a suppression covers it. */
  matches: Array<{ apiName: 'dmf' | 'dod'; level: (typeof LEVELS)[number]; suppressed: boolean }>;
}

function seedOf(g: number, fileIds: readonly number[]): Seeded {
  const file = g % GROUPS.length;
  const matches: Seeded['matches'] = [];
  if (g % 3 === 0)
    matches.push({
      apiName: 'dmf',
      level: LEVELS[g % 9 === 0 ? 0 : g % 2 === 0 ? 1 : 2] ?? 'POSSIBLE',
      suppressed: g % 7 === 0,
    });
  if (g % 5 === 0)
    matches.push({ apiName: 'dod', level: LEVELS[g % 2 === 0 ? 1 : 2] ?? 'POSSIBLE', suppressed: false });
  const day = new Date(Date.UTC(2026, 0, 1 + ((g * 7) % 90)));
  return {
    fileId: fileIds[file] ?? 0,
    partyId: g,
    group: GROUPS[file] ?? 'DOD',
    paymentId: `P${String(g).padStart(4, '0')}`,
    alc: ALCS[g % ALCS.length] ?? '97000001',
    amount: ((g * 37) % 1000) + 0.5,
    date: day.toISOString().slice(0, 10),
    type: TYPES[g % TYPES.length] ?? 'N/A',
    matches,
  };
}

const rank = (level: string) => LEVELS.indexOf(level as (typeof LEVELS)[number]) + 1;

/** What the list should show of a payment, from its seed. */
function expected(p: Seeded) {
  const counted = p.matches.filter((m) => !m.suppressed);
  return {
    best: counted.length === 0 ? null : Math.min(...counted.map((m) => rank(m.level))),
    count: counted.length,
    sources: [...new Set(counted.map((m) => (m.apiName === 'dmf' ? 'DMF' : 'DOD')))].sort(),
    suppressed: p.matches.length - counted.length,
  };
}

describe('payments list over screened payments: filters, sorts and figures as the seed says', () => {
  let t: TestApp;
  let seeded: Seeded[] = [];
  let unscreenedFile = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const files: number[] = [];
    for (const [index, group] of [...GROUPS, 'DOD'].entries()) {
      const [file] = await queryRows<{ id: number }>(
        t.handle,
        `insert into agency_files (area, access_group_id, file_name, row_count, received_at)
         values ('payment', $1, $2, 0, now()) returning id::int as id`,
        [group, `figures-${index}.csv`],
      );
      files.push(file?.id ?? 0);
    }
    unscreenedFile = files.pop() ?? 0;
    seeded = Array.from({ length: PAYMENTS }, (_, i) => seedOf(i + 1, files));
    // A file matched and not yet screened (its run still going): none of its payments is listed yet.
    const unscreened = { ...seedOf(3, [unscreenedFile]), partyId: 9003, paymentId: 'P-UNSCREENED', group: 'DOD' };
    const all = [...seeded, { ...unscreened, fileId: unscreenedFile }];
    for (const p of all) {
      await queryRows(
        t.handle,
        `insert into agency_parties (file_id, party_id, line, alc, full_name, tin, tin_type, payment_amount)
         values ($1, $2::bigint, $2::int, $3, $4, lpad($2::text, 9, '0'), 'SSN', $5)`,
        [p.fileId, p.partyId, p.alc, `PAYEE ${p.partyId}`, p.amount],
      );
      await queryRows(
        t.handle,
        `insert into payments (file_id, party_id, payment_id, schedule_number, payment_type, working_payment_date,
                               agency_src_sys, access_group_id, agency_alc_code, payment_amount)
         values ($1, $2, $3, 'S1', $4, $5, 'PAM', $6, $7, $8)`,
        [p.fileId, p.partyId, p.paymentId, p.type, p.date, p.group, p.alc, p.amount],
      );
    }
    for (const apiName of ['dmf', 'dod'] as const) {
      const [load] = await queryRows<{ id: number }>(
        t.handle,
        `insert into datasource_loads (api_name, source_version, record_count) values ($1, 'figures', 0)
         returning id::int as id`,
        [apiName],
      );
      for (const p of all) {
        const match = p.matches.find((m) => m.apiName === apiName);
        if (!match) continue;
        const [record] = await queryRows<{ id: number; key: string; hash: string }>(
          t.handle,
          apiName === 'dmf'
            ? `insert into dmf_records (natural_key, load_id, content_hash, name, tin, death_date, verify_or_proof, datasource_descr)
               values ($1, $2, md5($1), $3, null, '2025-06-01', 'V', 'DMF')
               returning id::int as id, natural_key as key, content_hash as hash`
            : `insert into dod_records (natural_key, load_id, content_hash, name, tin, death_date)
               values ($1, $2, md5($1), $3, null, '2025-06-01')
               returning id::int as id, natural_key as key, content_hash as hash`,
          [`${apiName}-${p.fileId}-${p.partyId}`, load?.id, `PAYEE ${p.partyId}`],
        );
        await queryRows(
          t.handle,
          `insert into match_results (file_id, party_id, api_name, record_id, level, match_type, score, matched_name,
                                      explanation, matched_at)
           values ($1, $2::bigint, $3, $4, $5, 'TIN MATCH', 0.9, $6, '[]'::jsonb,
                   timestamptz '2026-04-01' + $2::int * interval '1 minute')`,
          [p.fileId, p.partyId, apiName, record?.id, match.level, `PAYEE ${p.partyId}`],
        );
        if (!match.suppressed) continue;
        // A false positive decided earlier on this payee and record: screening keeps it from counting.
        await queryRows(
          t.handle,
          `insert into match_suppressions (level1_group_id, agency_party_id, api_name, natural_key, content_hash,
                                           file_id, party_id, decided_by)
           values ('API_FTPA', $1::text, $2, $3, $4, $5, $1::bigint, 'portaluser')`,
          [p.partyId, apiName, record?.key, record?.hash, p.fileId],
        );
      }
    }
    for (const [index, fileId] of files.entries()) {
      await inLoadTransaction(t.handle, (session) => screenPayments(session, fileId, GROUPS[index] ?? 'DOD'));
    }
  }, 120_000);
  afterAll(() => t.close());

  async function list(query: Record<string, string>) {
    const response = await t.app.inject({
      url: '/api/v1/payments',
      query: { 'page[size]': '100', ...query },
      headers: await t.as('portaluser'),
    });
    expect(response.statusCode).toBe(200);
    return PaymentSummaryList.parse(response.json());
  }

  const visible = () => seeded.filter((p) => p.group === 'DOD' || p.group === 'DFAS');
  const listed = (p: Seeded) => expected(p).count > 0;
  /** An order as the list applies it: the key, then the payment's file and payee the same way. */
  const by =
    (key: (p: Seeded) => number | string, descending: boolean) =>
    (a: Seeded, b: Seeded): number => {
      const pairs: Array<[number | string, number | string]> = [
        [key(a), key(b)],
        [a.fileId, b.fileId],
        [a.partyId, b.partyId],
      ];
      for (const [x, y] of pairs) if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1);
      return 0;
    };
  const ids = (rows: Seeded[]) => rows.map((p) => p.paymentId);

  it('lists the counted-match payments of the tree, latest first, with the figures the seed gives each', async () => {
    const want = visible()
      .filter(listed)
      .sort(by((p) => p.date, true));
    const page = await list({});
    expect(page.meta).toMatchObject({ 'total-count': want.length });
    expect(page.data.map((row) => row.attributes.paymentId)).toEqual(ids(want.slice(0, 100)));
    const figures = (row: PaymentSummary) => ({
      best: row.matchLevelNumber,
      count: Number(row.matchCount),
      sources: [...row.datasourceList].sort(),
      suppressed: Number(row.suppressedMatchCount),
    });
    expect(page.data.map((row) => figures(row.attributes))).toEqual(want.slice(0, 100).map(expected));
    expect(page.data.map((row) => row.attributes.paymentId)).not.toContain('P-UNSCREENED');
  });

  it('filters by ALC and date from and sorts by amount, largest first, as the bench asks, on every page', async () => {
    const want = visible()
      .filter((p) => listed(p) && p.alc === '97000001' && p.date >= '2026-02-01')
      .sort(by((p) => p.amount, true));
    const first = await list({
      'filter[agencyAlcCode]': '97000001',
      'filter[workingPaymentDateFrom]': '2026-02-01',
      sort: '-paymentAmount',
      'page[size]': '10',
    });
    const second = await list({
      'filter[agencyAlcCode]': '97000001',
      'filter[workingPaymentDateFrom]': '2026-02-01',
      sort: '-paymentAmount',
      'page[size]': '10',
      'page[number]': '2',
    });
    expect(first.meta).toMatchObject({ 'total-count': want.length });
    expect([...first.data, ...second.data].map((row) => row.attributes.paymentId)).toEqual(ids(want.slice(0, 20)));
  });

  it('filters by level, source, amount, type and group, and sorts by match count, level and time', async () => {
    const cases: Array<{ query: Record<string, string>; want: Seeded[] }> = [
      {
        query: { 'filter[matchLevelNumber]': '2', sort: 'matchCount' },
        want: visible()
          .filter((p) => expected(p).best === 2)
          .sort(by((p) => expected(p).count, false)),
      },
      {
        query: {
          'filter[datasource]': 'DOD',
          'filter[paymentAmountFrom]': '100',
          'filter[paymentAmountTo]': '700.5',
          sort: '-agencyPartyId',
        },
        want: visible()
          .filter((p) => expected(p).sources.includes('DOD') && p.amount >= 100 && p.amount <= 700.5)
          .sort(by((p) => p.partyId, true)),
      },
      {
        query: { 'filter[paymentTypeCode]': 'SALARY', 'filter[accessGroupId]': 'DFAS', sort: 'matchLevelNumber' },
        want: visible()
          .filter((p) => listed(p) && p.type === 'SALARY' && p.group === 'DFAS')
          .sort(by((p) => expected(p).best ?? 9, false)),
      },
      {
        query: { sort: '-matchTimestamp', 'filter[workingPaymentDateTo]': '2026-01-31' },
        want: visible()
          .filter((p) => listed(p) && p.date <= '2026-01-31')
          .sort(by((p) => p.partyId, true)),
      },
    ];
    for (const { query, want } of cases) {
      const page = await list(query);
      expect(page.meta, JSON.stringify(query)).toMatchObject({ 'total-count': want.length });
      expect(
        page.data.map((row) => row.attributes.paymentId),
        JSON.stringify(query),
      ).toEqual(ids(want.slice(0, 100)));
    }
  });

  it('lists, with filter[suppressed]=true, the payments whose every match was suppressed, and exports what it lists', async () => {
    const want = visible()
      .filter((p) => p.matches.length > 0 && !listed(p))
      .sort(by((p) => p.paymentId, false));
    expect(want.length).toBeGreaterThan(0);
    const page = await list({ 'filter[suppressed]': 'true', sort: 'paymentId' });
    expect(page.data.map((row) => row.attributes.paymentId)).toEqual(ids(want));
    expect(page.data.map((row) => row.attributes.suppressedMatchCount)).toEqual(want.map(() => '1'));
    const csv = await t.app.inject({
      url: '/api/v1/payments.csv',
      query: { 'filter[suppressed]': 'true', sort: 'paymentId' },
      headers: await t.as('portaluser'),
    });
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(ids(want));
  });
});
