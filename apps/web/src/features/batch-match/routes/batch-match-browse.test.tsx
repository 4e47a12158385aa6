import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../../test/render-app.js';
import { fileDetail, matchDetail, statusList, summaries } from '../test/fixtures.js';

const server = setupMswServer();

const screenTest = { timeout: 30_000 };

function useApi(...handlers: Parameters<typeof server.use>) {
  const asked: URL[] = [];
  server.use(
    ...handlers,
    http.get('*/api/v1/batch-match/summaries', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(summaries);
    }),
    http.get('*/api/v1/batch-match/files/42', () =>
      HttpResponse.json(
        statusList({
          agencyFrbFileId: '42',
          fileName: 'vendors.csv',
          state: 'running',
          phase: 'matching',
          progress: { rowsDone: 300, rowsTotal: 1000, percent: 30 },
        }),
      ),
    ),
    http.get('*/api/v1/batch-match/files/41/detail', () => HttpResponse.json(fileDetail)),
    http.get('*/api/v1/batch-match/files/41/match-detail', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(matchDetail);
    }),
    ...shellHandlers(),
  );
  return asked;
}

describe('the file summaries', screenTest, () => {
  it('list a row per file with its counts by level, a running file with its progress, and sources beneath', async () => {
    useApi();
    renderApp('/batch-match');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Files, page 1 of 1 (2 in all)' });
    const payees = within(table).getByRole('row', { name: /payees\.csv/ });
    expect(
      within(payees)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.any(String), 'Matched', 'Oct 31, 2026', '1,200', '5', '2', '3', 'Show 2 sources']);
    const vendors = within(table).getByRole('row', { name: /vendors\.csv/ });
    expect(await within(vendors).findByText('300 of 1,000 rows, 30%')).toBeTruthy();

    await user.click(within(payees).getByRole('button', { name: 'Show 2 sources of payees.csv' }));
    const sources = screen.getByRole('table', { name: 'Matches of payees.csv by datasource' });
    expect(
      within(sources)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Death Master File', 'OFAC SDN']);
    expect(
      within(payees)
        .getByRole('button', { name: /Hide 2 sources/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('sort on the server by a header and filter by received dates and ALC', async () => {
    const asked = useApi();
    renderApp('/batch-match');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: /^Files, page 1/ });
    expect(asked.at(-1)?.searchParams.get('sort')).toBe('-fileReceivedDate');
    await user.click(within(table).getByRole('button', { name: /^File, sort/ }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toMatch(/^-?fileName$/));

    await user.type(screen.getByLabelText('Received from'), '2026-11-01');
    await user.type(screen.getByLabelText('Received to'), '2026-11-30');
    await user.type(screen.getByLabelText('ALC'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('filter[agencyAlcCode]')).toBe('12345678'));
    expect(asked.at(-1)?.searchParams.get('filter[fileReceivedDateFrom]')).toBe('2026-11-01');
    expect(asked.at(-1)?.searchParams.get('filter[fileReceivedDateTo]')).toBe('2026-11-30');
    expect(asked.at(-1)?.searchParams.get('page[number]')).toBe('1');
  });

  it('open on the received dates and ALC of the address, as a report’s files-received figure links them', async () => {
    const asked = useApi();
    renderApp(
      '/batch-match?filter%5BfileReceivedDateFrom%5D=2026-05-01&filter%5BfileReceivedDateTo%5D=2026-05-31' +
        '&filter%5BagencyAlcCode%5D=97000001',
    );
    await screen.findByRole('table', { name: /^Files, page 1/ });
    expect(asked[0]?.searchParams.get('filter[fileReceivedDateFrom]')).toBe('2026-05-01');
    expect(asked[0]?.searchParams.get('filter[fileReceivedDateTo]')).toBe('2026-05-31');
    expect(asked[0]?.searchParams.get('filter[agencyAlcCode]')).toBe('97000001');
    expect((screen.getByLabelText('ALC') as HTMLInputElement).value).toBe('97000001');
    expect((screen.getByLabelText('Received from') as HTMLInputElement).value).toBe('2026-05-01');
  });

  it('refuse an ALC that is not eight digits before asking the server', async () => {
    const asked = useApi();
    renderApp('/batch-match');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /^Files, page 1/ });
    const before = asked.length;
    await user.type(screen.getByLabelText('ALC'), '1234');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert').textContent).toBe('An ALC is eight digits; separate several with commas.');
    expect(asked).toHaveLength(before);
  });
});

describe('from a file to one match', screenTest, () => {
  it('opens the file’s matches by source, then the party’s match with its explanation, by keyboard', async () => {
    const asked = useApi();
    const { router } = renderApp('/batch-match');
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: 'payees.csv' });
    link.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Matches in file 41' })).toBeTruthy();
    expect(router.state.location.search).toBe('?file=41');
    const dmf = await screen.findByRole('table', { name: 'Death Master File: 1 matched party' });
    const row = within(dmf).getByRole('row', { name: /HAROLD WHITCOMB/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['HAROLD J WHITCOMB', '*****3380', '12345678', 'Conclusive', '1']);
    expect(screen.getByRole('button', { name: 'Download all matches of the file (CSV)' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    within(row).getByRole('link', { name: 'HAROLD WHITCOMB' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'HAROLD WHITCOMB in DMF' })).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('filter[agencyPartyId]')).toBe('7');
    expect(asked.at(-1)?.searchParams.get('filter[searchSrcSysTypeCd]')).toBe('DMF');
    expect(await screen.findByRole('heading', { level: 2, name: 'Conclusive: TIN + NAME MATCH' })).toBeTruthy();
    expect(screen.getByText('*****3380')).toBeTruthy();
    const why = screen.getByRole('table', { name: 'How the score of 97% was reached' });
    expect(within(why).getByText('The TIN is the same.')).toBeTruthy();
    expect(screen.getByText('The source record is no longer held by the datasource.')).toBeTruthy();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await user.click(within(crumbs).getByRole('link', { name: 'File 41' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches in file 41' })).toBeTruthy();
  });

  it('pages a large file by rows as the server counts them', async () => {
    const pagesAsked: string[] = [];
    useApi(
      http.get('*/api/v1/batch-match/files/43/detail', ({ request }) => {
        pagesAsked.push(new URL(request.url).searchParams.get('page[number]') ?? '');
        return HttpResponse.json({ ...fileDetail, meta: { 'total-count': 250 } });
      }),
    );
    renderApp('/batch-match?file=43');
    const user = userEvent.setup();
    const pager = await screen.findByRole('navigation', { name: 'Pages of matches' });
    expect(pager.textContent).toContain('Page 1 of 3');
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pagesAsked).toEqual(['1', '2']));
  });

  it('says so in place when the server refuses the file (another group’s file answers 404)', async () => {
    const detail = 'No batch-match file 99 in your access group.';
    useApi(
      http.get('*/api/v1/batch-match/files/99/detail', () =>
        HttpResponse.json({ errors: [{ status: '404', title: 'Not Found', detail }] }, { status: 404 }),
      ),
    );
    const { router } = renderApp('/batch-match?file=99');
    const heading = await screen.findByRole('heading', { name: 'The matches of this file could not be shown' });
    expect(heading.parentElement?.textContent).toContain(detail);
    expect(router.state.location.pathname).toBe('/batch-match');
  });
});
