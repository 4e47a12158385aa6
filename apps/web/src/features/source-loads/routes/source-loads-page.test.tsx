import {
  DatasourceLoadList,
  SourceLoadHistoryList,
  type DatasourceLoad,
  type SourceLoadHistoryEntry,
} from '@dnp/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { allAreaFunctions, renderApp, shellHandlers } from '../../../test/render-app.js';

const server = setupMswServer();

// Whole screens through the real router, HTTP client and polling: slower than a unit.
const screenTest = { timeout: 30_000 };

function loadList(loads: Array<Partial<DatasourceLoad>>) {
  return DatasourceLoadList.parse({
    data: loads.map((overrides) => {
      const attributes: DatasourceLoad = {
        sourceLoadId: '7',
        apiName: 'pub78',
        fileNames: ['pub78.txt'],
        byteCount: 120,
        requestedBy: 'adminuser',
        receivedAt: '2026-11-23T12:00:00.000Z',
        finishedAt: null,
        state: 'queued',
        phase: 'queued',
        progress: {},
        result: null,
        conMon: null,
        rejections: [],
        rejectionCount: 0,
        lastError: null,
        ...overrides,
      };
      return { id: attributes.sourceLoadId, type: 'datasourceLoad', attributes };
    }),
  });
}

function historyList(loads: Array<{ id: string } & Partial<SourceLoadHistoryEntry>>) {
  return SourceLoadHistoryList.parse({
    data: loads.map(({ id, ...overrides }) => {
      const attributes: SourceLoadHistoryEntry = {
        sourceLoadId: id,
        datasourceLoadId: null,
        through: 'portal',
        apiName: 'pub78',
        sourceVersion: 'pub78.txt 2026-11-23',
        fileNames: ['pub78.txt'],
        requestedBy: 'adminuser',
        receivedAt: '2026-11-23T12:00:00.000Z',
        finishedAt: null,
        state: 'queued',
        phase: 'queued',
        progress: {},
        lastError: null,
        recordCount: null,
        added: null,
        changed: null,
        removed: null,
        conMon: null,
        ...overrides,
      };
      return { id, type: 'sourceLoadHistoryEntry', attributes };
    }),
  });
}
const noLoads = () => HttpResponse.json(historyList([]));

const admin = [...allAreaFunctions, 'DATASOURCE_LOAD' as const];

async function sendFile() {
  renderApp('/source-loads');
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Source Loads' });
  await user.selectOptions(screen.getByLabelText('Source'), 'pub78');
  await user.upload(screen.getByLabelText('File'), new File(['000000001|A|B|C|D|PC\n'], 'pub78.txt'));
  await user.click(screen.getByRole('button', { name: 'Upload and load' }));
}

describe('Source Loads', screenTest, () => {
  it('is reached from the Administration navigation by a holder of DATASOURCE_LOAD only', async () => {
    server.use(http.get('*/api/v1/datasources/loads', noLoads), ...shellHandlers(admin));
    renderApp('/search');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByRole('link', { name: 'Source Loads' }).getAttribute('href')).toBe('/source-loads');

    server.use(...shellHandlers(allAreaFunctions));
    renderApp('/source-loads');
    expect(await screen.findByText('Your account does not include Source Loads.')).toBeTruthy();
  });

  it('shows a sent file’s progress while it loads, then what it added, changed and removed', async () => {
    const answers = [
      loadList([{ state: 'running', phase: 'validating', progress: { rowsDone: 40, rowsTotal: 100, percent: 40 } }]),
      loadList([
        {
          state: 'running',
          phase: 'loading',
          progress: { rowsDone: 60, rowsTotal: 100, percent: 60, rowsPerSecond: 900 },
        },
      ]),
      loadList([
        {
          state: 'done',
          phase: 'done',
          progress: { percent: 100 },
          result: {
            datasourceLoadId: '3',
            sourceVersion: 'pub78.txt 2026-11-23',
            recordsRead: 100,
            recordCount: 100,
            added: 4,
            changed: 2,
            removed: 1,
            changeFile: false,
            elapsedMs: 1200,
          },
          conMon: { state: 'done', newMatches: 3, withdrawnMatches: 1 },
        },
      ]),
    ];
    let polls = 0;
    const sentFiles: string[] = [];
    server.use(
      http.post('*/api/v1/datasources/pub78/loads', async ({ request }) => {
        sentFiles.push(...(await request.formData()).getAll('file').map((file) => typeof file));
        return HttpResponse.json(loadList([{}]), { status: 202 });
      }),
      http.get('*/api/v1/datasources/pub78/loads/7', () =>
        HttpResponse.json(answers[Math.min(polls++, answers.length - 1)]),
      ),
      http.get('*/api/v1/datasources/loads', noLoads),
      ...shellHandlers(admin),
    );
    await sendFile();
    expect(await screen.findByRole('heading', { level: 2, name: 'Load 7 of IRS Publication 78' })).toBeTruthy();
    const loading = await screen.findByRole('progressbar', { name: 'Loading records' });
    expect(loading.getAttribute('aria-valuetext')).toBe('60 of 100 records, 60%, 900 records a second');
    const table = await screen.findByRole('table', { name: 'What load 7 changed' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent)
        .slice(0, 3),
    ).toEqual(['Added4', 'Changed2', 'Removed1']);
    expect(within(table).getByRole('row', { name: /^Continuous monitoring/ }).textContent).toBe(
      'Continuous monitoring3 new matches, 1 withdrawn',
    );
    expect(sentFiles).toEqual(['object']);
  });

  it('offers every source for a records file, restricted ones included, and sends it as one', async () => {
    const sent: Array<FormDataEntryValue | null> = [];
    server.use(
      http.post('*/api/v1/datasources/dod/loads', async ({ request }) => {
        sent.push((await request.formData()).get('format'));
        return HttpResponse.json(loadList([{ apiName: 'dod' }]), { status: 202 });
      }),
      http.get('*/api/v1/datasources/dod/loads/7', () => HttpResponse.json(loadList([{ apiName: 'dod' }]))),
      http.get('*/api/v1/datasources/loads', noLoads),
      ...shellHandlers(admin),
    );
    renderApp('/source-loads');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Source Loads' });
    const source = screen.getByLabelText('Source');
    const offered = () =>
      within(source)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(screen.getByRole('radio', { name: /^Published file/ })).toHaveProperty('checked', true);
    expect(offered()).not.toContain('dod');

    await user.click(screen.getByRole('radio', { name: /^Records file/ }));
    expect(offered()).toContain('dod');
    expect(offered()).toContain('pub78');
    await user.selectOptions(source, 'dod');
    await user.upload(screen.getByLabelText('File'), new File(['{"key":"1","record":{}}\n'], 'dod.jsonl'));
    await user.click(screen.getByRole('button', { name: 'Upload and load' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^Load 7 of / })).toBeTruthy();
    expect(sent).toEqual(['records']);
  });

  it('lists every load, sent through the portal or made outside it, with what each changed and con-mon found', async () => {
    let polls = 0;
    const committed = {
      state: 'done' as const,
      phase: 'done',
      finishedAt: '2026-11-23T12:01:00.000Z',
      recordCount: 6,
      added: 4,
      changed: 2,
      removed: 1,
    };
    server.use(
      http.get('*/api/v1/datasources/loads', () =>
        HttpResponse.json(
          historyList([
            { id: '9', state: 'running', phase: 'loading', requestedBy: 'adminuser' },
            {
              id: 'committed-12',
              sourceLoadId: null,
              datasourceLoadId: '12',
              through: 'outside',
              apiName: 'dmf',
              sourceVersion: 'demo-con-mon-delta-1',
              fileNames: ['/tmp/demo/dmf-delta.txt'],
              requestedBy: null,
              ...committed,
              // The delta job runs on the first answer, then has ended.
              conMon: { state: polls++ === 0 ? 'matching' : 'done', newMatches: 3, withdrawnMatches: 1 },
            },
            {
              id: 'committed-11',
              sourceLoadId: null,
              through: 'outside',
              fileNames: [],
              requestedBy: null,
              ...committed,
              removed: 0,
              conMon: { state: 'none', newMatches: 0, withdrawnMatches: 0 },
            },
            {
              id: '8',
              state: 'failed',
              phase: 'refused',
              lastError: '1 line was refused (0 allowed); nothing was loaded.',
            },
          ]),
        ),
      ),
      ...shellHandlers(admin),
    );
    renderApp('/source-loads');
    const table = await screen.findByRole('table', {
      name: 'The 4 newest source loads, through the portal or outside it, newest first',
    });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows()[0]).toEqual([
      'Source',
      'Files and version',
      'Came in',
      'Received or committed',
      'State',
      'Added',
      'Changed',
      'Removed',
      'Continuous monitoring',
    ]);
    const received = rows()[1]?.[3];
    expect(
      rows()
        .slice(1)
        .map((row) => row.filter((_, index) => index !== 3)),
    ).toEqual([
      [
        'IRS Publication 78',
        'pub78.txtpub78.txt 2026-11-23',
        'Portal, by adminuser',
        'Loading records',
        '—',
        '—',
        '—',
        '—',
      ],
      [
        'SSA Death Master File',
        'dmf-delta.txtdemo-con-mon-delta-1',
        'Outside the portal',
        'Loaded',
        '4',
        '2',
        '1',
        'Matching…',
      ],
      ['IRS Publication 78', 'pub78.txt 2026-11-23', 'Outside the portal', 'Loaded', '4', '2', '0', '—'],
      ['IRS Publication 78', 'pub78.txtpub78.txt 2026-11-23', 'Portal, by adminuser', 'Refused', '—', '—', '—', '—'],
    ]);
    expect(received).not.toBe('');
    // Still polled while a request runs or con-mon matches: the delta's figures come in.
    await within(table).findByText('3 new, 1 withdrawn');
  });

  it('shows a refused file’s reason and its lines with line and column', async () => {
    server.use(
      http.post('*/api/v1/datasources/pub78/loads', () => HttpResponse.json(loadList([{}]), { status: 202 })),
      http.get('*/api/v1/datasources/pub78/loads/7', () =>
        HttpResponse.json(
          loadList([
            {
              state: 'failed',
              phase: 'refused',
              rejectionCount: 1,
              rejections: [{ line: 4, file: null, column: 'EIN', reason: 'EIN must be 9 digits' }],
              lastError: '1 line was refused (0 allowed); nothing was loaded.',
            },
          ]),
        ),
      ),
      http.get('*/api/v1/datasources/loads', noLoads),
      ...shellHandlers(admin),
    );
    await sendFile();
    expect(await screen.findByRole('heading', { name: 'The file was refused' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Refused lines of load 7' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['LineColumnReason', '4EINEIN must be 9 digits']);
  });
});
