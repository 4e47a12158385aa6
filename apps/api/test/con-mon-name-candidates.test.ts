import { AgencyFileStatusList, ConMonFileDetailList } from '@dnp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { CON_MON_HEADER, dmfPeople, writeDmf } from './con-mon/con-mon-fixtures.js';
import { uploadForm } from './support/upload-form.js';
import { loadFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

const CON_MON = '/api/v1/con-mon';
/** More namesakes than the delta matcher takes per record by name (50). */
const NAMESAKES = 60;

describe('continuous monitoring: who a changed DMF record is name-matched against', () => {
  let t: TestApp;
  let runner: JobRunner;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    runner = new JobRunner(t.handle, jobHandlers(t.handle, t.config));
    await loadFile(t.handle, 'dmf', writeDmf([dmfPeople.hernandez]));
  }, 120_000);
  afterAll(() => t.close());

  async function runAll() {
    while (await runner.runOnce()) {
      // every queued job
    }
  }

  it('a party without a TIN is found among many namesakes holding TINs; the one with the record’s TIN is CONCLUSIVE', async () => {
    // Payees 1–60 share Chukwuemeka Okafor's name under TINs SSA never issued; 61 has no TIN; 62 has his.
    const namesakes = Array.from(
      { length: NAMESAKES },
      (_, i) => `12345678,${i + 1},CHUKWUEMEKA OKAFOR,9${String(i).padStart(8, '0')},SSN`,
    );
    const lines = [
      ...namesakes,
      `12345678,${NAMESAKES + 1},CHUKWUEMEKA OKAFOR,,`,
      `12345678,${NAMESAKES + 2},CHUKWUEMEKA OKAFOR,234567890,SSN`,
    ];
    const { payload, contentType } = await uploadForm(`${CON_MON_HEADER}\n${lines.join('\n')}\n`, 'DOD_NAMESAKES.csv');
    const sent = await t.app.inject({
      method: 'POST',
      url: `${CON_MON}/files`,
      headers: { ...(await t.as('portaluser')), 'content-type': contentType },
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const fileId = AgencyFileStatusList.parse(sent.json()).data[0]?.id ?? '';
    await runAll();

    // Okafor dies in a later load: the delta matcher reads his record alone.
    await loadFile(t.handle, 'dmf', writeDmf([dmfPeople.hernandez, dmfPeople.okafor]));
    await runAll();

    const detail = await t.app.inject({
      url: `${CON_MON}/files/${fileId}/detail`,
      headers: await t.as('portaluser'),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const matches = ConMonFileDetailList.parse(detail.json()).data.map(({ attributes: a }) => ({
      party: a.agencyPartyId,
      level: a.matchLevelCode,
    }));
    // A namesake under another TIN is another person: matched neither by TIN nor by name.
    expect(matches.sort((a, b) => a.party - b.party)).toEqual([
      { party: NAMESAKES + 1, level: 'POSSIBLE' },
      { party: NAMESAKES + 2, level: 'CONCLUSIVE' },
    ]);
  });
});
