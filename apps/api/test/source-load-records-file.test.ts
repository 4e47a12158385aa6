import { DatasourceInfoList, DatasourceLoadList, ErrorBody, type DatasourceLoad } from '@dnp/contracts';
import { count, dodRecords } from '@dnp/db';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { auditRows } from './audit-rows.js';
import { createTestApp, type TestApp } from './test-app.js';

/** DoD death data: a restricted source, which has no published file, only records files. */
const LOADS = '/api/v1/datasources/dod/loads';

const death = (tin: string, name: string, deathDate = '2024-02-11') => ({
  key: tin,
  record: { name, tin, birthDate: '1941-07-30', deathDate },
});
const jsonLines = (lines: unknown[]) => `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;

async function form(content: string, fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([content]), 'dod.jsonl');
  const body = new Response(data);
  return { payload: Buffer.from(await body.arrayBuffer()), contentType: body.headers.get('content-type') ?? '' };
}

describe('records files through the source-load route', () => {
  let t: TestApp;
  let runner: JobRunner;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'dnp-records-uploads-'));
    t = await createTestApp({ UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '100000' });
    runner = new JobRunner(t.handle, jobHandlers(t.handle, t.config));
  }, 60_000);
  afterAll(() => t.close());

  async function send(content: string, fields: Record<string, string>, user = 'adminuser') {
    const { payload, contentType } = await form(content, fields);
    return t.app.inject({
      method: 'POST',
      url: LOADS,
      headers: { ...(await t.as(user)), 'content-type': contentType },
      payload,
    });
  }
  /** Runs the queued load to its end, then reads it as the admin screen does. */
  async function sendAndRun(content: string, fields: Record<string, string>): Promise<DatasourceLoad> {
    const sent = await send(content, fields);
    expect(sent.statusCode, sent.body).toBe(202);
    const queued = DatasourceLoadList.parse(sent.json()).data[0]?.attributes;
    if (!queued) throw new Error('no load in the answer');
    while (await runner.runOnce()) {
      // every queued job, this load's included
    }
    const read = await t.app.inject({ url: `${LOADS}/${queued.sourceLoadId}`, headers: await t.as('adminuser') });
    expect(read.statusCode).toBe(200);
    const load = DatasourceLoadList.parse(read.json()).data[0]?.attributes;
    if (!load) throw new Error('no load in the answer');
    return load;
  }
  const storedRecords = async () => (await t.handle.db.select({ n: count() }).from(dodRecords))[0]?.n;
  async function dodInCatalog() {
    const response = await t.app.inject({ url: '/api/v1/datasources/dod', headers: await t.as('adminuser') });
    return DatasourceInfoList.parse(response.json()).data[0]?.attributes;
  }

  it('loads a restricted source from its records file, then a second edition as a delta, audited', async () => {
    const first = await sendAndRun(
      jsonLines([death('524713380', 'HAROLD WHITCOMB'), death('229586104', 'MARIA DELGADO')]),
      { format: 'records', sourceVersion: 'DoD feed 1' },
    );
    expect(first).toMatchObject({ state: 'done', phase: 'done', rejectionCount: 0, lastError: null });
    expect(first.result).toMatchObject({ sourceVersion: 'DoD feed 1', added: 2, changed: 0, removed: 0 });
    expect(await storedRecords()).toBe(2);
    expect(await dodInCatalog()).toMatchObject({ recordCount: 2 });

    const second = await sendAndRun(
      jsonLines([death('524713380', 'HAROLD WHITCOMB', '2024-02-12'), death('301447720', 'ROSA PARK')]),
      { format: 'records', sourceVersion: 'DoD feed 2' },
    );
    expect(second.result).toMatchObject({ recordsRead: 2, recordCount: 2, added: 1, changed: 1, removed: 1 });
    const [upload] = await auditRows(t.handle.db, 'upload');
    expect(upload).toMatchObject({
      userId: 'adminuser',
      datasource: 'dod',
      details: expect.objectContaining({ format: 'records' }) as unknown,
    });
    const [loaded] = await auditRows(t.handle.db, 'datasource.load');
    expect(loaded).toMatchObject({ userId: 'adminuser', datasource: 'dod', resourceId: second.sourceLoadId });
    expect(await readdir(join(uploadDir, 'source-loads'))).toEqual([]);

    // A script that sends editions (the CLI's demo) may ask for a version only once.
    const again = await send(jsonLines([death('524713380', 'HAROLD WHITCOMB')]), {
      format: 'records',
      sourceVersion: 'DoD feed 2',
      newVersionOnly: 'true',
    });
    expect(again.statusCode).toBe(409);
    expect(ErrorBody.parse(again.json()).errors[0]?.detail).toMatch(/has loaded source version "DoD feed 2" before/);
    expect(await storedRecords()).toBe(2);
    expect(await readdir(join(uploadDir, 'source-loads'))).toEqual([]);
  });

  it('refuses a records file with bad lines whole, each by line and field; the previous load stays', async () => {
    const before = await dodInCatalog();
    const refused = await sendAndRun(
      [
        JSON.stringify(death('524713380', 'HAROLD WHITCOMB')),
        JSON.stringify({
          key: '229586104',
          record: { ...death('229586104', 'MARIA DELGADO').record, deathDate: '02/11/2024' },
        }),
        '{"key": "301447720", "record": {',
        JSON.stringify({ key: '301447721', record: { name: 'NO TIN', birthDate: null, deathDate: null } }),
        '',
      ].join('\n'),
      { format: 'records' },
    );
    expect(refused).toMatchObject({ state: 'failed', phase: 'refused', result: null, rejectionCount: 3 });
    expect(refused.rejections.map(({ line, column }) => ({ line, column }))).toEqual([
      { line: 2, column: 'record.deathDate' },
      { line: 3, column: null },
      { line: 4, column: 'record.tin' },
    ]);
    expect(refused.rejections[1]?.reason).toMatch(/^not a JSON object/);
    expect(refused.lastError).toMatch(
      /^3 lines were refused \(0 allowed\); nothing was loaded .*line 2, column record\.deathDate/,
    );
    expect(await storedRecords()).toBe(2);
    expect((await dodInCatalog())?.lastUpdated).toBe(before?.lastUpdated);
  });

  it('refuses at once a published file of a source without one, an unknown format and a caller without DATASOURCE_LOAD', async () => {
    const published = await send(jsonLines([death('524713380', 'HAROLD WHITCOMB')]), {});
    expect(published.statusCode).toBe(400);
    const [noFormat] = ErrorBody.parse(published.json()).errors;
    expect(noFormat?.detail).toMatch(
      /^Department of Defense Death Data has no public file format: send its records file with format=records/,
    );
    expect(noFormat?.source).toMatchObject({ parameter: 'format' });

    const unknown = await send('x\n', { format: 'xml' });
    expect(unknown.statusCode).toBe(400);
    expect(ErrorBody.parse(unknown.json()).errors[0]?.detail).toMatch(/^Form field format: /);

    const forbidden = await send(
      jsonLines([death('524713380', 'HAROLD WHITCOMB')]),
      { format: 'records' },
      'portaluser',
    );
    expect(forbidden.statusCode).toBe(403);
    const [denial] = await auditRows(t.handle.db, 'access.denied');
    expect(denial).toMatchObject({ userId: 'portaluser', outcome: 'denied' });
    expect(await readdir(join(uploadDir, 'source-loads'))).toEqual([]);
  });
});
