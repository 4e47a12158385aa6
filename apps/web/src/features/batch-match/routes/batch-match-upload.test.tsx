import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../../test/render-app.js';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { noSummaries, statusList } from '../test/fixtures.js';

const server = setupMswServer();

// Whole screens through the real router, HTTP client and polling: slower than a unit.
const screenTest = { timeout: 30_000 };

function useApi(...handlers: Parameters<typeof server.use>) {
  server.use(
    ...handlers,
    http.get('*/api/v1/batch-match/summaries', () => HttpResponse.json(noSummaries)),
    ...shellHandlers(),
  );
}

async function upload(options: { skipInvalid?: boolean } = {}) {
  const app = renderApp('/batch-match');
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Batch Match' });
  const file = new File(['agencyPartyId,agencySourceFullName\n1,HAROLD WHITCOMB\n'], 'payees.csv', {
    type: 'text/csv',
  });
  await user.upload(screen.getByLabelText('Agency file (CSV or fixed-width text)'), file);
  if (options.skipInvalid) await user.click(screen.getByRole('checkbox', { name: /Skip invalid rows/ }));
  await user.click(screen.getByRole('button', { name: 'Upload and match' }));
  return { ...app, user };
}

describe('Batch Match with no files yet', screenTest, () => {
  it('says so under one h1, with the upload form first', async () => {
    useApi();
    renderApp('/batch-match');
    expect(await screen.findByRole('heading', { level: 2, name: 'Upload a file' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No batch match files to show' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('asks for a file when Upload is pressed without one, focus on the file input', async () => {
    useApi();
    renderApp('/batch-match');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload and match' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a file to upload.');
    expect(document.activeElement).toBe(screen.getByLabelText('Agency file (CSV or fixed-width text)'));
  });
});

describe('a file uploaded and matched', screenTest, () => {
  it('shows the run’s phase and progress as the server reports it, then the outcome with focus on it', async () => {
    const answers = [
      statusList({ state: 'running', phase: 'validating', progress: { rowsDone: 400, rowsTotal: 1200, percent: 33 } }),
      statusList({
        state: 'running',
        phase: 'matching',
        progress: { rowsDone: 900, rowsTotal: 1200, percent: 75, rowsPerSecond: 4100 },
      }),
      statusList({ state: 'done', phase: 'done', rowCount: 1200, progress: { percent: 100 } }),
    ];
    let polls = 0;
    useApi(
      http.post('*/api/v1/batch-match/files', () => HttpResponse.json(statusList(), { status: 202 })),
      http.get('*/api/v1/batch-match/files/41', () =>
        HttpResponse.json(answers[Math.min(polls++, answers.length - 1)]),
      ),
    );
    await upload();

    expect(await screen.findByRole('heading', { level: 2, name: 'File payees.csv' })).toBeTruthy();
    const matching = await screen.findByRole('progressbar', { name: 'Matching against the datasources' });
    expect(matching.getAttribute('aria-valuetext')).toBe('900 of 1,200 rows, 75%, 4,100 rows a second');
    await expectNoAxeViolations();
    const outcome = await screen.findByRole('heading', { name: 'Matching finished' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.activeElement?.contains(outcome)).toBe(true);
    expect(screen.getByRole('link', { name: 'View the matches of payees.csv' }).getAttribute('href')).toBe(
      '/batch-match?file=41',
    );
  });

  it('cancels a running file with the cancel route and says so', async () => {
    const cancelled: string[] = [];
    useApi(
      http.post('*/api/v1/batch-match/files', () => HttpResponse.json(statusList(), { status: 202 })),
      http.get('*/api/v1/batch-match/files/41', () =>
        HttpResponse.json(
          cancelled.length > 0
            ? statusList({ state: 'cancelled', phase: 'cancelled' })
            : statusList({ state: 'running', phase: 'matching', progress: { percent: 10 } }),
        ),
      ),
      http.post('*/api/v1/batch-match/files/41/cancel', ({ request }) => {
        cancelled.push(request.url);
        return HttpResponse.json(statusList({ state: 'cancelled', phase: 'cancelled' }));
      }),
    );
    const { user } = await upload();
    await user.click(await screen.findByRole('button', { name: 'Cancel matching' }));
    expect(await screen.findByRole('heading', { name: 'Matching cancelled' })).toBeTruthy();
    expect(cancelled).toHaveLength(1);
    await expectNoAxeViolations();
  });
});

describe('a file with invalid rows', screenTest, () => {
  it('is refused whole: the first problems in a table, the count, and the full list to download', async () => {
    const refused = statusList({
      state: 'failed',
      phase: 'refused',
      rowCount: 1200,
      errorCount: 250,
      errors: [
        { row: 3, column: 'agencyTin', message: 'expected nine digits' },
        { row: 9, column: 'agencyAlcCode', message: 'expected an eight-digit agency location code' },
      ],
      lastError: 'The file has 250 invalid rows.',
    });
    let downloads = 0;
    useApi(
      http.post('*/api/v1/batch-match/files', () => HttpResponse.json(statusList(), { status: 202 })),
      http.get('*/api/v1/batch-match/files/41', () => HttpResponse.json(refused)),
      http.get('*/api/v1/batch-match/files/41/errors.csv', () => {
        downloads += 1;
        return new HttpResponse('row,column,message\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const { user } = await upload();

    expect(await screen.findByRole('heading', { name: 'The file was refused: it has invalid rows' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'The first 2 of 250 problems in payees.csv' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowColumnProblem',
      '3agencyTinexpected nine digits',
      '9agencyAlcCodeexpected an eight-digit agency location code',
    ]);
    URL.createObjectURL = () => 'blob:problems';
    URL.revokeObjectURL = () => undefined;
    await user.click(screen.getByRole('button', { name: 'Download all 250 problems (CSV)' }));
    await waitFor(() => expect(downloads).toBe(1));
  });

  it('sends “skip invalid rows” when asked', async () => {
    const fields: string[] = [];
    useApi(
      http.post('*/api/v1/batch-match/files', async ({ request }) => {
        const form = await request.formData();
        fields.push(`${String(form.get('skipInvalid'))}/${String(form.get('allowDuplicate'))}`);
        return HttpResponse.json(statusList({ skipInvalid: true }), { status: 202 });
      }),
      http.get('*/api/v1/batch-match/files/41', () =>
        HttpResponse.json(statusList({ state: 'running', phase: 'validating', skipInvalid: true })),
      ),
    );
    await upload({ skipInvalid: true });
    await screen.findByRole('heading', { level: 2, name: 'File payees.csv' });
    expect(fields).toEqual(['true/false']);
  });
});

describe('a file already sent', screenTest, () => {
  it('is answered 409 naming the earlier file; “Send it again on purpose” then sends it', async () => {
    const detail = 'Your access group already sent this file as file 12 on Nov 20, 2026.';
    const fields: string[] = [];
    useApi(
      http.post('*/api/v1/batch-match/files', async ({ request }) => {
        const allow = String((await request.formData()).get('allowDuplicate'));
        fields.push(allow);
        return allow === 'true'
          ? HttpResponse.json(statusList(), { status: 202 })
          : HttpResponse.json({ errors: [{ status: '409', title: 'Conflict', detail }] }, { status: 409 });
      }),
      http.get('*/api/v1/batch-match/files/41', () => HttpResponse.json(statusList())),
    );
    const { user } = await upload();

    const heading = await screen.findByRole('heading', { name: 'This file was already sent' });
    expect(heading.parentElement?.textContent).toContain(detail);
    expect(document.activeElement?.contains(heading)).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Send it again on purpose/ }));
    await user.click(screen.getByRole('button', { name: 'Upload and match' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'File payees.csv' })).toBeTruthy();
    expect(fields).toEqual(['false', 'true']);
  });
});

describe('a run that fails', screenTest, () => {
  it('says why, from the server', async () => {
    useApi(
      http.post('*/api/v1/batch-match/files', () => HttpResponse.json(statusList(), { status: 202 })),
      http.get('*/api/v1/batch-match/files/41', () =>
        HttpResponse.json(
          statusList({ state: 'failed', phase: 'failed', lastError: 'The matcher stopped: disk full.' }),
        ),
      ),
    );
    await upload();
    const heading = await screen.findByRole('heading', { name: 'Matching failed' });
    expect(heading.parentElement?.textContent).toContain('The matcher stopped: disk full.');
    await expectNoAxeViolations();
  });
});
