import {
  ACCESS_GROUP_PARAM,
  BatchMatchDetailList,
  BatchMatchFileDetailGroupList,
  BatchMatchSummaryList,
} from '@dnp/contracts';
import { agencyFiles, agencyParties, dmfRecords, jobs, matchResults } from '@dnp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { loadFile, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

const explanation = [{ name: 'tin', value: 'exact', contribution: 0.6, text: 'The TIN is the same.' }];

/**
 * Files seeded as the intake and the matcher leave them: DFAS's finished file (seen by DOD, its
 * parent), DOD's own file still running, and HUD's file (a sibling: never seen by DOD).
 */
async function seedFiles(t: TestApp) {
  const records = await t.handle.db.select({ id: dmfRecords.id, name: dmfRecords.name }).from(dmfRecords);
  const recordOf = (name: string) => {
    const record = records.find((row) => row.name.includes(name));
    if (!record) throw new Error(`no DMF record of ${name}`);
    return record.id;
  };
  const [running] = await t.handle.db
    .insert(jobs)
    .values({ kind: 'agency-file.batchMatch', state: 'running', phase: 'matching' })
    .returning({ id: jobs.id });
  const files = await t.handle.db
    .insert(agencyFiles)
    .values([
      {
        area: 'batchMatch',
        accessGroupId: 'DFAS',
        fileName: 'DFAS_VENDORS_20260301.csv',
        receivedAt: new Date('2026-03-01T12:00:00Z'),
        matchedAt: new Date('2026-03-01T12:05:00Z'),
        throughDate: '2026-02-28',
        rowCount: 3,
      },
      {
        area: 'batchMatch',
        accessGroupId: 'DOD',
        fileName: 'DOD_PAYEES_20260310.csv',
        receivedAt: new Date('2026-03-10T08:00:00Z'),
        rowCount: 1,
        jobId: running?.id,
      },
      {
        area: 'batchMatch',
        accessGroupId: 'HUD',
        fileName: 'HUD_GRANTEES.csv',
        receivedAt: new Date('2026-03-05T08:00:00Z'),
        rowCount: 1,
      },
    ])
    .returning({ id: agencyFiles.id });
  const [dfas, dod, hud] = files.map((file) => file.id) as [number, number, number];
  const party = (fileId: number, partyId: number, fullName: string, tin: string | null, alc = '97000001') => ({
    fileId,
    partyId,
    line: partyId + 1,
    alc,
    fullName,
    tin,
    tinType: tin ? 'SSN' : null,
    paymentAmount: '125.50',
  });
  await t.handle.db
    .insert(agencyParties)
    .values([
      party(dfas, 1, 'MARIA E HERNANDEZ', '123456789'),
      party(dfas, 2, 'WILLIAM SMITH', null, '97000002'),
      party(dfas, 3, 'CAIVRS ONLY PERSON', '555443333'),
      party(dod, 1, 'CHUKWUEMEKA OKAFOR', '234567890'),
      party(hud, 1, 'MARIA HERNANDEZ', '123456789'),
    ]);
  const match = (
    fileId: number,
    partyId: number,
    apiName: string,
    recordId: number,
    level: 'CONCLUSIVE' | 'PROBABLE' | 'POSSIBLE',
    matchType: string,
  ) => ({
    fileId,
    partyId,
    apiName,
    recordId,
    level,
    matchType,
    score: level === 'CONCLUSIVE' ? 1 : 0.86,
    matchedName: 'MATCHED NAME',
    explanation,
    sourceAsOf: '2026-02-27',
  });
  await t.handle.db.insert(matchResults).values([
    match(dfas, 1, 'dmf', recordOf('HERNANDEZ'), 'CONCLUSIVE', 'TIN + NAME MATCH'),
    match(dfas, 2, 'dmf', recordOf('SMITH'), 'POSSIBLE', 'NAME + DOB MATCH'),
    // CAIVRS is restricted and neither DOD nor DFAS holds its grant: never shown to them.
    match(dfas, 3, 'caivrs', 999_999, 'PROBABLE', 'TIN MATCH'),
    match(dod, 1, 'dmf', recordOf('OKAFOR'), 'PROBABLE', 'TIN MATCH'),
    match(hud, 1, 'dmf', recordOf('HERNANDEZ'), 'CONCLUSIVE', 'TIN + NAME MATCH'),
  ]);
  return { dfas, dod, hud, hernandez: recordOf('HERNANDEZ') };
}

describe('batch-match reads', () => {
  let t: TestApp;
  let files: Awaited<ReturnType<typeof seedFiles>>;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'dmf', writeDmfFile());
    files = await seedFiles(t);
    headers = await t.as('portaluser');
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ url, query, headers });

  it('lists the files of DOD and its child DFAS, a row per source, counting files and leaving out CAIVRS', async () => {
    const response = await get('/api/v1/batch-match/summaries');
    expect(response.statusCode).toBe(200);
    const list = BatchMatchSummaryList.parse(response.json());
    expect(list.meta?.['total-count']).toBe(2);
    const fileIds = [...new Set(list.data.map((row) => row.attributes.agencyFrbFileId))];
    // Newest first; HUD's file is a sibling's.
    expect(fileIds).toEqual([String(files.dod), String(files.dfas)]);
    expect(list.data.some((row) => row.attributes.srcSysTypeCd === 'CAIVRS')).toBe(false);
    const dfasDmf = list.data.find((row) => row.id === `${files.dfas}-DMF`)?.attributes;
    expect(dfasDmf).toMatchObject({
      fileState: 'done',
      fileThroughDate: '2026-02-28',
      fileConclusiveCount: '1',
      fileProbableCount: '0',
      filePossibleCount: '1',
      datasourceMatchedCount: '2',
      datasourceConclusiveCount: '1',
      datasourcePossibleCount: '1',
      asOfDate: '2026-02-27',
    });
    const running = list.data.find((row) => row.id === `${files.dod}-DMF`)?.attributes;
    expect(running).toMatchObject({ fileState: 'running', fileMatchDate: null, fileProbableCount: '1' });
  });

  it('filters by ALC and received date, sorts by a count and pages by file', async () => {
    const byAlc = BatchMatchSummaryList.parse(
      (await get('/api/v1/batch-match/summaries', { 'filter[agencyAlcCode]': '97000002' })).json(),
    );
    expect(new Set(byAlc.data.map((row) => row.attributes.agencyFrbFileId))).toEqual(new Set([String(files.dfas)]));
    const byDate = BatchMatchSummaryList.parse(
      (
        await get('/api/v1/batch-match/summaries', {
          'filter[fileReceivedDateFrom]': '2026-03-05',
          'filter[fileReceivedDateTo]': '2026-03-31',
        })
      ).json(),
    );
    expect(byDate.meta?.['total-count']).toBe(1);
    expect(byDate.data[0]?.attributes.agencyFrbFileId).toBe(String(files.dod));
    const paged = BatchMatchSummaryList.parse(
      (
        await get('/api/v1/batch-match/summaries', {
          sort: '-fileConclusiveCount',
          'page[size]': '1',
          'page[number]': '1',
        })
      ).json(),
    );
    expect(paged.meta?.['total-count']).toBe(2);
    expect(new Set(paged.data.map((row) => row.attributes.agencyFrbFileId))).toEqual(new Set([String(files.dfas)]));
    // Sorted by a file's own column, the page's files are counted alone: the same counts.
    const secondPage = BatchMatchSummaryList.parse(
      (await get('/api/v1/batch-match/summaries', { 'page[size]': '1', 'page[number]': '2' })).json(),
    );
    expect(secondPage.data.find((row) => row.attributes.srcSysTypeCd === 'DMF')?.attributes).toMatchObject({
      agencyFrbFileId: String(files.dfas),
      fileConclusiveCount: '1',
      filePossibleCount: '1',
    });
    const refused = await get('/api/v1/batch-match/summaries', { sort: 'agencyTin' });
    expect(refused.statusCode).toBe(400);
  });

  it('groups a file’s matched parties by source with the TIN masked', async () => {
    const response = await get(`/api/v1/batch-match/files/${files.dfas}/detail`);
    expect(response.statusCode).toBe(200);
    const groups = BatchMatchFileDetailGroupList.parse(response.json());
    expect(groups.data.map((group) => group.id)).toEqual(['DMF']);
    expect(groups.meta?.['total-count']).toBe(2);
    const secondPage = BatchMatchFileDetailGroupList.parse(
      (await get(`/api/v1/batch-match/files/${files.dfas}/detail`, { 'page[size]': '1', 'page[number]': '2' })).json(),
    );
    expect(secondPage.data[0]?.attributes.rows.map((row) => row.attributes.agencyPartyId)).toEqual([2]);
    expect(secondPage.meta?.['total-count']).toBe(2);
    const rows = groups.data[0]?.attributes.rows.map((row) => row.attributes);
    expect(rows?.map((row) => [row.agencyPartyId, row.matchLevelCode, row.agencyTin])).toEqual([
      [1, 'CONCLUSIVE', '*****6789'],
      [2, 'POSSIBLE', undefined],
    ]);
    expect(response.body).not.toContain('123456789');
  });

  it('answers 404 for a sibling group’s file, and lets the sender’s parent see a child’s file', async () => {
    const sibling = await get(`/api/v1/batch-match/files/${files.hud}/detail`);
    expect(sibling.statusCode).toBe(404);
    expect(sibling.json().errors[0].detail).toContain(`batch-match file ${files.hud}`);
    expect((await get('/api/v1/batch-match/files/99999999999999999999/detail')).statusCode).toBe(404);
    expect(
      (await get(`/api/v1/batch-match/files/${files.hud}/match-detail`, { 'filter[agencyPartyId]': '1' })).statusCode,
    ).toBe(404);
    // Acting for DFAS, the sender itself (an administrator impersonating it), sees it too.
    const admin = await t.as('adminuser');
    const asDfas = await t.app.inject({
      url: `/api/v1/batch-match/files/${files.dfas}/detail`,
      query: { [ACCESS_GROUP_PARAM]: 'DFAS' },
      headers: admin,
    });
    expect(asDfas.statusCode).toBe(200);
  });

  it('shows a match with its typed source record and explanation, and audits the record read', async () => {
    const response = await get(`/api/v1/batch-match/files/${files.dfas}/match-detail`, {
      'filter[agencyPartyId]': '1',
    });
    expect(response.statusCode).toBe(200);
    const matches = BatchMatchDetailList.parse(response.json());
    const match = matches.data[0]?.attributes;
    expect(match).toMatchObject({
      matchLevelCode: 'CONCLUSIVE',
      matchTypePortalDisplayText: 'TIN + NAME MATCH',
      agencyTin: '*****6789',
      agencyTinTypeCode: 'SSN',
      level1AccessGroupId: 'API_FTPA',
      paymentAmount: '125.50',
      explanation,
    });
    expect(match?.record?.type).toBe('dmf');
    expect(match?.record?.type === 'dmf' ? match.record.attributes.tin : null).toBe('*****6789');
    expect(response.body).not.toContain('123456789');
    const [read] = await auditRows(t.handle.db, 'record.read');
    expect(read).toMatchObject({ datasource: 'dmf', userId: 'portaluser', outcome: 'allowed' });
    expect(read?.details).toMatchObject({ recordIds: [files.hernandez], agencyFrbFileId: String(files.dfas) });
    const disclosures = await t.app.inject({
      url: '/api/v1/audit/disclosures',
      query: { datasource: 'dmf', recordId: String(files.hernandez) },
      headers: await t.as('adminuser'),
    });
    expect(disclosures.body).toContain(String(files.dfas));
  });

  it('refuses a match of a restricted source the acting group holds no grant for, as not found', async () => {
    const response = await get(`/api/v1/batch-match/files/${files.dfas}/match-detail`, {
      'filter[agencyPartyId]': '3',
    });
    expect(response.statusCode).toBe(404);
    const missing = await get(`/api/v1/batch-match/files/${files.dfas}/match-detail`);
    expect(missing.statusCode).toBe(400);
  });

  it('exports the file detail and the match detail as CSV, TINs masked', async () => {
    const detail = await get(`/api/v1/batch-match/files/${files.dfas}/detail/export.csv`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['content-type']).toContain('text/csv');
    const lines = detail.body.trim().split('\n');
    expect(lines[0]).toBe('Source,Match level,ALC,Agency party ID,Name as submitted,Name as matched,TIN,Matches');
    expect(lines.slice(1)).toEqual([
      'SSA Death Master File,CONCLUSIVE,97000001,1,MARIA E HERNANDEZ,MATCHED NAME,*****6789,1',
      'SSA Death Master File,POSSIBLE,97000002,2,WILLIAM SMITH,MATCHED NAME,,1',
    ]);
    const match = await get(`/api/v1/batch-match/files/${files.dfas}/match-detail/export.csv`, {
      'filter[agencyPartyId]': '1',
    });
    expect(match.statusCode).toBe(200);
    expect(match.body.split('\n')[1]).toContain('CONCLUSIVE,TIN + NAME MATCH,1.00,1,MARIA E HERNANDEZ');
    expect(match.body).toContain('tin: *****6789');
    expect(match.body).not.toContain('123456789');
    expect((await get(`/api/v1/batch-match/files/${files.hud}/detail/export.csv`)).statusCode).toBe(404);
  });

  it('documents the three reads, the exports and the upload form in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const form = document.paths['/api/v1/batch-match/files'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties).sort()).toEqual(['allowDuplicate', 'file', 'skipInvalid', 'throughDate']);
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/batch-match/summaries',
        '/api/v1/batch-match/files/{agencyFrbFileId}/detail',
        '/api/v1/batch-match/files/{agencyFrbFileId}/match-detail',
        '/api/v1/batch-match/files/{agencyFrbFileId}/detail/export.csv',
      ]),
    );
  });
});
