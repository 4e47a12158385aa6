import {
  DatasourceInfoList,
  DatasourceLoadList,
  ErrorBody,
  SourceLoadHistoryList,
  type DatasourceLoad,
} from '@dnp/contracts';
import { count, datasourceLoads, eq, pub78Records } from '@dnp/db';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { auditRows } from './audit-rows.js';
import { CON_MON_HEADER, dmfPeople, enrolledParties, writeDmf } from './con-mon/con-mon-fixtures.js';
import { uploadForm } from './support/upload-form.js';
import { loadFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

const LOADS = '/api/v1/datasources/pub78/loads';

/** IRS Publication 78 lines: EIN|Legal Name|City|State|Country|Deductibility codes. */
const firstEdition = [
  '000000001|FIRST CHARITY|AUSTIN|TX|United States|PC',
  '000000002|SECOND FUND|BOSTON|MA|United States|PF',
];
const secondEdition = [
  '000000001|FIRST CHARITY|AUSTIN|TX|United States|PC',
  '000000002|SECOND FUND RENAMED|BOSTON|MA|United States|PF',
  '000000003|THIRD TRUST|DENVER|CO|United States|PC',
];

async function form(content: string, fields: Record<string, string> = {}, fileName = 'pub78.txt') {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([content]), fileName);
  const body = new Response(data);
  return { payload: Buffer.from(await body.arrayBuffer()), contentType: body.headers.get('content-type') ?? '' };
}

describe('source loads through the portal', () => {
  let t: TestApp;
  let runner: JobRunner;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'dnp-source-uploads-'));
    t = await createTestApp({ UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '100000' });
    runner = new JobRunner(t.handle, jobHandlers(t.handle, t.config));
  }, 60_000);
  afterAll(() => t.close());

  async function send(lines: string[], options: { user?: string; fields?: Record<string, string> } = {}) {
    const { payload, contentType } = await form(`${lines.join('\n')}\n`, options.fields);
    return t.app.inject({
      method: 'POST',
      url: LOADS,
      headers: { ...(await t.as(options.user ?? 'adminuser')), 'content-type': contentType },
      payload,
    });
  }
  const loadOf = (body: unknown): DatasourceLoad => {
    const load = DatasourceLoadList.parse(body).data[0]?.attributes;
    if (!load) throw new Error('no load in the answer');
    return load;
  };
  /** Runs the queued load to its end, then reads it as the admin screen does. */
  async function runAndRead(sourceLoadId: string): Promise<DatasourceLoad> {
    while (await runner.runOnce()) {
      // every queued job, this load's included
    }
    const response = await t.app.inject({ url: `${LOADS}/${sourceLoadId}`, headers: await t.as('adminuser') });
    expect(response.statusCode).toBe(200);
    return loadOf(response.json());
  }
  async function pub78LastUpdated(): Promise<string | null> {
    const response = await t.app.inject({ url: '/api/v1/datasources/pub78', headers: await t.as('portaluser') });
    return DatasourceInfoList.parse(response.json()).data[0]?.attributes.lastUpdated ?? null;
  }
  const storedRecords = async () => (await t.handle.db.select({ n: count() }).from(pub78Records))[0]?.n;

  it('loads a first file, then a second that adds and changes records; lastUpdated follows each load', async () => {
    expect(await pub78LastUpdated()).toBeNull();
    const sent = await send(firstEdition, { fields: { sourceVersion: 'Pub 78 first edition' } });
    expect(sent.statusCode).toBe(202);
    const queued = loadOf(sent.json());
    expect(queued).toMatchObject({ apiName: 'pub78', state: 'queued', fileNames: ['pub78.txt'], result: null });
    expect(sent.headers.location).toBe(`${LOADS}/${queued.sourceLoadId}`);
    const [uploadAudit] = await auditRows(t.handle.db, 'upload');
    expect(uploadAudit).toMatchObject({
      userId: 'adminuser',
      datasource: 'pub78',
      resourceType: 'datasourceLoad',
      resourceId: queued.sourceLoadId,
    });

    const first = await runAndRead(queued.sourceLoadId);
    expect(first).toMatchObject({ state: 'done', phase: 'done', rejectionCount: 0, lastError: null });
    expect(first.result).toMatchObject({ sourceVersion: 'Pub 78 first edition', added: 2, changed: 0, removed: 0 });
    const firstUpdated = await pub78LastUpdated();
    expect(firstUpdated).not.toBeNull();

    const second = await runAndRead(loadOf((await send(secondEdition)).json()).sourceLoadId);
    expect(second.result).toMatchObject({ recordsRead: 3, recordCount: 3, added: 1, changed: 1, removed: 0 });
    expect(second.progress).toMatchObject({ percent: 100 });
    expect(await storedRecords()).toBe(3);
    const [loadRow] = await t.handle.db
      .select()
      .from(datasourceLoads)
      .where(eq(datasourceLoads.id, Number(second.result?.datasourceLoadId)));
    expect(loadRow).toMatchObject({ apiName: 'pub78', addedCount: 1, changedCount: 1, removedCount: 0 });
    expect(Date.parse((await pub78LastUpdated()) ?? '')).toBeGreaterThanOrEqual(Date.parse(firstUpdated ?? ''));
    expect((await pub78LastUpdated()) === loadRow?.loadedAt.toISOString()).toBe(true);

    const [loadAudit] = await auditRows(t.handle.db, 'datasource.load');
    expect(loadAudit).toMatchObject({
      userId: 'adminuser',
      datasource: 'pub78',
      resourceId: second.sourceLoadId,
      details: expect.objectContaining({ added: 1, changed: 1, removed: 0 }) as unknown,
    });
    // The received file is removed once its load committed.
    expect(await readdir(join(uploadDir, 'source-loads'))).toEqual([]);
  });

  it('refuses a file with a bad line whole, naming its line and column; the previous load stays', async () => {
    const before = await pub78LastUpdated();
    const bad = [...secondEdition, '12345|FOURTH FUND|RENO|NV|United States|PC', '000000005|FIFTH|X|Y|Z|PC'];
    const refused = await runAndRead(loadOf((await send(bad)).json()).sourceLoadId);
    expect(refused).toMatchObject({ state: 'failed', phase: 'refused', result: null, rejectionCount: 1 });
    expect(refused.rejections).toEqual([{ line: 4, file: null, column: 'EIN', reason: expect.any(String) as unknown }]);
    expect(refused.lastError).toMatch(/^1 line was refused \(0 allowed\); nothing was loaded .*line 4, column EIN/);
    expect(await storedRecords()).toBe(3);
    expect(await pub78LastUpdated()).toBe(before);
  });

  it('refuses a file the loader itself refuses (a key repeated with different content) the same way', async () => {
    const repeated = [...secondEdition, '000000003|THIRD TRUST RENAMED|DENVER|CO|United States|PC'];
    const refused = await runAndRead(loadOf((await send(repeated)).json()).sourceLoadId);
    expect(refused).toMatchObject({ state: 'failed', phase: 'refused', result: null, rejectionCount: 1 });
    expect(refused.rejections[0]).toMatchObject({
      line: 4,
      reason: expect.stringMatching(/repeats line 3/) as unknown,
    });
    expect(await storedRecords()).toBe(3);
  });

  async function history() {
    const response = await t.app.inject({ url: '/api/v1/datasources/loads', headers: await t.as('adminuser') });
    expect(response.statusCode).toBe(200);
    return SourceLoadHistoryList.parse(response.json()).data;
  }

  it('lists the recent loads, newest first, each request once with what it changed', async () => {
    const pub78 = (await history()).map((item) => item.attributes).filter((load) => load.apiName === 'pub78');
    expect(pub78.map((load) => [load.through, load.phase, load.added, load.changed, load.removed])).toEqual([
      ['portal', 'refused', null, null, null],
      ['portal', 'refused', null, null, null],
      ['portal', 'done', 1, 1, 0],
      ['portal', 'done', 2, 0, 0],
    ]);
    expect(pub78[0]).toMatchObject({ requestedBy: 'adminuser', datasourceLoadId: null, recordCount: null });
    expect(pub78[2]).toMatchObject({ sourceVersion: expect.stringMatching(/^pub78\.txt /) as unknown, recordCount: 3 });
    expect(pub78[3]).toMatchObject({ sourceVersion: 'Pub 78 first edition', fileNames: ['pub78.txt'] });
  });

  it('shows what continuous monitoring found because of each load: new matches, then withdrawn ones', async () => {
    const enrolled = await uploadForm(
      `${CON_MON_HEADER}\n${enrolledParties.slice(0, 2).join('\n')}\n`,
      'DOD_PAYEES.csv',
    );
    const enrollment = await t.app.inject({
      method: 'POST',
      url: '/api/v1/con-mon/files',
      headers: { ...(await t.as('portaluser')), 'content-type': enrolled.contentType },
      payload: enrolled.payload,
    });
    expect(enrollment.statusCode, enrollment.body).toBe(202);
    const sendDmf = async (lines: string[]) => {
      const { payload, contentType } = await form(`${lines.join('\n')}\n`, {}, 'dmf.txt');
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/datasources/dmf/loads',
        headers: { ...(await t.as('adminuser')), 'content-type': contentType },
        payload,
      });
      expect(sent.statusCode, sent.body).toBe(202);
      const load = loadOf(sent.json());
      while (await runner.runOnce()) {
        // the load, then the con-mon delta job it queued
      }
      const read = await t.app.inject({
        url: `/api/v1/datasources/dmf/loads/${load.sourceLoadId}`,
        headers: await t.as('adminuser'),
      });
      return loadOf(read.json());
    };
    // Hernandez (enrolled party 1) dies in the first load.
    const first = await sendDmf([dmfPeople.hernandez, dmfPeople.unrelated]);
    expect(first.result).toMatchObject({ added: 2 });
    expect(first.conMon).toEqual({ state: 'done', newMatches: 1, withdrawnMatches: 0 });
    // The next full file no longer lists Hernandez and adds Doe (enrolled party 2).
    const second = await sendDmf([dmfPeople.unrelated, dmfPeople.doe]);
    expect(second.result).toMatchObject({ added: 1, removed: 1 });
    expect(second.conMon).toEqual({ state: 'done', newMatches: 1, withdrawnMatches: 1 });
  });

  it('lists a load made outside the portal (as the CLI does with the portal stopped) with its figures and con-mon', async () => {
    // After the previous test the DMF lists Quigley and Doe: this full file corrects Hernandez back in and drops Doe.
    const path = writeDmf([dmfPeople.unrelated, dmfPeople.hernandezCorrected]);
    await loadFile(t.handle, 'dmf', path);
    while (await runner.runOnce()) {
      // the con-mon delta job the load queued
    }
    const items = await history();
    const [newest] = items;
    expect(newest?.id).toMatch(/^committed-\d+$/);
    expect(newest?.attributes).toMatchObject({
      through: 'outside',
      sourceLoadId: null,
      datasourceLoadId: newest?.id.replace('committed-', ''),
      apiName: 'dmf',
      sourceVersion: 'test',
      fileNames: [path],
      requestedBy: null,
      state: 'done',
      phase: 'done',
      recordCount: 2,
      added: 1,
      changed: 0,
      removed: 1,
      conMon: { state: 'done', newMatches: 1, withdrawnMatches: 1 },
    });
    const dmf = await t.app.inject({ url: '/api/v1/datasources/dmf', headers: await t.as('adminuser') });
    expect(DatasourceInfoList.parse(dmf.json()).data[0]?.attributes.lastUpdated).toBe(newest?.attributes.receivedAt);
    // Every load shows once: a request that committed is not listed again as its committed load.
    const committed = items.flatMap((item) =>
      item.attributes.datasourceLoadId ? [item.attributes.datasourceLoadId] : [],
    );
    expect(new Set(committed).size).toBe(committed.length);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.map((item) => [item.attributes.apiName, item.attributes.through])).toEqual([
      ['dmf', 'outside'],
      ['dmf', 'portal'],
      ['dmf', 'portal'],
      ['pub78', 'portal'],
      ['pub78', 'portal'],
      ['pub78', 'portal'],
      ['pub78', 'portal'],
    ]);
  });

  it('refuses a caller without DATASOURCE_LOAD (403, audited), and a source with no public file (400)', async () => {
    const response = await send(firstEdition, { user: 'portaluser' });
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).errors[0]?.detail).toContain('DATASOURCE_LOAD');
    const [denial] = await auditRows(t.handle.db, 'access.denied');
    expect(denial).toMatchObject({ userId: 'portaluser', outcome: 'denied' });
    const list = await t.app.inject({ url: '/api/v1/datasources/loads', headers: await t.as('portaluser') });
    expect(list.statusCode).toBe(403);

    const { payload, contentType } = await form('x\n');
    const noFormat = await t.app.inject({
      method: 'POST',
      url: '/api/v1/datasources/caivrs/loads',
      headers: { ...(await t.as('adminuser')), 'content-type': contentType },
      payload,
    });
    expect(noFormat.statusCode).toBe(400);
    expect(ErrorBody.parse(noFormat.json()).errors[0]?.detail).toContain('no public file format');
  });
});
