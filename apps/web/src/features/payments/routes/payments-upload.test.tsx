import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../../test/render-app.js';
import { asrIndicator, emptyData, filterOptions, paymentFileStatus, twoPayments } from '../test/fixtures.js';

const server = setupMswServer();

const screenTest = { timeout: 30_000 };
// The first screen of a file waits for the area's lazy chunk, slow on a loaded 2-core machine.
const firstPaint = { timeout: 15_000 };

describe('sending a payment file', screenTest, () => {
  it('goes through the payments intake, follows the screening, then reads the list again', async () => {
    let listReads = 0;
    let polls = 0;
    const uploads: string[] = [];
    server.use(
      http.get('*/api/v1/payments', () => {
        listReads += 1;
        return HttpResponse.json(listReads === 1 ? emptyData : twoPayments);
      }),
      http.get('*/api/v1/payments/filter-options', () => HttpResponse.json(filterOptions)),
      http.get('*/api/v1/payments/asr-submit-indicator', () =>
        HttpResponse.json(asrIndicator({ level1: false, canSubmit: false, submitted: false })),
      ),
      http.post('*/api/v1/payments/files', ({ request }) => {
        uploads.push(new URL(request.url).pathname);
        return HttpResponse.json(paymentFileStatus(), { status: 202 });
      }),
      http.get('*/api/v1/payments/files/61', () =>
        HttpResponse.json(
          polls++ === 0
            ? paymentFileStatus({ state: 'running', phase: 'matching', progress: { rowsDone: 2, rowsTotal: 4 } })
            : paymentFileStatus({ state: 'done', phase: 'done', rowCount: 4, progress: { percent: 100 } }),
        ),
      ),
      ...shellHandlers(),
    );
    renderApp('/payments');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'No payment screening results to show' }, firstPaint),
    ).toBeTruthy();
    const file = new File(['paymentId,payeeName\nP-1,HAROLD WHITCOMB\n'], 'DFAS_PAYMENTS_20261201.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Agency file (CSV or fixed-width text)'), file);
    await user.click(screen.getByRole('button', { name: 'Send and screen' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'File DFAS_PAYMENTS_20261201.csv' })).toBeTruthy();
    expect(uploads).toEqual(['/api/v1/payments/files']);
    expect(await screen.findByRole('heading', { name: 'Matching finished' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'View the matches of DFAS_PAYMENTS_20261201.csv' }).getAttribute('href'),
    ).toBe('/payments');
    await waitFor(() => expect(screen.getByRole('table', { name: /^Payments, page 1/ })).toBeTruthy());
  });
});
