import {
  DEMO_DELTA_VERSION,
  demoSources,
  loadDemoConMonFiles,
  loadDemoData,
  loadDemoPaymentFiles,
  type DemoPaymentSummary,
} from '@dnp/generate';
import { queryRows, type DbHandle } from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/src/commands/demo.js';
import { signToken, TEST_ISSUER, type TestApp } from './test-app.js';
import { bufferedIo, heldDataDir } from './cli-io-capture.js';
import { startListeningPortal, type ListeningPortal } from './listening-portal.js';

/**
 * What a user of Payments and Reporting sees of the demo's months: each payment with its
 * screening and decision, the decision history, the suppressions and the submitted months.
 * Times are left out: a direct run backdates them (decision 67), the portal records when.
 */
async function paymentsArea(handle: DbHandle) {
  const payments = await queryRows(
    handle,
    `select f.access_group_id as "group", f.file_name as file, p.payment_id as "paymentId", p.party_id::int as party,
            p.payment_status as status, p.adjudication_status as adjudication,
            p.match_adjudication_status as decision, p.adjudication_comment as comment,
            p.agency_override as override, p.adjudicated_by as "decidedBy", p.days_since_death as days,
            (select string_agg(h.rule_code, ',' order by h.rule_code) from payment_rule_hits h
              where h.file_id = p.file_id and h.party_id = p.party_id) as rules,
            (select count(*)::int from match_results m where m.file_id = p.file_id and m.party_id = p.party_id) as matches
       from payments p join agency_files f on f.id = p.file_id
      where f.area = 'payment' order by f.file_name, p.party_id`,
  );
  const history = await queryRows(
    handle,
    `select f.file_name as file, a.party_id::int as party, a.action, a.from_status as "from", a.to_status as "to",
            a.match_adjudication_status as decision, a.comment, a.agency_override as override,
            a.user_id as "userId", a.access_group_id as "actingGroup"
       from payment_adjudications a join agency_files f on f.id = a.file_id order by a.id`,
  );
  const suppressions = await queryRows(
    handle,
    `select level1_group_id as "level1", payee_tin as tin, agency_party_id as party, api_name as "apiName",
            natural_key as "key", reason, decided_by as "decidedBy"
       from match_suppressions order by api_name, natural_key`,
  );
  const submitted = await queryRows(
    handle,
    `select level1_group_id as "level1", report_year as year, report_month as month, submitted_by as "submittedBy"
       from asr_submissions order by report_year, report_month`,
  );
  const audited = await queryRows(
    handle,
    `select action, user_id as "userId", acting_access_group_id as "actingGroup", count(*)::int as n
       from audit_log where action in ('adjudicate', 'asr.submit') group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { payments, history, suppressions, submitted, audited };
}

describe('npm run cli -- demo, through the running portal', () => {
  let portal: ListeningPortal;
  let t: TestApp;
  /** The same demo written with the portal stopped, to compare the Payments area with. */
  let direct: DbHandle;
  let directPayments: DemoPaymentSummary;
  beforeAll(async () => {
    portal = await startListeningPortal({
      UPLOAD_DIR: await mkdtemp(join(tmpdir(), 'dnp-demo-uploads-')),
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    t = portal.t;
    direct = await openTestDb();
    // A direct run's order: the sources, continuous monitoring's files and DMF delta, then the payments.
    await loadDemoData(direct);
    await loadDemoConMonFiles(direct, { issuer: TEST_ISSUER });
    directPayments = await loadDemoPaymentFiles(direct, { issuer: TEST_ISSUER });
  }, 300_000);
  afterAll(async () => {
    await portal.close();
    await direct.close();
  });

  it('sends the demo sources, agency files, DMF delta, payment files and decisions, as a direct run writes them; a second run sends nothing new', async () => {
    // Long enough for the whole demo on a loaded machine: the CLI reuses DNP_API_TOKEN for every load.
    const token = await signToken({ sub: 'adminuser', expiresInSeconds: 3600 });
    // The demo's decisions are its users': portaluser decides DOD's payments, adminuser HUD's and the level-1 steps.
    const users = {
      DNP_API_TOKEN_PORTALUSER: await signToken({ sub: 'portaluser', expiresInSeconds: 3600 }),
      DNP_API_TOKEN_ADMINUSER: token,
    };
    const { out, io } = bufferedIo({ DNP_API_TOKEN: token, DNP_PORTAL_URL: portal.url, ...users });
    expect(await run(['--data-dir', heldDataDir(), '--poll-ms', '100'], io), out.stderr).toBe(0);
    expect(out.stderr).toMatch(/The portal \(process \d+\) holds .*pglite: sending the demo through it\./);
    for (const source of demoSources()) {
      expect(out.stdout).toContain(`source version "${source.sourceVersion}")`);
    }
    expect(out.stdout).toMatch(/^ofac: 8,976 records read, 0 rejected/m);
    expect(out.stdout).toMatch(/^dod: 1,500 records read, 0 rejected/m);
    expect(out.stdout.match(/^file \d+ matched: /gm)?.length).toBe(3);
    expect(out.stdout.match(/^file \d+ enrolled: /gm)?.length).toBe(2);
    expect(out.stdout).toMatch(/added 3, changed 0, removed 0; .*source version "demo-con-mon-delta-1"/);
    expect(out.stdout.match(/^file \d+ screened: /gm)?.length).toBe(12);
    expect(out.stdout).toContain(`demo payment decisions: ${directPayments.decisions}\n`);
    expect(out.stdout).toContain('demo ASR for 2025-01: submitted by adminuser for API_FTPA');

    // The delta's deaths are found in the enrolled files, stamped with its load, once its job ends.
    for (let waited = 0; waited < 60_000; waited += 250) {
      const [pending] = await queryRows<{ n: number }>(
        t.handle,
        `select count(*)::int as n from jobs where state in ('queued', 'running')`,
      );
      if (pending?.n === 0) break;
      await new Promise((done) => setTimeout(done, 250));
    }
    const [delta] = await queryRows<{ n: number }>(
      t.handle,
      `select count(*)::int as n from match_results m join datasource_loads l on l.id = m.matched_by_load
        where l.source_version = $1`,
      [DEMO_DELTA_VERSION],
    );
    expect(delta?.n).toBeGreaterThan(0);

    // Payments and Reporting show the demo's months as a run with the portal stopped writes them.
    const [through, without] = [await paymentsArea(t.handle), await paymentsArea(direct)];
    expect(without.payments.length).toBeGreaterThan(0);
    expect(directPayments.decisions).toBeGreaterThan(0);
    expect(without.history.length).toBe(directPayments.decisions);
    expect(without.submitted).toHaveLength(1);
    expect(through).toEqual(without);

    const again = bufferedIo({ DNP_API_TOKEN: token, ...users });
    expect(await run(['--portal', portal.url, '--poll-ms', '100'], again.io), again.out.stderr).toBe(0);
    expect(again.out.stdout.match(/loaded before, left as it is/g)?.length).toBe(demoSources().length + 1);
    // Five agency files and twelve payment files; none decided again.
    expect(again.out.stdout.match(/sent before, left as it is/g)?.length).toBe(17);
    expect(again.out.stdout).toContain('demo payment decisions: 0\n');
    expect(await paymentsArea(t.handle)).toEqual(without);
    expect(again.out.stdout).not.toMatch(/records read/);
  }, 600_000);

  it('asks for a token when the portal holds the database and none is given', async () => {
    const { out, io } = bufferedIo({ DNP_PORTAL_URL: portal.url });
    expect(await run(['--data-dir', heldDataDir()], io)).toBe(2);
    expect(out.stderr).toMatch(/set DNP_API_TOKEN/);
    expect(out.stderr).toContain('usage: demo');
  });
});
