import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { allAreaFunctions, renderApp, shellHandlers } from '../../../test/render-app.js';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { fileDetail, matchDetail, noSummaries, series, statusList, summaries, withdrawn } from '../test/fixtures.js';

const server = setupMswServer();

// Whole screens through the real router and HTTP client: slower than a unit.
const screenTest = { timeout: 30_000 };

function useApi(...handlers: Parameters<typeof server.use>) {
  const asked: URL[] = [];
  server.use(
    ...handlers,
    http.get('*/api/v1/con-mon/summaries', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(summaries);
    }),
    http.get('*/api/v1/con-mon/files/801975/detail', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(fileDetail);
    }),
    http.get('*/api/v1/con-mon/files/801975/series', () => HttpResponse.json(series)),
    http.get('*/api/v1/con-mon/match-detail', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(matchDetail);
    }),
    ...shellHandlers(),
  );
  return asked;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the monitored files', screenTest, () => {
  it('list each file with its matches by source and level, POSSIBLE included, and the source’s as-of date', async () => {
    useApi();
    renderApp('/con-mon');
    // The first screen of the file loads the area's chunk: more time than a later one.
    const payees = await screen.findByRole('table', { name: 'Matches of payees.csv by datasource' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Continuous Monitoring' })).toBeTruthy();
    expect(
      within(payees)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Datasource', 'As of', 'Conclusive', 'Probable', 'Possible', 'Matched']);
    expect(cells(within(payees).getByRole('row', { name: /Death Master File/ }))).toEqual([
      'Nov 8, 2026',
      '4',
      '2',
      '1',
      '7',
    ]);
    expect(cells(within(payees).getByRole('row', { name: /All datasources/ }))).toEqual(['', '5', '2', '3', '']);
    const vendors = screen.getByRole('heading', { level: 3, name: 'vendors.csv' }).closest('section');
    expect(vendors?.textContent).toMatch(/^vendors\.csvWithdrawn on /);
    expect(within(vendors as HTMLElement).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('say so when the group monitors no file', async () => {
    useApi(http.get('*/api/v1/con-mon/summaries', () => HttpResponse.json(noSummaries)));
    renderApp('/con-mon');
    expect(await screen.findByRole('heading', { name: 'No monitoring files to show' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Enroll a file' })).toBeTruthy();
  });

  it('withdraw a file after asking, then read the files again', async () => {
    let withdrawals = 0;
    const asked = useApi(
      http.post('*/api/v1/con-mon/files/801975/withdraw', () => {
        withdrawals += 1;
        return HttpResponse.json(withdrawn);
      }),
    );
    renderApp('/con-mon');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw payees.csv' }));
    expect(withdrawals).toBe(0);
    const question = screen.getByText(/^Stop monitoring payees\.csv\?/);
    expect(document.activeElement?.contains(question)).toBe(true);
    await expectNoAxeViolations();
    const before = asked.length;
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await screen.findByRole('heading', { name: 'payees.csv is withdrawn' })).toBeTruthy();
    expect(withdrawals).toBe(1);
    await expectNoAxeViolations();
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
  });

  it('say in place why a withdrawal was refused', async () => {
    const detail = 'Only the group that enrolled payees.csv may withdraw it.';
    useApi(
      http.post('*/api/v1/con-mon/files/801975/withdraw', () =>
        HttpResponse.json({ errors: [{ status: '403', title: 'Forbidden', detail }] }, { status: 403 }),
      ),
    );
    const { router } = renderApp('/con-mon');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw payees.csv' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`The file was not withdrawn: ${detail}`);
    expect(router.state.location.pathname).toBe('/con-mon');
    await expectNoAxeViolations();
  });
});

describe('a file still in its first run', screenTest, () => {
  it('shows its phase and progress in the list, polled, and a failed first run as not enrolled', async () => {
    const [first] = summaries.data;
    if (!first) throw new Error('the summaries fixture has rows');
    const pending = { ...first.attributes, enrollmentState: 'pending', fileState: 'running' };
    useApi(
      http.get('*/api/v1/con-mon/summaries', () =>
        HttpResponse.json({
          data: [
            { id: '801975-DMF', type: 'conMonSummary', attributes: pending },
            {
              id: '801978-DMF',
              type: 'conMonSummary',
              attributes: { ...pending, agencyFrbFileId: '801978', fileName: 'broken.csv', fileState: 'failed' },
            },
          ],
          meta: { 'total-count': 2 },
        }),
      ),
      http.get('*/api/v1/con-mon/files/801975', () =>
        HttpResponse.json(
          statusList({
            agencyFrbFileId: '801975',
            state: 'running',
            phase: 'matching',
            progress: { rowsDone: 300, rowsTotal: 1000, percent: 30 },
          }),
        ),
      ),
    );
    renderApp('/con-mon');
    const section = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement;
    await screen.findByRole('heading', { level: 3, name: 'payees.csv' }, { timeout: 5000 });
    expect(section('payees.csv').textContent).toMatch(/^payees\.csvBeing enrolled;/);
    expect(
      await within(section('payees.csv')).findByText('Matching against the datasources: 300 of 1,000 rows, 30%'),
    ).toBeTruthy();
    expect(section('broken.csv').textContent).toMatch(/^broken\.csvNot enrolled: its first run failed;/);
    expect(within(section('payees.csv')).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});

describe('from a file to one match', screenTest, () => {
  it('shows the file’s matches over time and every match, sortable, then a match with its explanation, by keyboard', async () => {
    const asked = useApi();
    const { router } = renderApp('/con-mon');
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: 'View the matches of payees.csv' });
    link.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Matches in file 801975' })).toBeTruthy();
    expect(router.state.location.search).toBe('?file=801975');
    const overTime = await screen.findByRole('table', {
      name: 'Matches of file 801975 after each source load, by level',
    });
    expect(within(overTime).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['3', '2', '0'],
      ['4', '2', '2'],
      ['5', '2', '3'],
    ]);

    const matches = await screen.findByRole('table', { name: 'Matches of file 801975, page 1 of 1 (2 in all)' });
    const names = () =>
      within(matches)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['HAROLD WHITCOMB', 'ANNA ZIMMER']);
    expect(cells(within(matches).getByRole('row', { name: /ANNA ZIMMER/ }))).toEqual([
      'ANNA ZIMMERMAN',
      'DMF',
      'Possible',
      expect.any(String),
      '*****1111',
      '12345678',
      'NAME MATCH',
      '—',
    ]);
    within(matches)
      .getByRole('button', { name: /^Name as sent, sort/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['ANNA ZIMMER', 'HAROLD WHITCOMB']);
    expect(
      within(matches)
        .getByRole('columnheader', { name: /Name as sent/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['HAROLD WHITCOMB', 'ANNA ZIMMER']);

    await user.click(screen.getByRole('checkbox', { name: 'Also list matches a later load withdrew' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('filter[includeWithdrawn]')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Download all matches of the file (CSV)' })).toBeTruthy();
    await expectNoAxeViolations();

    within(matches).getByRole('link', { name: 'ANNA ZIMMER' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'ANNA ZIMMER in DMF' })).toBeTruthy();
    const read = asked.at(-1);
    expect(read?.pathname).toBe('/api/v1/con-mon/match-detail');
    expect(read?.searchParams.get('filter[agencyFrbFileId]')).toBe('801975');
    expect(read?.searchParams.get('filter[agencyPartyId]')).toBe('8');
    expect(read?.searchParams.get('filter[searchSrcSysTypeCd]')).toBe('DMF');
    expect(screen.getByRole('heading', { level: 2, name: 'Possible: NAME MATCH' })).toBeTruthy();
    const why = screen.getByRole('table', { name: 'How the score of 84% was reached' });
    expect(within(why).getByText('The names are alike.')).toBeTruthy();
    expect(screen.getByText('The source record is no longer held by the datasource.')).toBeTruthy();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await user.click(within(crumbs).getByRole('link', { name: 'File 801975' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches in file 801975' })).toBeTruthy();
  });

  it('pages a large file by matches as the server counts them', async () => {
    const pagesAsked: string[] = [];
    useApi(
      http.get('*/api/v1/con-mon/files/801975/detail', ({ request }) => {
        pagesAsked.push(new URL(request.url).searchParams.get('page[number]') ?? '');
        return HttpResponse.json({ ...fileDetail, meta: { 'total-count': 250 } });
      }),
    );
    renderApp('/con-mon?file=801975');
    const user = userEvent.setup();
    const pager = await screen.findByRole('navigation', { name: 'Pages of matches' });
    expect(pager.textContent).toContain('Page 1 of 3');
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pagesAsked).toEqual(['1', '2']));
  });

  it('says so in place when the server refuses the file', async () => {
    const detail = 'No monitored file 99 in your access group.';
    useApi(
      http.get('*/api/v1/con-mon/files/99/detail', () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found', detail }] }, { status: 404 }),
      ),
      http.get('*/api/v1/con-mon/files/99/series', () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found', detail }] }, { status: 404 }),
      ),
    );
    const { router } = renderApp('/con-mon?file=99');
    const heading = await screen.findByRole('heading', { name: 'The matches of this file could not be shown' });
    expect(heading.parentElement?.textContent).toContain(detail);
    expect(router.state.location.pathname).toBe('/con-mon');
  });
});

describe('the deltas link', screenTest, () => {
  it('is offered only to users with CON_MON_DELTAS', async () => {
    server.use(
      http.get('*/api/v1/con-mon/summaries', () => HttpResponse.json(noSummaries)),
      ...shellHandlers(),
    );
    renderApp('/con-mon');
    await screen.findByRole('heading', { name: 'No monitoring files to show' });
    expect(screen.queryByRole('link', { name: 'What is new since your last visit' })).toBeNull();
  });

  it('is offered to a user with CON_MON_DELTAS', async () => {
    server.use(
      http.get('*/api/v1/con-mon/summaries', () => HttpResponse.json(noSummaries)),
      ...shellHandlers([...allAreaFunctions, 'CON_MON_DELTAS']),
    );
    renderApp('/con-mon');
    expect(await screen.findByRole('link', { name: 'What is new since your last visit' })).toBeTruthy();
  });
});
