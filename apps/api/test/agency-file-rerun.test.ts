import { AgencyFileStatusList, BatchMatchSummaryList, ErrorBody, type AgencyFileStatus } from '@dnp/contracts';
import { count, eq, jobs, matchResults } from '@dnp/db';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner, type JobHandler } from '../src/jobs/job-runner.js';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

const FILES = '/api/v1/batch-match/files';
const KIND = 'agency-file.batchMatch';

/** DMF's three people (load-test-data.ts) by TIN and by name, and two nobody holds. */
const CSV = `agencyAlcCode,agencyPartyId,agencySourceFullName,agencyTin,agencyTinTypeCode
12345678,1,MARIA ELENA HERNANDEZ,123456789,SSN
12345678,2,CHUKWUEMEKA OKAFOR,234567890,SSN
12345678,3,WILLIAM JAMES SMITH,,
12345678,4,MARIA HERNANDEZ,,
12345678,5,QUENTIN ZARAGOZA-PELL,111223333,SSN
`;

/**
 * The batch-match run with one party a matching step (a TIN join, then a step per party), and
 * `after` called once the matcher has committed `units` steps: what a user or a crash does mid-run.
 */
function interruptedRun(
  t: TestApp,
  units: number,
  after: (fileId: number) => Promise<void>,
  kind: string = KIND,
): JobHandler {
  const real = jobHandlers(t.handle, t.config, { partiesPerStep: 1 })[kind];
  if (!real) throw new Error(`no handler of ${kind}`);
  const handler: JobHandler = (context) =>
    real({
      ...context,
      step: async (work, outcome) => {
        const result = await context.step(work, outcome);
        const place = outcome(result).checkpoint.match as { next?: number } | undefined;
        if (place?.next === units) await after(Number(context.job.payload.fileId));
        return result;
      },
    });
  if (real.discard) handler.discard = real.discard;
  return handler;
}

describe('a cancelled or failed run keeps no match, and runs again on request', () => {
  let t: TestApp;

  beforeAll(async () => {
    const uploadDir = await mkdtemp(join(tmpdir(), 'dnp-uploads-'));
    t = await createTestApp({ UPLOAD_DIR: uploadDir, RATE_LIMIT_PER_MINUTE: '100000' });
    await loadFile(t.handle, 'dmf', writeDmfFile());
  }, 60_000);
  afterAll(() => t.close());

  const statusOf = (body: unknown): AgencyFileStatus => {
    const status = AgencyFileStatusList.parse(body).data[0]?.attributes;
    if (!status) throw new Error('no status in the answer');
    return status;
  };
  async function upload(files = FILES): Promise<string> {
    const data = new FormData();
    data.append('allowDuplicate', 'true');
    data.append('file', new Blob([CSV]), 'parties.csv');
    const body = new Response(data);
    const response = await t.app.inject({
      method: 'POST',
      url: files,
      headers: { ...(await t.as('portaluser')), 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(response.statusCode).toBe(202);
    return statusOf(response.json()).agencyFrbFileId;
  }
  const call = async (method: 'GET' | 'POST', url: string, user = 'portaluser') =>
    t.app.inject({ method, url, headers: await t.as(user) });
  const storedMatches = async (fileId: string | number) => {
    const [row] = await t.handle.db
      .select({ n: count() })
      .from(matchResults)
      .where(eq(matchResults.fileId, Number(fileId)));
    return row?.n ?? 0;
  };

  /** What a reader of the file sees: its summary counts, its detail rows and both exports' data rows. */
  async function visibleMatches(fileId: string) {
    const summaries = BatchMatchSummaryList.parse((await call('GET', '/api/v1/batch-match/summaries')).json());
    const rows = summaries.data.filter((row) => row.attributes.agencyFrbFileId === fileId);
    expect(rows.length).toBeGreaterThan(0);
    const detail = (await call('GET', `${FILES}/${fileId}/detail`)).json() as { meta: Record<string, unknown> };
    const csvRows = async (url: string) => (await call('GET', url)).body.trim().split('\n').length - 1;
    return {
      summed: rows.reduce(
        (sum, row) =>
          sum +
          Number(row.attributes.datasourceMatchedCount) +
          Number(row.attributes.fileConclusiveCount) +
          Number(row.attributes.fileProbableCount) +
          Number(row.attributes.filePossibleCount),
        0,
      ),
      detailRows: Number(detail.meta['total-count']),
      detailExport: await csvRows(`${FILES}/${fileId}/detail/export.csv`),
      matchExport: await csvRows(`${FILES}/${fileId}/match-detail/export.csv?filter[agencyPartyId]=1`),
    };
  }
  const nothing = { summed: 0, detailRows: 0, detailExport: 0, matchExport: 0 };

  it('cancelled mid-match: the matches written before the cancel are gone from the summary, the detail and the exports', async () => {
    const fileId = await upload();
    let writtenBeforeCancel = 0;
    const runner = new JobRunner(t.handle, {
      [KIND]: interruptedRun(t, 2, async (id) => {
        writtenBeforeCancel = await storedMatches(id);
        expect((await call('POST', `${FILES}/${id}/cancel`)).statusCode).toBe(202);
      }),
    });
    expect(await runner.runOnce()).toBe(true);
    expect(writtenBeforeCancel).toBeGreaterThan(0);
    expect(statusOf((await call('GET', `${FILES}/${fileId}`)).json())).toMatchObject({
      state: 'cancelled',
      phase: 'cancelled',
      matchedAt: null,
    });
    expect(await storedMatches(fileId)).toBe(0);
    expect(await visibleMatches(fileId)).toEqual(nothing);
  });

  it('failed on its last attempt mid-match: likewise no match is left', async () => {
    const fileId = await upload();
    await t.handle.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.state, 'queued'));
    const runner = new JobRunner(t.handle, {
      [KIND]: interruptedRun(t, 3, async () => {
        throw new Error('connection reset');
      }),
    });
    expect(await runner.runOnce()).toBe(true);
    expect(statusOf((await call('GET', `${FILES}/${fileId}`)).json())).toMatchObject({
      state: 'failed',
      phase: 'failed',
      lastError: expect.stringMatching(/internal error after 1 attempts/),
    });
    expect(await storedMatches(fileId)).toBe(0);
    expect(await visibleMatches(fileId)).toEqual(nothing);
  });

  it('cancelled mid-match, a continuous-monitoring file keeps no match either', async () => {
    const conMon = '/api/v1/con-mon/files';
    const fileId = await upload(conMon);
    let writtenBeforeCancel = 0;
    const kind = 'agency-file.conMon';
    const runner = new JobRunner(t.handle, {
      [kind]: interruptedRun(
        t,
        2,
        async (id) => {
          writtenBeforeCancel = await storedMatches(id);
          expect((await call('POST', `${conMon}/${id}/cancel`)).statusCode).toBe(202);
        },
        kind,
      ),
    });
    expect(await runner.runOnce()).toBe(true);
    expect(writtenBeforeCancel).toBeGreaterThan(0);
    expect(statusOf((await call('GET', `${conMon}/${fileId}`)).json())).toMatchObject({ state: 'cancelled' });
    expect(await storedMatches(fileId)).toBe(0);
  });

  it('runs a cancelled file again on request (202, audited), to the same matches as a run never stopped', async () => {
    const cancelled = await upload();
    const stopping = new JobRunner(t.handle, {
      [KIND]: interruptedRun(t, 2, async (id) => {
        await call('POST', `${FILES}/${id}/cancel`);
      }),
    });
    await stopping.runOnce();
    const whole = await upload();
    const runner = new JobRunner(t.handle, { [KIND]: interruptedRun(t, -1, async () => undefined) });

    const rerun = await call('POST', `${FILES}/${cancelled}/rerun`);
    expect(rerun.statusCode).toBe(202);
    expect(statusOf(rerun.json())).toMatchObject({ state: 'queued', phase: 'queued', lastError: null });
    const [audit] = await auditRows(t.handle.db, 'upload.rerun');
    expect(audit).toMatchObject({ outcome: 'allowed', resourceId: cancelled, userId: 'portaluser' });
    expect(audit?.details).toMatchObject({ area: 'batchMatch', endedAs: 'cancelled' });

    while (await runner.runOnce()) {
      // the rerun, then the file run whole
    }
    expect(statusOf((await call('GET', `${FILES}/${cancelled}`)).json())).toMatchObject({ state: 'done' });
    const again = await visibleMatches(cancelled);
    expect(again.detailRows).toBeGreaterThan(0);
    expect(again).toEqual(await visibleMatches(whole));
    expect(await storedMatches(cancelled)).toBe(await storedMatches(whole));
  });

  it('refuses to rerun a run that is done, queued or refused (409), and a caller without batch match (403)', async () => {
    const done = await upload();
    await new JobRunner(t.handle, { [KIND]: interruptedRun(t, -1, async () => undefined) }).runOnce();
    const finished = await call('POST', `${FILES}/${done}/rerun`);
    expect(finished.statusCode).toBe(409);
    expect(ErrorBody.parse(finished.json()).errors[0]).toMatchObject({
      detail: `File ${done} is done: only a failed or cancelled run can be run again.`,
      source: { parameter: 'agencyFrbFileId' },
    });
    const queued = await upload();
    expect((await call('POST', `${FILES}/${queued}/rerun`)).statusCode).toBe(409);
    await call('POST', `${FILES}/${queued}/cancel`);

    const data = new FormData();
    data.append('file', new Blob([`${CSV.split('\n')[0]}\n12345678,1,BAD TIN,12345,SSN\n`]), 'bad.csv');
    const body = new Response(data);
    const sent = await t.app.inject({
      method: 'POST',
      url: FILES,
      headers: { ...(await t.as('portaluser')), 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    const refusedId = statusOf(sent.json()).agencyFrbFileId;
    await new JobRunner(t.handle, { [KIND]: interruptedRun(t, -1, async () => undefined) }).runOnce();
    const refused = await call('POST', `${FILES}/${refusedId}/rerun`);
    expect(refused.statusCode).toBe(409);
    expect(ErrorBody.parse(refused.json()).errors[0]?.detail).toMatch(/refused for its rows/);

    expect((await call('POST', `${FILES}/${queued}/rerun`, 'reportuser')).statusCode).toBe(403);
  });

  it('lists the rerun route in the OpenAPI document under batch-match', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
    };
    const rerun = document.paths['/api/v1/batch-match/files/{agencyFrbFileId}/rerun']?.post;
    expect(rerun?.tags).toEqual(['batch-match']);
    expect(Object.keys(rerun?.responses ?? {})).toEqual(expect.arrayContaining(['202', '404', '409']));
  });
});
