import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../../test/render-app.js';
import { asrIndicator, emptyData, filterOptions, twoPayments } from '../test/fixtures.js';

const server = setupMswServer();

const screenTest = { timeout: 30_000 };
// The first screen of a file waits for the area's lazy chunk, slow on a loaded 2-core machine.
const firstPaint = { timeout: 15_000 };

function useApi(level1: boolean, submission: () => Response = () => HttpResponse.json(emptyData)) {
  const asked: URL[] = [];
  const posted: unknown[] = [];
  let submitted = false;
  server.use(
    http.get('*/api/v1/payments', () => HttpResponse.json(twoPayments)),
    http.get('*/api/v1/payments/filter-options', () => HttpResponse.json(filterOptions)),
    http.get('*/api/v1/payments/asr-submit-indicator', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(asrIndicator({ level1, canSubmit: level1 && !submitted, submitted }));
    }),
    http.post('*/api/v1/payments/asr-submissions', async ({ request }) => {
      posted.push(await request.json());
      const answer = submission();
      if (answer.ok) submitted = true;
      return answer;
    }),
    ...shellHandlers(),
  );
  return { asked, posted };
}

describe('the adjudication summary report', screenTest, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 12) });
  });
  afterEach(() => vi.useRealTimers());

  it('asks for last month first, then the month chosen, and says whether it was submitted', async () => {
    const { asked } = useApi(false);
    renderApp('/payments');
    const panel = await screen.findByRole('region', { name: 'Adjudication summary report' }, firstPaint);
    expect(await within(panel).findByText(/October 2026 has not been submitted\./)).toBeTruthy();
    expect(within(panel).getByText(/the level-1 group submits the report/)).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('report_month')).toBe('10');
    expect(asked.at(-1)?.searchParams.get('report_year')).toBe('2026');
    const user = userEvent.setup();
    await user.selectOptions(within(panel).getByLabelText('Report month'), 'March');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('report_month')).toBe('03'));
    expect(within(panel).queryByRole('button', { name: /^Submit/ })).toBeNull();
  });

  it('lets the level-1 group submit a month after confirming, then shows it locked', async () => {
    const { posted } = useApi(true);
    renderApp('/payments');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Adjudication summary report' }, firstPaint);
    await user.click(await within(panel).findByRole('button', { name: 'Submit October 2026' }));
    const confirmation = within(panel).getByRole('group', { name: 'Submit October 2026?' });
    expect(confirmation.parentElement).toBe(document.activeElement);
    expect(posted).toHaveLength(0);
    await user.click(within(confirmation).getByRole('button', { name: 'Submit the report' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ data: { attributes: { reportMonth: '10', reportYear: '2026' } } });
    expect(await within(panel).findByRole('heading', { name: 'Report submitted' })).toBeTruthy();
    expect(
      await within(panel).findByText(/October 2026 has been submitted: its determinations are locked\./),
    ).toBeTruthy();
  });

  it("shows the server's reasons when the month cannot be submitted", async () => {
    const { posted } = useApi(true, () =>
      HttpResponse.json(
        {
          errors: [
            { status: '409', title: 'Conflict', detail: '3 payments of October 2026 are still open or pending.' },
          ],
        },
        { status: 409 },
      ),
    );
    renderApp('/payments');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Adjudication summary report' }, firstPaint);
    await user.click(await within(panel).findByRole('button', { name: 'Submit October 2026' }));
    await user.click(
      within(within(panel).getByRole('group', { name: 'Submit October 2026?' })).getByRole('button', {
        name: 'Submit the report',
      }),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    const heading = await within(panel).findByRole('heading', { name: 'October 2026 could not be submitted' });
    expect(heading.closest('[tabindex="-1"]')).toBe(document.activeElement);
    expect(within(panel).getByText('3 payments of October 2026 are still open or pending.')).toBeTruthy();
  });
});
