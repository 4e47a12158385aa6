import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { allAreaFunctions, renderApp, shellHandlers } from '../../../test/render-app.js';
import { deltas, matchDetail, noSummaries, statusList } from '../test/fixtures.js';

const server = setupMswServer();

const screenTest = { timeout: 30_000 };

describe('enrolling a file', screenTest, () => {
  it('sends it through the con-mon intake, follows its first run and reads the files again when it ends', async () => {
    let summaryReads = 0;
    let sent: FormData | undefined;
    const answers = [
      statusList({ state: 'running', phase: 'matching', progress: { rowsDone: 600, rowsTotal: 1200, percent: 50 } }),
      statusList({ state: 'done', phase: 'done', rowCount: 1200, progress: { percent: 100 } }),
    ];
    let polls = 0;
    server.use(
      http.post('*/api/v1/con-mon/files', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(statusList(), { status: 202 });
      }),
      http.get('*/api/v1/con-mon/files/801977', () =>
        HttpResponse.json(answers[Math.min(polls++, answers.length - 1)]),
      ),
      http.get('*/api/v1/con-mon/summaries', () => {
        summaryReads += 1;
        return HttpResponse.json(noSummaries);
      }),
      ...shellHandlers(),
    );
    renderApp('/con-mon');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Enroll a file' }, { timeout: 5000 });
    const file = new File(['agencyPartyId,agencySourceFullName\n1,HAROLD WHITCOMB\n'], 'retirees.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Agency file (CSV or fixed-width text)'), file);
    await user.click(screen.getByRole('button', { name: 'Enroll and match' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'File retirees.csv' })).toBeTruthy();
    expect(sent?.has('file')).toBe(true);
    const readsBefore = summaryReads;
    const outcome = await screen.findByRole('heading', { name: 'Matching finished' }, { timeout: 5000 });
    expect(document.activeElement?.contains(outcome)).toBe(true);
    expect(screen.getByRole('link', { name: 'View the matches of retirees.csv' }).getAttribute('href')).toBe(
      '/con-mon?file=801977',
    );
    await waitFor(() => expect(summaryReads).toBeGreaterThan(readsBefore));
  });
});

describe('what is new (CON_MON_DELTAS)', screenTest, () => {
  function useApi() {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/v1/con-mon/deltas', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        const since = url.searchParams.get('filter[since]');
        return HttpResponse.json(deltas(since ? `${since}T00:00:00Z` : '2026-11-07T16:30:00Z'));
      }),
      http.get('*/api/v1/con-mon/match-detail', () => HttpResponse.json(matchDetail)),
      http.get('*/api/v1/con-mon/summaries', () => HttpResponse.json(noSummaries)),
      ...shellHandlers([...allAreaFunctions, 'CON_MON_DELTAS']),
    );
    return asked;
  }

  it('shows the changes since the last visit, then since a day typed in, and opens a match from them', async () => {
    const asked = useApi();
    const { router } = renderApp('/con-mon');
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: 'What is new since your last visit' }, { timeout: 5000 });
    link.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'What is new in monitoring' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Changes since your last visit, Nov 7, 2026/ }),
    ).toBeTruthy();
    expect(asked.at(-1)?.searchParams.has('filter[since]')).toBe(false);
    const table = screen.getByRole('table', { name: 'Changes, page 1 of 1 (1 in all)' });
    const row = within(table).getByRole('row', { name: /ANNA ZIMMER/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['New match', expect.any(String), 'payees.csv', 'Death Master File', 'Possible', '*****3380']);

    await user.type(screen.getByLabelText(/^Show changes since/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show changes' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Changes since Nov 1, 2026' })).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('filter[since]')).toBe('2026-11-01');
    expect(router.state.location.search).toBe('?view=deltas&since=2026-11-01');

    await user.click(
      within(screen.getByRole('table', { name: /^Changes/ })).getByRole('link', { name: 'ANNA ZIMMER' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ANNA ZIMMER in DMF' })).toBeTruthy();
  });

  it('says in place why the server refused them', async () => {
    const detail = 'Your account does not include CON_MON_DELTAS.';
    server.use(
      http.get('*/api/v1/con-mon/deltas', () =>
        HttpResponse.json({ errors: [{ status: '403', title: 'Forbidden', detail }] }, { status: 403 }),
      ),
      http.get('*/api/v1/con-mon/summaries', () => HttpResponse.json(noSummaries)),
      ...shellHandlers(),
    );
    const { router } = renderApp('/con-mon?view=deltas');
    const heading = await screen.findByRole('heading', { name: 'The changes could not be shown' }, { timeout: 5000 });
    expect(heading.parentElement?.textContent).toContain(detail);
    expect(router.state.location.pathname).toBe('/con-mon');
  });
});
