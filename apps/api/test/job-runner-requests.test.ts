import { enqueueJob, readJob } from '@dnp/db';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../src/jobs/job-runner.js';
import { createTestApp, type TestApp } from './test-app.js';

const until = async (holds: () => boolean) => {
  for (let tries = 0; !holds(); tries++) {
    if (tries > 200) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe("a file's run gives way to the requests the API is answering", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts no step while an upload is being received, and runs once it is answered', async () => {
    const job = await enqueueJob(t.handle, { kind: 'one-step' });
    const stepped: string[] = [];
    const runner = new JobRunner(
      t.handle,
      {
        'one-step': async ({ step }) => {
          await step(
            async () => {
              stepped.push('step');
            },
            () => ({ checkpoint: { stepped: true } }),
          );
          return { phase: 'stepped' };
        },
      },
      { requests: t.requests, yieldMs: 60_000 },
    );
    // An upload whose body is still arriving: in flight until its last byte and the answer.
    const body = new PassThrough();
    const upload = t.app.inject({
      method: 'POST',
      url: '/api/v1/batch-match/files',
      headers: { ...(await t.as('portaluser')), 'content-type': 'multipart/form-data; boundary=bench' },
      payload: body,
    });
    await until(() => t.requests.size === 1);
    const running = runner.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stepped).toEqual([]);

    body.end('--bench--\r\n');
    const answer = await upload;
    await running;
    expect(answer.statusCode).toBe(400);
    expect(t.requests.size).toBe(0);
    expect(stepped).toEqual(['step']);
    expect(await readJob(t.handle, job.id)).toMatchObject({ state: 'done', phase: 'stepped' });
  });

  it('counts a refused request as answered too', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/batch-match/summaries' });
    expect(refused.statusCode).toBe(401);
    const searched = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/dmf',
      headers: await t.as('portaluser'),
      payload: { data: { attributes: { searchCriteria: 'SSN/EIN/TIN', tin: '524713380' } } },
    });
    expect(searched.statusCode).toBe(200);
    expect(t.requests.size).toBe(0);
  });
});
