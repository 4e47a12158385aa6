import { AgencyFileStatusList } from '@dnp/contracts';
import { agencyFiles, eq, matchResults } from '@dnp/db';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobThread, type JobLog } from '../src/jobs/job-thread.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { uploadForm } from './support/upload-form.js';
import { createTestApp, type TestApp } from './test-app.js';

const FILES = '/api/v1/batch-match/files';
const KIND = 'agency-file.batchMatch';

/** The nice value of each of this process's threads, by thread id. */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const task of readdirSync('/proc/self/task')) {
    try {
      // Fields after the command's closing parenthesis: the nice value is the 19th field of the line.
      const fields = readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      values.set(Number(task), Number(fields[16]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return values;
}

describe('the job thread, on a PostgreSQL server', () => {
  let t: TestApp;
  const logged: Array<{ obj: object; msg: string }> = [];
  const log: JobLog = {
    info: (obj, msg) => logged.push({ obj, msg }),
    warn: (obj, msg) => logged.push({ obj, msg }),
    error: (obj, msg) => logged.push({ obj, msg }),
  };
  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
  }, 60_000);
  afterAll(() => t.close());

  // Without scoring workers the thread scores in turns; with them, a pool started from the thread, whose workers
  // read the records themselves.
  it.each([0, 1])(
    'runs a sent file to its matches off the thread that answers requests, at a lower CPU priority (%i scoring workers)',
    async (workers) => {
      const url = (t.handle as { url?: string }).url;
      if (!url) throw new Error('the test database has no URL: this file runs in the PostgreSQL pass');
      const { payload, contentType } = await uploadForm(
        'agencyAlcCode,agencyPartyId,agencySourceFullName,agencyTin,agencyTinTypeCode\n' +
          `12345678,1,MARIA ELENA HERNANDEZ,123456789,SSN\n12345678,2,PAT NOBODY ${workers},987654321,SSN\n`,
        `thread-${workers}.csv`,
      );
      const sent = await t.app.inject({
        method: 'POST',
        url: FILES,
        headers: { ...(await t.as('portaluser')), 'content-type': contentType },
        payload,
      });
      expect(sent.statusCode).toBe(202);
      const fileId = AgencyFileStatusList.parse(sent.json()).data[0]?.attributes.agencyFrbFileId ?? '';
      const [file] = await t.handle.db
        .select({ jobId: agencyFiles.jobId })
        .from(agencyFiles)
        .where(eq(agencyFiles.id, Number(fileId)));
      const jobId = file?.jobId ?? 0;

      logged.length = 0;
      const thread = jobThread({ ...t.config, MATCH_SCORE_WORKERS: workers }, url, log);
      thread.start();
      const niceSeen = new Set<number>();
      const lookAtThreads = () => {
        for (const [tid, nice] of threadNiceValues()) if (tid !== process.pid) niceSeen.add(nice);
      };
      let state = 'queued';
      for (let tries = 0; state !== 'done' && state !== 'failed'; tries += 1) {
        if (tries > 600) throw new Error(`the file's run did not end: ${state}`);
        lookAtThreads();
        await new Promise((resolve) => setTimeout(resolve, 100));
        const status = await t.app.inject({ url: `${FILES}/${fileId}`, headers: await t.as('portaluser') });
        state = AgencyFileStatusList.parse(status.json()).data[0]?.attributes.state ?? '';
      }
      // Once more before it stops: a file this small can be matched between two looks.
      lookAtThreads();
      await thread.stop();

      expect(state).toBe('done');
      const matches = await t.handle.db
        .select({ partyId: matchResults.partyId, level: matchResults.level, matchType: matchResults.matchType })
        .from(matchResults)
        .where(eq(matchResults.fileId, Number(fileId)));
      expect(matches).toEqual([expect.objectContaining({ level: 'CONCLUSIVE', matchType: 'TIN + NAME MATCH' })]);
      // The job ran in the thread, under a worker id of its own, and the thread's log reached the process's.
      expect(logged).toContainEqual({
        msg: 'job done',
        obj: expect.objectContaining({ jobId, kind: KIND, workerId: expect.stringMatching(/:jobs:/) }),
      });
      // Nothing went wrong (the source load's con-mon delta job ran in the thread too).
      expect(logged.filter(({ msg }) => msg !== 'job done')).toEqual([]);
      // The thread ran at JOB_THREAD_NICE while the thread that answers requests kept its own.
      expect(niceSeen).toContain(t.config.JOB_THREAD_NICE);
      expect(threadNiceValues().get(process.pid)).toBe(0);
      // Once stopped, no thread of the run is left.
      expect([...threadNiceValues().values()]).not.toContain(t.config.JOB_THREAD_NICE);
    },
    120_000,
  );
});
