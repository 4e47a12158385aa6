import {
  AgencyFileStatusList,
  ConMonDeltaList,
  ConMonDetailList,
  ConMonEnrollmentList,
  ConMonFileDetailList,
  ConMonSeriesList,
  ConMonSummaryList,
  ErrorBody,
  NewFileIndicatorList,
} from '@dnp/contracts';
import {
  CON_MON_SOURCE_DELTA_JOB,
  createScoringPool,
  datasourceLoads,
  desc,
  eq,
  jobs,
  readJob,
  type PairScorer,
} from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { auditRows } from './audit-rows.js';
import { CON_MON_HEADER, dmfPeople, enrolledParties, writeDmf } from './con-mon/con-mon-fixtures.js';
import { uploadForm } from './support/upload-form.js';
import { loadFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

const CON_MON = '/api/v1/con-mon';

describe('continuous monitoring: enrollment, source deltas, reads', () => {
  let t: TestApp;
  let runner: JobRunner;
  let scorer: PairScorer;
  let fileId = '';
  const loads: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    // Enrollment and delta runs score in a worker thread, as a started API's do; on PostgreSQL it reads the records.
    const { url } = t.handle as { url?: string };
    scorer = createScoringPool({ workers: 1, ...(url === undefined ? {} : { database: url }) });
    runner = new JobRunner(t.handle, jobHandlers(t.handle, t.config, { scorer }));
    await loadDmf([dmfPeople.hernandez, dmfPeople.okafor, dmfPeople.smith]);
  }, 120_000);
  afterAll(async () => {
    await scorer.close();
    await t.close();
  });

  async function loadDmf(lines: string[]): Promise<number> {
    await loadFile(t.handle, 'dmf', writeDmf(lines));
    const [load] = await t.handle.db
      .select({ id: datasourceLoads.id })
      .from(datasourceLoads)
      .where(eq(datasourceLoads.apiName, 'dmf'))
      .orderBy(desc(datasourceLoads.id))
      .limit(1);
    if (!load) throw new Error('no load');
    loads.push(load.id);
    return load.id;
  }
  async function runAll() {
    while (await runner.runOnce()) {
      // every queued job
    }
  }
  async function enroll(lines: string[], fileName = 'DOD_PAYEES.csv', group?: string) {
    const { payload, contentType } = await uploadForm(`${CON_MON_HEADER}\n${lines.join('\n')}\n`, fileName);
    const response = await t.app.inject({
      method: 'POST',
      url: `${CON_MON}/files`,
      query: group ? { accessGroup: group } : {},
      headers: { ...(await t.as(group ? 'adminuser' : 'portaluser')), 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(202);
    const id = AgencyFileStatusList.parse(response.json()).data[0]?.id ?? '';
    await runAll();
    return id;
  }
  async function get(url: string, query: Record<string, string> = {}, user = 'portaluser') {
    return t.app.inject({ url, query, headers: await t.as(user) });
  }
  async function detail(id: string, query: Record<string, string> = {}) {
    const response = await get(`${CON_MON}/files/${id}/detail`, query);
    expect(response.statusCode, response.body).toBe(200);
    return ConMonFileDetailList.parse(response.json());
  }
  const byParty = (list: ConMonFileDetailList) =>
    list.data
      .map(({ attributes: a }) => ({
        party: a.agencyPartyId,
        level: a.matchLevelCode,
        loadId: a.matchedByLoadId,
        withdrawnBy: a.withdrawnByLoadId,
      }))
      // Per party, the active match first, then the withdrawn ones.
      .sort((a, b) => a.party - b.party || (a.withdrawnBy ?? '').localeCompare(b.withdrawnBy ?? ''));

  it('enrolls a file: matched at once, stamped with the load it was matched against, POSSIBLE shown', async () => {
    fileId = await enroll(enrolledParties);
    const status = AgencyFileStatusList.parse((await get(`${CON_MON}/files/${fileId}`)).json()).data[0]?.attributes;
    expect(status).toMatchObject({ area: 'conMon', state: 'done', rowCount: 5, replacement: null });
    const [first] = loads;
    expect(byParty(await detail(fileId))).toEqual([
      { party: 1, level: 'CONCLUSIVE', loadId: String(first), withdrawnBy: null },
      { party: 3, level: 'CONCLUSIVE', loadId: String(first), withdrawnBy: null },
      { party: 4, level: 'POSSIBLE', loadId: String(first), withdrawnBy: null },
    ]);
    const summary = ConMonSummaryList.parse((await get(`${CON_MON}/summaries`)).json());
    const dmf = summary.data.find(
      (row) => row.attributes.agencyFrbFileId === fileId && row.attributes.srcSysTypeCd === 'DMF',
    );
    expect(dmf?.attributes).toMatchObject({
      enrollmentState: 'enrolled',
      fileConclusiveCount: '2',
      filePossibleCount: '1',
      datasourceMatchedCount: '3',
    });
    expect(dmf?.attributes.srcSysTypeCdList).toContain('DMF');
  });

  it('a load that adds records matches only those, against enrolled parties, stamped with that load', async () => {
    const indicator = async () =>
      NewFileIndicatorList.parse((await get('/api/v1/new-file-indicators/conMon')).json()).data[0]?.attributes
        .newFileExists;
    // The enrollment's matches lit it; the user opens con-mon, and only the load's new match lights it again.
    expect(await indicator()).toBe(true);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/new-file-indicators/conMon/views',
      headers: await t.as('portaluser'),
      payload: { data: { attributes: {} } },
    });
    expect(NewFileIndicatorList.parse(opened.json()).data[0]?.attributes.newFileExists).toBe(false);
    expect(await indicator()).toBe(false);
    const added = await loadDmf([
      dmfPeople.hernandez,
      dmfPeople.okafor,
      dmfPeople.smith,
      dmfPeople.doe,
      dmfPeople.unrelated,
    ]);
    const [queued] = await t.handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, CON_MON_SOURCE_DELTA_JOB))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(queued?.payload).toEqual({ apiName: 'dmf', loadId: added });
    await runAll();
    // The delta read the two added records, not the three the source already held.
    const job = await readJob(t.handle, Number(queued?.id));
    expect(job).toMatchObject({ state: 'done', checkpoint: { delta: { records: 2, matches: 1 } } });
    expect(await indicator()).toBe(true);
    const [first] = loads;
    expect(byParty(await detail(fileId))).toEqual([
      { party: 1, level: 'CONCLUSIVE', loadId: String(first), withdrawnBy: null },
      { party: 2, level: 'CONCLUSIVE', loadId: String(added), withdrawnBy: null },
      { party: 3, level: 'CONCLUSIVE', loadId: String(first), withdrawnBy: null },
      { party: 4, level: 'POSSIBLE', loadId: String(first), withdrawnBy: null },
    ]);
  });

  it('a load that removes a record withdraws its match (kept, stamped with that load) and queues no delta', async () => {
    const before = (await t.handle.db.select().from(jobs).where(eq(jobs.kind, CON_MON_SOURCE_DELTA_JOB))).length;
    const removed = await loadDmf([dmfPeople.hernandez, dmfPeople.okafor, dmfPeople.doe, dmfPeople.unrelated]);
    expect((await t.handle.db.select().from(jobs).where(eq(jobs.kind, CON_MON_SOURCE_DELTA_JOB))).length).toBe(before);
    expect(byParty(await detail(fileId)).map((row) => row.party)).toEqual([1, 2, 4]);
    const withWithdrawn = byParty(await detail(fileId, { 'filter[includeWithdrawn]': 'true' }));
    expect(withWithdrawn.find((row) => row.party === 3)).toMatchObject({ withdrawnBy: String(removed) });
  });

  it('a corrected record withdraws its match and matches again under the correcting load', async () => {
    const corrected = await loadDmf([
      dmfPeople.hernandezCorrected,
      dmfPeople.okafor,
      dmfPeople.doe,
      dmfPeople.unrelated,
    ]);
    await runAll();
    const rows = byParty(await detail(fileId, { 'filter[includeWithdrawn]': 'true' })).filter((row) => row.party === 1);
    expect(rows).toEqual([
      { party: 1, level: 'CONCLUSIVE', loadId: String(corrected), withdrawnBy: null },
      { party: 1, level: 'CONCLUSIVE', loadId: String(loads[0]), withdrawnBy: String(corrected) },
    ]);
    // The unchanged Okafor record kept its match and its first stamp.
    expect(byParty(await detail(fileId)).find((row) => row.party === 4)?.loadId).toBe(String(loads[0]));
  });

  it('draws the file over its loads by level, and lists the deltas since a day', async () => {
    const series = ConMonSeriesList.parse((await get(`${CON_MON}/files/${fileId}/series`)).json());
    expect(
      series.data.map(({ attributes: p }) => [
        p.loadId,
        p.conclusiveCount,
        p.possibleCount,
        p.newCount,
        p.withdrawnCount,
      ]),
    ).toEqual([
      [String(loads[0]), '2', '1', '3', '0'],
      [String(loads[1]), '3', '1', '1', '0'],
      [String(loads[2]), '2', '1', '0', '1'],
      [String(loads[3]), '2', '1', '1', '1'],
    ]);
    const refused = await get(`${CON_MON}/deltas`, {}, 'reportuser');
    expect(refused.statusCode).toBe(403);
    const deltas = await get(`${CON_MON}/deltas`, { accessGroup: 'DOD', 'filter[since]': '2000-01-01' }, 'adminuser');
    expect(deltas.statusCode, deltas.body).toBe(200);
    const changes = ConMonDeltaList.parse(deltas.json()).data.map(
      ({ attributes: d }) => `${d.change}:${d.agencyPartyId}`,
    );
    expect(changes.sort()).toEqual(['new:1', 'new:1', 'new:2', 'new:3', 'new:4', 'withdrawn:1', 'withdrawn:3']);
    // Since the last visit: the first look is everything, the next one nothing new.
    const first = ConMonDeltaList.parse((await get(`${CON_MON}/deltas`, { accessGroup: 'DOD' }, 'adminuser')).json());
    expect(first.meta?.since).toBeNull();
    expect(first.data).toHaveLength(7);
    const second = ConMonDeltaList.parse((await get(`${CON_MON}/deltas`, { accessGroup: 'DOD' }, 'adminuser')).json());
    expect(second.meta?.since).toEqual(expect.any(String));
    expect(second.data).toEqual([]);
  });

  it('shows a match with its source record and explanation, audited as a record read; TINs masked', async () => {
    const response = await get(`${CON_MON}/match-detail`, {
      'filter[agencyFrbFileId]': fileId,
      'filter[agencyPartyId]': '2',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [match] = ConMonDetailList.parse(response.json()).data;
    expect(match?.attributes).toMatchObject({
      agencyTin: '*****9012',
      matchLevelCode: 'CONCLUSIVE',
      matchedByLoadId: String(loads[1]),
      record: { type: 'dmf' },
    });
    expect(match?.attributes.explanation?.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('456789012');
    const reads = await auditRows(t.handle.db, 'record.read');
    expect(reads.some((row) => (row.details as { area?: string }).area === 'conMon')).toBe(true);
    const csv = await get(`${CON_MON}/files/${fileId}/detail/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Matched by load');
    expect(csv.body).not.toContain('456789012');
  });

  it("another group's file answers 404; a child's file is the parent's to see", async () => {
    const hud = await get(`${CON_MON}/files/${fileId}/detail`, { accessGroup: 'HUD' }, 'adminuser');
    expect(hud.statusCode).toBe(404);
    expect(ErrorBody.parse(hud.json()).errors[0]?.detail).toMatch(/no con-mon file/);
    const dfasFile = await enroll([enrolledParties[4] ?? ''], 'DFAS_PAYEES.csv', 'DFAS');
    expect((await get(`${CON_MON}/files/${dfasFile}/detail`)).statusCode).toBe(200);
    expect((await get(`${CON_MON}/files/${fileId}/series`, { accessGroup: 'DFAS' }, 'adminuser')).statusCode).toBe(404);
  });

  it('a file of the same name sent again replaces the enrolled one, reporting parties added, changed, removed', async () => {
    const replacement = await enroll([
      '12345678,1,MARIA ELENA HERNANDEZ,123456789,SSN',
      '12345678,2,JANE ANN DOE-SMITH,456789012,SSN',
      '12345678,6,GRACE HOPPER,222334444,SSN',
    ]);
    const status = AgencyFileStatusList.parse((await get(`${CON_MON}/files/${replacement}`)).json()).data[0]
      ?.attributes;
    expect(status?.replacement).toEqual({ replacedFileId: fileId, added: 1, changed: 1, removed: 3 });
    const summary = ConMonSummaryList.parse((await get(`${CON_MON}/summaries`)).json()).data;
    expect(summary.find((row) => row.attributes.agencyFrbFileId === fileId)?.attributes.enrollmentState).toBe(
      'replaced',
    );
    // The replaced file's matches stay readable.
    expect((await detail(fileId)).data.length).toBe(3);
    fileId = replacement;
  });

  it('withdraws an enrolled file (audited): later loads no longer match it, its matches stay readable', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${CON_MON}/files/${fileId}/withdraw`,
      headers: await t.as('portaluser'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ConMonEnrollmentList.parse(response.json()).data[0]?.attributes.enrollmentState).toBe('withdrawn');
    const [audit] = await auditRows(t.handle.db, 'conMon.withdraw');
    expect(audit).toMatchObject({ outcome: 'allowed', resourceId: fileId, userId: 'portaluser' });
    const again = await t.app.inject({
      method: 'POST',
      url: `${CON_MON}/files/${fileId}/withdraw`,
      headers: await t.as('portaluser'),
    });
    expect(again.statusCode).toBe(409);
    const before = (await detail(fileId)).data.length;
    // Grace Hopper dies: the withdrawn file is not matched.
    await loadDmf([
      dmfPeople.hernandezCorrected,
      dmfPeople.okafor,
      dmfPeople.doe,
      dmfPeople.unrelated,
      dmfPeople.hopper,
    ]);
    await runAll();
    expect((await detail(fileId)).data.length).toBe(before);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `${CON_MON}/files/${fileId}/withdraw`,
      headers: await t.as('reportuser'),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
