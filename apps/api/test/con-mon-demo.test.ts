import { ConMonFileDetailList, ConMonSeriesList, ConMonSummaryList } from '@dnp/contracts';
import { loadDatasource } from '@dnp/db';
import { DEMO_SEED, generateRecords, loadDemoConMonFiles } from '@dnp/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ISSUER, type TestApp } from './test-app.js';

/** The sources the demo files' planted parties are planted in, with a few drawn records each. */
const plantedSources = ['dmf', 'dod', 'dbck', 'aisProbate', 'dos'] as const;

/** DOD's con-mon demo as `npm start` leaves it: two enrolled files, matches from the first loads and a DMF delta. */
describe('demo con-mon files through the con-mon routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const apiName of plantedSources) {
      await loadDatasource(t.handle, apiName, generateRecords(apiName, { seed: DEMO_SEED, count: 40 }), {
        sourceVersion: 'test',
      });
    }
  }, 180_000);
  afterAll(() => t.close());

  it('enrolls DOD’s and DFAS’s files, then a DMF delta load adds matches stamped with its own load', async () => {
    const first = await loadDemoConMonFiles(t.handle, { issuer: TEST_ISSUER });
    expect(first.enrolled.map((file) => file.fileName)).toEqual([
      'DOD_MONITORED_ANNUITANTS.csv',
      'DFAS_MONITORED_RETIREES.csv',
    ]);
    expect(first.deltaMatches).toBe(3);
    const headers = await t.as('portaluser');
    const summaries = ConMonSummaryList.parse(
      (await t.app.inject({ url: '/api/v1/con-mon/summaries', headers })).json(),
    );
    expect(summaries.meta?.['total-count']).toBe(2);
    expect(summaries.data.every((row) => row.attributes.enrollmentState === 'enrolled')).toBe(true);
    const fileId =
      summaries.data.find((row) => row.attributes.fileName === 'DOD_MONITORED_ANNUITANTS.csv')?.attributes
        .agencyFrbFileId ?? '';
    const detail = ConMonFileDetailList.parse(
      (
        await t.app.inject({
          url: `/api/v1/con-mon/files/${fileId}/detail`,
          query: { 'filter[searchSrcSysTypeCd]': 'DMF' },
          headers,
        })
      ).json(),
    );
    const loadsOfMatches = new Set(detail.data.map((row) => row.attributes.matchedByLoadId));
    expect(loadsOfMatches.size).toBe(2);
    expect(detail.data.map((row) => row.attributes.agencySourceFullName)).toEqual(
      expect.arrayContaining(['HAROLD WHITCOMB', 'CORNELIUS AMBROSE TREADWELL', 'HENRIETTA VOSSBERG']),
    );
    const series = ConMonSeriesList.parse(
      (await t.app.inject({ url: `/api/v1/con-mon/files/${fileId}/series`, headers })).json(),
    );
    expect(
      series.data.filter((point) => point.attributes.srcSysTypeCd === 'DMF').map((p) => p.attributes.newCount),
    ).toEqual([expect.any(String), '2']);

    const again = await loadDemoConMonFiles(t.handle, { issuer: TEST_ISSUER });
    expect(again).toEqual({ enrolled: [], deltaMatches: null });
  });
});
