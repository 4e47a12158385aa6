import { loadDatasource, queryRows, type DbHandle } from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SEED } from './load-demo-data.js';
import { loadDemoPaymentFiles } from './load-demo-payment-files.js';
import { generateRecords } from './source-generator.js';

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
  for (const apiName of ['dmf', 'dod', 'dos', 'aisProbate', 'aisObituary'] as const) {
    // Enough drawn deaths that the spring of 2025 holds some (deaths lean to recent years).
    const count = apiName === 'dmf' || apiName === 'dod' ? 1500 : 40;
    await loadDatasource(handle, apiName, generateRecords(apiName, { seed: DEMO_SEED, count }), {
      sourceVersion: 'test',
    });
  }
}, 300_000);
afterAll(() => handle.close());

interface Screened {
  group: string;
  month: string;
  party: number;
  status: string;
  days: number | null;
  rules: string | null;
}

describe('loadDemoPaymentFiles', () => {
  it('screens six months of DOD and HUD payment files, planted deceased payees stopped or flagged as the rules say', async () => {
    const first = await loadDemoPaymentFiles(handle, { issuer: 'http://localhost:3001' });
    expect(first.screened.map((file) => file.fileName)).toEqual(
      ['01', '02', '03', '04', '05', '06'].flatMap((m) => [
        `DOD_PAYMENTS_2025${m}01.csv`,
        `HUD_PAYMENTS_2025${m}01.csv`,
      ]),
    );
    const rows = await queryRows<Screened>(
      handle,
      `select f.access_group_id as "group", to_char(p.working_payment_date, 'YYYY-MM') as month,
              p.party_id::int as party, p.payment_status as status, p.days_since_death as days,
              (select string_agg(distinct h.rule_code, ',' order by h.rule_code) from payment_rule_hits h
                where h.file_id = p.file_id and h.party_id = p.party_id) as rules
         from payments p join agency_files f on f.id = p.file_id
        where p.party_id < 1100 or p.party_id between 2000 and 2099
        order by 1, 2, 3`,
    );
    const of = (party: number, month: string) => rows.find((row) => row.party === party && row.month === month);
    expect(of(1001, '2025-04')).toMatchObject({ status: 'STOPPED', rules: 'SP-DEATH-30' });
    expect(of(1002, '2025-06')).toMatchObject({ status: 'STOPPED' });
    expect(of(1003, '2025-03')).toMatchObject({
      status: 'ISSUED',
      rules: 'BR-AIS-DEATH,BR-PROBABLE-DEATH,SP-AIS-DEATH-30',
    });
    expect(of(1004, '2025-01')).toMatchObject({ status: 'ISSUED', days: -6, rules: 'BR-DEATH-AFTER-PAYMENT' });
    expect(of(1004, '2025-02')).toMatchObject({ status: 'ISSUED', days: 25, rules: 'BR-AIS-DEATH' });
    expect(of(1004, '2025-03')).toMatchObject({ status: 'ISSUED', rules: 'BR-AIS-DEATH,SP-AIS-DEATH-30' });
    expect(of(2001, '2025-04')).toMatchObject({ status: 'STOPPED', rules: 'SP-DEATH-30' });
    // The spring deaths found in the sources: paid before the death early, stopped by June.
    expect(of(1005, '2025-01')).toMatchObject({ status: 'ISSUED', rules: 'BR-DEATH-AFTER-PAYMENT' });
    expect(of(1005, '2025-06')).toMatchObject({ status: 'STOPPED', rules: 'SP-DEATH-30' });
    expect(of(2002, '2025-06')).toMatchObject({ status: 'STOPPED' });
    expect(of(2003, '2025-01')).toMatchObject({ status: 'ISSUED', rules: 'BR-PROBABLE-DEATH' });
    // January's false positive, once submitted, keeps the same record from counting on later files.
    expect(of(2003, '2025-02')).toMatchObject({ status: 'ISSUED', days: null, rules: null });
    const fillers = await queryRows(
      handle,
      `select 1 from payment_rule_hits where party_id >= 1100 and party_id < 2000`,
    );
    expect(fillers).toEqual([]);
    const unscreened = await queryRows(
      handle,
      `select 1 from payments p join agency_files f on f.id = p.file_id where p.screened_at is null or f.matched_at is null`,
    );
    expect(unscreened).toEqual([]);

    const again = await loadDemoPaymentFiles(handle, { issuer: 'http://localhost:3001' });
    expect(again).toEqual({ screened: [], skipped: 12, decisions: 0 });
  }, 300_000);

  it('leaves January decided, certified where improper and submitted; February partly pending; the rest open', async () => {
    const states = await queryRows<{ month: string; party: number; state: string | null; status: string }>(
      handle,
      `select to_char(working_payment_date, 'YYYY-MM') as month, party_id::int as party,
              adjudication_status as state, payment_status as status
         from payments where adjudication_status is not null or match_adjudication_status is not null
        order by 1, 2`,
    );
    const of = (party: number, month: string) => states.find((row) => row.party === party && row.month === month);
    expect(of(1001, '2025-01')).toEqual({ month: '2025-01', party: 1001, state: 'PAYMENT INVALID', status: 'INVALID' });
    expect(of(1003, '2025-01')).toMatchObject({ state: 'IMPROPER (SUBMITTED)', status: 'STOPPED' });
    expect(of(1004, '2025-01')).toMatchObject({ state: 'PROPER (SUBMITTED)', status: 'ISSUED' });
    expect(of(1001, '2025-02')).toMatchObject({ state: 'IMPROPER (SUBMITTED)', status: 'STOPPED' });
    expect(of(1003, '2025-02')).toMatchObject({ state: 'IMPROPER (PENDING)' });
    expect(of(1002, '2025-03')).toMatchObject({ state: null });
    expect(states.filter((row) => row.month > '2025-03')).toEqual([]);
    const asr = await queryRows(handle, `select level1_group_id, report_year, report_month from asr_submissions`);
    expect(asr).toEqual([{ level1_group_id: 'API_FTPA', report_year: 2025, report_month: 1 }]);
    const [history] = await queryRows<{ decisions: number; audits: number }>(
      handle,
      `select (select count(*)::int from payment_adjudications) as decisions,
              (select count(*)::int from audit_log where action = 'adjudicate') as audits`,
    );
    expect(history?.decisions).toBeGreaterThanOrEqual(12);
    expect(history?.audits).toBe(history?.decisions);
    const suppressions = await queryRows(handle, `select agency_party_id, decided_by from match_suppressions`);
    expect(suppressions).toEqual([{ agency_party_id: '2003', decided_by: 'adminuser' }]);
  }, 300_000);
});
