import { AgencyFileStatusList, ErrorBody } from '@dnp/contracts';
import { agencyParties, claimJob, commitStep, count, eq, jobs, matchResults, readJob } from '@dnp/db';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner, type JobHandler, type JobHandlerContext } from '../src/jobs/job-runner.js';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

const FILES = '/api/v1/batch-match/files';
const HEADER = 'agencyAlcCode,agencyPartyId,agencySourceFullName,agencyTin,agencyTinTypeCode';

/** A CSV of `n` valid parties (ids 1..n), with `bad` rows whose TIN is wrong put at those ids. */
function partiesCsv(n: number, bad: number[] = [], salt = ''): string {
  const rows = Array.from({ length: n }, (_, index) => {
    const id = index + 1;
    const tin = bad.includes(id) ? '12345' : String(100_000_000 + id);
    return `12345678,${id},PARTY ${id}${salt},${tin},SSN`;
  });
  return `${HEADER}\n${rows.join('\n')}\n`;
}

/** A multipart upload as a browser or a script sends it. */
async function form(content: string | Uint8Array, fields: Record<string, string> = {}, fileName = 'parties.csv') {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([content]), fileName);
  const body = new Response(data);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    contentType: body.headers.get('content-type') ?? '',
  };
}

describe('agency file intake (batch match)', () => {
  let t: TestApp;
  let uploadDir: string;
  let runner: JobRunner;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'dnp-uploads-'));
    t = await createTestApp({ UPLOAD_DIR: uploadDir, MAX_UPLOAD_BYTES: '20000', RATE_LIMIT_PER_MINUTE: '100000' });
    runner = new JobRunner(t.handle, batchMatchHandlers(3));
    await loadFile(t.handle, 'dmf', writeDmfFile());
  }, 60_000);
  afterAll(() => t.close());

  /**
   * The batch-match run only, with `stepRows` rows a validation step: a source load here also
   * queues continuous monitoring's delta job, which is not these tests' to run.
   */
  function batchMatchHandlers(stepRows: number): Record<string, JobHandler> {
    const handler = jobHandlers(t.handle, t.config, { stepRows })['agency-file.batchMatch'];
    if (!handler) throw new Error('no batch-match handler');
    return { 'agency-file.batchMatch': handler };
  }

  async function upload(
    content: string | Uint8Array,
    options: { user?: string; fields?: Record<string, string>; group?: string; fileName?: string } = {},
  ) {
    const { payload, contentType } = await form(content, options.fields, options.fileName);
    return t.app.inject({
      method: 'POST',
      url: FILES,
      query: options.group ? { accessGroup: options.group } : {},
      headers: { ...(await t.as(options.user ?? 'portaluser')), 'content-type': contentType },
      payload,
    });
  }
  const statusOf = (body: unknown) => {
    const status = AgencyFileStatusList.parse(body).data[0]?.attributes;
    if (!status) throw new Error('no status in the answer');
    return status;
  };
  async function status(id: string, user = 'portaluser', group?: string) {
    return t.app.inject({
      url: `${FILES}/${id}`,
      query: group ? { accessGroup: group } : {},
      headers: await t.as(user),
    });
  }
  const refusal = (body: unknown) => ErrorBody.parse(body).errors[0];

  it('accepts a file (202, queued), audits it, and a run validates it into parties', async () => {
    const response = await upload(partiesCsv(7, [], 'accepted'));
    expect(response.statusCode).toBe(202);
    const queued = statusOf(response.json());
    expect(queued).toMatchObject({ state: 'queued', phase: 'queued', format: 'csv', accessGroupId: 'DOD' });
    expect(response.headers.location).toBe(`${FILES}/${queued.agencyFrbFileId}`);
    expect(queued.progress).toMatchObject({ rowsDone: 0, rowsTotal: 7, percent: 0 });
    const [audit] = await auditRows(t.handle.db, 'upload');
    expect(audit).toMatchObject({ outcome: 'allowed', resourceId: queued.agencyFrbFileId, userId: 'portaluser' });
    expect(audit?.details).toMatchObject({ checksum: queued.checksum, fileName: 'parties.csv' });

    expect(await runner.runOnce()).toBe(true);
    const done = statusOf((await status(queued.agencyFrbFileId)).json());
    expect(done).toMatchObject({ state: 'done', phase: 'done', rowCount: 7, rejectedCount: 0, errorCount: 0 });
    expect(done.progress).toMatchObject({ rowsDone: 7, rowsTotal: 7, percent: 100 });
    // Where the run's time went, phase by phase: what a sending system sizes its next file by.
    const figure = { ms: expect.any(Number), count: expect.any(Number) };
    expect(done.progress.phases).toEqual({
      validating: { ms: expect.any(Number), count: 7 },
      tinJoin: figure,
      nameMatching: figure,
      scoring: figure,
      writing: figure,
    });
    expect(done.matchedAt).not.toBeNull();
    const [parties] = await t.handle.db
      .select({ n: count() })
      .from(agencyParties)
      .where(eq(agencyParties.fileId, Number(queued.agencyFrbFileId)));
    expect(parties?.n).toBe(7);
    // The stored file is removed once its rows are in the database.
    expect(await readdir(uploadDir)).toEqual([]);
  });

  it("matches a validated file against the sources its group may use: a restricted one only with the group's grant", async () => {
    const planted = `${HEADER}\n12345678,1,MARIA ELENA HERNANDEZ,123-45-6789,SSN\n12345678,2,SOMEONE ELSE,987654321,SSN\n`;
    const dod = statusOf((await upload(planted)).json());
    // ARTS holds no Death Master File grant: the same file finds nothing there.
    const arts = statusOf((await upload(planted, { user: 'adminuser', group: 'ARTS' })).json());
    while (await runner.runOnce()) {
      // both runs
    }
    const matchesOf = (id: string) =>
      t.handle.db
        .select({ partyId: matchResults.partyId, apiName: matchResults.apiName, level: matchResults.level })
        .from(matchResults)
        .where(eq(matchResults.fileId, Number(id)));
    expect(await matchesOf(dod.agencyFrbFileId)).toEqual([{ partyId: 1, apiName: 'dmf', level: 'CONCLUSIVE' }]);
    expect(await matchesOf(arts.agencyFrbFileId)).toEqual([]);
    expect(statusOf((await status(arts.agencyFrbFileId, 'adminuser', 'ARTS')).json())).toMatchObject({
      state: 'done',
      phase: 'done',
    });
  });

  it('refuses an empty, binary, non-UTF-8, oversized or wrongly headed file, saying what and where', async () => {
    const empty = await upload('\n \n');
    expect(empty.statusCode).toBe(400);
    expect(refusal(empty.json())?.detail).toMatch(/empty/);

    const binary = await upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x10]), { fileName: 'x.zip' });
    expect(binary.statusCode).toBe(415);
    expect(refusal(binary.json())).toMatchObject({ detail: expect.stringMatching(/binary/), source: { row: 1 } });

    const latin1 = Buffer.concat([Buffer.from(`${HEADER}\n12345678,1,`), Buffer.from([0xe9]), Buffer.from(',,\n')]);
    const notUtf8 = await upload(latin1);
    expect(notUtf8.statusCode).toBe(415);
    expect(refusal(notUtf8.json())).toMatchObject({ detail: expect.stringMatching(/UTF-8/), source: { row: 2 } });

    const large = await upload(partiesCsv(800));
    expect(large.statusCode).toBe(413);
    expect(refusal(large.json())?.detail).toMatch(/20000 bytes \(MAX_UPLOAD_BYTES\)/);

    const header = await upload('agencyAlcCode,agencyPartyID,agencySourceFullName\n12345678,1,A\n');
    expect(header.statusCode).toBe(400);
    expect(refusal(header.json())).toMatchObject({
      detail: expect.stringMatching(/"agencyPartyID"/),
      source: { row: 1, column: 'header' },
    });

    const neither = await upload('hello world\n');
    expect(neither.statusCode).toBe(400);
    expect(refusal(neither.json())?.source).toMatchObject({ row: 1, column: 'header' });

    // Nothing refused was kept, and nothing was queued for it.
    expect(await readdir(uploadDir)).toEqual([]);
    expect(await runner.runOnce()).toBe(false);
  });

  it('warns of a file this group already sent (409 naming it) and takes it on purpose with allowDuplicate', async () => {
    const content = partiesCsv(2, [], 'duplicate');
    const first = statusOf((await upload(content)).json());
    const again = await upload(content);
    expect(again.statusCode).toBe(409);
    expect(refusal(again.json())).toMatchObject({
      detail: expect.stringContaining(`as file ${first.agencyFrbFileId}, "parties.csv"`),
      source: { parameter: 'allowDuplicate' },
    });
    const allowed = await upload(content, { fields: { allowDuplicate: 'true' } });
    expect(allowed.statusCode).toBe(202);
    expect(statusOf(allowed.json()).duplicateOf).toBe(first.agencyFrbFileId);
    // Another group sending the same bytes is no duplicate of DOD's.
    const dfas = await upload(content, { user: 'adminuser', group: 'DFAS' });
    expect(dfas.statusCode).toBe(202);
    while (await runner.runOnce()) {
      // run the three queued files
    }
  });

  it('refuses a file with bad rows whole, listing every problem; skipInvalid matches the rest', async () => {
    const content = partiesCsv(8, [3, 6], 'bad-rows');
    const refused = statusOf((await upload(content)).json());
    expect(await runner.runOnce()).toBe(true);
    const failed = statusOf((await status(refused.agencyFrbFileId)).json());
    expect(failed).toMatchObject({
      state: 'failed',
      phase: 'refused',
      rowCount: 8,
      rejectedCount: 2,
      errorCount: 2,
      lastError: expect.stringMatching(
        /^2 rows have problems; the first: row 4, column agencyTin: expected nine digits/,
      ),
    });
    expect(failed.errors).toEqual([
      { row: 4, column: 'agencyTin', message: 'expected nine digits' },
      { row: 7, column: 'agencyTin', message: 'expected nine digits' },
    ]);
    const [kept] = await t.handle.db
      .select({ n: count() })
      .from(agencyParties)
      .where(eq(agencyParties.fileId, Number(refused.agencyFrbFileId)));
    expect(kept?.n).toBe(0);

    const csv = await t.app.inject({
      url: `${FILES}/${refused.agencyFrbFileId}/errors.csv`,
      headers: await t.as('portaluser'),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe('row,column,message\n4,agencyTin,expected nine digits\n7,agencyTin,expected nine digits\n');

    const skipping = statusOf(
      (await upload(content, { fields: { skipInvalid: 'true', allowDuplicate: 'true' } })).json(),
    );
    expect(await runner.runOnce()).toBe(true);
    const done = statusOf((await status(skipping.agencyFrbFileId)).json());
    expect(done).toMatchObject({ state: 'done', phase: 'done', rowCount: 8, rejectedCount: 2, errorCount: 2 });
    const [partyCount] = await t.handle.db
      .select({ n: count() })
      .from(agencyParties)
      .where(eq(agencyParties.fileId, Number(skipping.agencyFrbFileId)));
    expect(partyCount?.n).toBe(6);
  });

  it("shows a file to its group and the group's ancestors only; another group's answers 404", async () => {
    const dfasFile = statusOf((await upload(partiesCsv(1, [], 'dfas'), { user: 'adminuser', group: 'DFAS' })).json());
    // DOD is DFAS's parent: it sees the file, acting for itself.
    expect((await status(dfasFile.agencyFrbFileId, 'portaluser')).statusCode).toBe(200);
    const dodFile = statusOf((await upload(partiesCsv(1, [], 'dod'))).json());
    const child = await status(dodFile.agencyFrbFileId, 'adminuser', 'DFAS');
    expect(child.statusCode).toBe(404);
    expect(refusal(child.json())?.detail).toMatch(
      new RegExp(`No file ${dodFile.agencyFrbFileId} of your access group DFAS`),
    );
    const csv = await t.app.inject({
      url: `${FILES}/${dodFile.agencyFrbFileId}/errors.csv`,
      query: { accessGroup: 'DFAS' },
      headers: await t.as('adminuser'),
    });
    expect(csv.statusCode).toBe(404);
    while (await runner.runOnce()) {
      // run them
    }
  });

  it('cancels a queued run (audited); a run that ended answers 409', async () => {
    const queued = statusOf((await upload(partiesCsv(2, [], 'cancel'))).json());
    const response = await t.app.inject({
      method: 'POST',
      url: `${FILES}/${queued.agencyFrbFileId}/cancel`,
      headers: await t.as('portaluser'),
    });
    expect(response.statusCode).toBe(202);
    expect(statusOf(response.json())).toMatchObject({ state: 'cancelled', phase: 'cancelled' });
    const [audit] = await auditRows(t.handle.db, 'upload.cancel');
    expect(audit).toMatchObject({ resourceId: queued.agencyFrbFileId, userId: 'portaluser' });
    expect(await runner.runOnce()).toBe(false);
    const again = await t.app.inject({
      method: 'POST',
      url: `${FILES}/${queued.agencyFrbFileId}/cancel`,
      headers: await t.as('portaluser'),
    });
    expect(again.statusCode).toBe(409);
  });

  it('cancels a running run at its next progress report', async () => {
    const queued = statusOf((await upload(partiesCsv(4, [], 'cancel-running'))).json());
    const handlers = batchMatchHandlers(2);
    const handler = handlers['agency-file.batchMatch'];
    if (!handler) throw new Error('no batch-match handler');
    let answered = 0;
    // The owner cancels once the run has started, as a user would from the status screen.
    const runner = new JobRunner(t.handle, {
      'agency-file.batchMatch': async (context) => {
        const response = await t.app.inject({
          method: 'POST',
          url: `${FILES}/${queued.agencyFrbFileId}/cancel`,
          headers: await t.as('portaluser'),
        });
        answered = response.statusCode;
        expect(statusOf(response.json()).state).toBe('running');
        return handler(context);
      },
    });
    expect(await runner.runOnce()).toBe(true);
    expect(answered).toBe(202);
    expect(statusOf((await status(queued.agencyFrbFileId)).json())).toMatchObject({
      state: 'cancelled',
      phase: 'cancelled',
      matchedAt: null,
    });
  });

  it('lets two workers on one database run a file once: one claims it, the other finds nothing', async () => {
    const queued = statusOf((await upload(partiesCsv(5, [], 'two-workers'))).json());
    const handlers = batchMatchHandlers(2);
    const [a, b] = await Promise.all([
      new JobRunner(t.handle, handlers, { workerId: 'worker-a' }).runOnce(),
      new JobRunner(t.handle, handlers, { workerId: 'worker-b' }).runOnce(),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(statusOf((await status(queued.agencyFrbFileId)).json())).toMatchObject({ state: 'done', rowCount: 5 });
    const [parties] = await t.handle.db
      .select({ n: count() })
      .from(agencyParties)
      .where(eq(agencyParties.fileId, Number(queued.agencyFrbFileId)));
    expect(parties?.n).toBe(5);
  });

  it('lists the routes in the OpenAPI document under batch-match', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(document.paths['/api/v1/batch-match/files']?.post?.tags).toEqual(['batch-match']);
    expect(document.paths['/api/v1/batch-match/files/{agencyFrbFileId}']?.get?.tags).toEqual(['batch-match']);
    expect(document.paths['/api/v1/batch-match/files/{agencyFrbFileId}/errors.csv']?.get).toBeDefined();
    expect(document.paths['/api/v1/batch-match/files/{agencyFrbFileId}/cancel']?.post).toBeDefined();
  });

  it('takes up a run whose worker died mid-validation: no party missing, none twice', async () => {
    const queued = statusOf((await upload(partiesCsv(10, [5], 'killed'), { fields: { skipInvalid: 'true' } })).json());
    const fileId = Number(queued.agencyFrbFileId);
    // A worker claims the run, commits two steps of three rows, and dies.
    const handlers = batchMatchHandlers(3);
    const dead = await claimJob(t.handle, { workerId: 'dead', kinds: Object.keys(handlers), leaseMs: 150 });
    expect(dead?.payload).toMatchObject({ fileId });
    if (!dead) return;
    let steps = 0;
    const dying: JobHandlerContext = {
      job: dead,
      step: async (work, outcome) => {
        if (steps === 2) throw new Error('killed');
        const result = await commitStep(t.handle, { jobId: dead.id, workerId: 'dead', leaseMs: 150 }, work, outcome);
        steps += 1;
        return result;
      },
      report: async () => undefined,
    };
    await expect(handlers['agency-file.batchMatch']?.(dying)).rejects.toThrow('killed');
    expect((await readJob(t.handle, dead.id))?.checkpoint).toMatchObject({ validation: { line: 7, parties: 5 } });

    const taker = new JobRunner(t.handle, handlers, { leaseMs: 150 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await taker.runOnce()).toBe(true);
    expect(await readJob(t.handle, dead.id)).toMatchObject({ state: 'done', phase: 'done', attempts: 2 });
    const rows = await t.handle.db
      .select({ partyId: agencyParties.partyId })
      .from(agencyParties)
      .where(eq(agencyParties.fileId, fileId))
      .orderBy(agencyParties.partyId);
    expect(rows.map((row) => row.partyId)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10]);
    const done = statusOf((await status(String(fileId))).json());
    expect(done).toMatchObject({ rowCount: 10, rejectedCount: 1, errorCount: 1 });
    expect(done.errors).toEqual([{ row: 6, column: 'agencyTin', message: 'expected nine digits' }]);
    const [job] = await t.handle.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, dead.id));
    expect(job?.state).toBe('done');
  });
});
