import {
  AgencyFileStatusList,
  BatchMatchDetailList,
  BatchMatchFileDetailGroupList,
  BatchMatchSummaryList,
} from '@dnp/contracts';
import { loadDatasource } from '@dnp/db';
import { DEMO_SEED, generateRecords, loadDemoBatchFiles } from '@dnp/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { createTestApp, TEST_ISSUER, type TestApp } from './test-app.js';

/** The sources the demo files' planted parties are planted in, with a few drawn records each. */
const plantedSources = ['dmf', 'dod', 'dbck', 'aisProbate', 'dos', 'samExRes', 'samEnt', 'leiePublic'] as const;

/**
 * DOD's demo batch files as `npm start` leaves them: sent in through the intake, validated and
 * matched by the batch-match job as any file is, read through the routes.
 */
describe('demo batch files through the batch-match routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const apiName of plantedSources) {
      await loadDatasource(t.handle, apiName, generateRecords(apiName, { seed: DEMO_SEED, count: 40 }), {
        sourceVersion: 'test',
      });
    }
    await loadDemoBatchFiles(t.handle, { issuer: TEST_ISSUER, uploadDir: t.config.UPLOAD_DIR });
    const kind = 'agency-file.batchMatch';
    const handler = jobHandlers(t.handle, t.config)[kind];
    if (!handler) throw new Error(`no handler of ${kind}`);
    const runner = new JobRunner(t.handle, { [kind]: handler });
    while (await runner.runOnce()) {
      // each demo file's run, as the portal's runner takes them at start
    }
  }, 180_000);
  afterAll(() => t.close());

  it('lists DOD’s three finished files with planted matches across sources, down to a match and its record', async () => {
    const headers = await t.as('portaluser');
    const summaries = BatchMatchSummaryList.parse(
      (await t.app.inject({ url: '/api/v1/batch-match/summaries', headers })).json(),
    );
    expect(summaries.meta?.['total-count']).toBe(3);
    expect(summaries.data.every((row) => row.attributes.fileState === 'done')).toBe(true);
    const matchedSources = new Set(
      summaries.data
        .filter((row) => row.attributes.datasourceMatchedCount !== '0')
        .map((row) => row.attributes.srcSysTypeCd),
    );
    expect([...matchedSources]).toEqual(expect.arrayContaining(['DMF', 'DOD', 'DBCK', 'EPLS', 'LEIE']));

    const retirees = summaries.data.find((row) => row.attributes.fileName === 'DFAS_RETIREE_PAYEES_20260105.csv');
    const fileId = retirees?.attributes.agencyFrbFileId ?? '';
    const detail = BatchMatchFileDetailGroupList.parse(
      (await t.app.inject({ url: `/api/v1/batch-match/files/${fileId}/detail`, headers })).json(),
    );
    const whitcomb = detail.data
      .find((group) => group.id === 'DMF')
      ?.attributes.rows.find((row) => row.attributes.agencySourceFullName === 'HAROLD WHITCOMB')?.attributes;
    expect(whitcomb).toMatchObject({ matchLevelCode: 'CONCLUSIVE', agencyTin: '*****3380' });

    const matches = BatchMatchDetailList.parse(
      (
        await t.app.inject({
          url: `/api/v1/batch-match/files/${fileId}/match-detail`,
          query: { 'filter[agencyPartyId]': String(whitcomb?.agencyPartyId), 'filter[searchSrcSysTypeCd]': 'DMF' },
          headers,
        })
      ).json(),
    );
    const match = matches.data[0]?.attributes;
    expect(match).toMatchObject({ matchLevelCode: 'CONCLUSIVE', matchTypePortalDisplayText: 'TIN + NAME MATCH' });
    expect(match?.explanation.length).toBeGreaterThan(0);
    expect(match?.record?.type === 'dmf' ? match.record.attributes.tin : null).toBe('*****3380');
  });

  it('ran each demo file through the intake: validated row by row, then matched, as the status route shows', async () => {
    const headers = await t.as('portaluser');
    const summaries = BatchMatchSummaryList.parse(
      (await t.app.inject({ url: '/api/v1/batch-match/summaries', headers })).json(),
    );
    const ids = [...new Set(summaries.data.map((row) => row.attributes.agencyFrbFileId))];
    expect(ids).toHaveLength(3);
    const formats: Record<string, string | null | undefined> = {};
    for (const id of ids) {
      const response = await t.app.inject({ url: `/api/v1/batch-match/files/${id}`, headers });
      const status = AgencyFileStatusList.parse(response.json()).data[0]?.attributes;
      formats[status?.fileName ?? ''] = status?.format;
      expect(status).toMatchObject({ state: 'done', phase: 'done', rejectedCount: 0, errorCount: 0 });
      expect(status?.rowCount).toBeGreaterThan(0);
      expect(status?.progress).toMatchObject({ rowsDone: status?.rowCount, rowsTotal: status?.rowCount, percent: 100 });
      expect(status?.matchedAt).not.toBeNull();
    }
    // Both layouts of docs/agency-files.md go through the same intake.
    expect(formats).toEqual({
      'DFAS_RETIREE_PAYEES_20260105.csv': 'csv',
      'DOD_VENDORS_20260202.csv': 'csv',
      'DOD_CONTRACTOR_STAFF_20260302.txt': 'fixed',
    });
  });
});
