import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../../test/render-app.js';
import { catalog, matchedRows, periods, reportList, summaryJanuary } from '../test/fixtures.js';

const server = setupMswServer();

const screenTest = { timeout: 30_000 };
// The first screen of a file waits for the area's lazy chunk, slow on a loaded 2-core machine.
const firstPaint = { timeout: 15_000 };

function useApi(functions?: Parameters<typeof shellHandlers>[0]) {
  const asked: URL[] = [];
  // Before the shell's: msw answers with the first handler that matches.
  server.use(
    http.get('*/api/v1/reports', () => HttpResponse.json(catalog)),
    http.get('*/api/v1/reports/filters', () => HttpResponse.json(periods)),
    http.get('*/api/v1/reports/:reportName/rows', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(matchedRows);
    }),
    http.get('*/api/v1/reports/:reportName', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(reportList(summaryJanuary));
    }),
    ...shellHandlers(functions),
  );
  return { asked };
}

describe('Reporting', screenTest, () => {
  it('offers the catalog in display order and only the periods and ALCs the filters call returned', async () => {
    useApi(['REPORTING']);
    renderApp('/reporting');
    const reports = await screen.findByRole('group', { name: 'Report' }, firstPaint);
    expect(
      within(reports)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['adjudication-summary', 'payment-activity']);
    expect(within(reports).getByText('Payments screened, matched and stopped with their amounts.')).toBeTruthy();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Year')).toEqual(['2025']);
    // The adjudication summary, first in the catalog, is a month's report: the latest month is chosen.
    expect(options('Month')).toEqual(['January', 'February']);
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('02');
    expect(options('ALC')).toEqual(['All ALCs', '86000002']);
    const user = userEvent.setup();
    await user.click(within(reports).getByRole('radio', { name: /Payment activity/ }));
    expect(options('Month')).toEqual(['Every month of 2025', 'January', 'February']);
    await user.selectOptions(screen.getByLabelText('Month'), 'Every month of 2025');
    expect(options('ALC')).toEqual(['All ALCs', '86000001', '86000002']);
  });

  it('runs the chosen report with the API’s filter names and shows its chart, figures, ASR state and CSV', async () => {
    const { asked } = useApi(['REPORTING', 'PAYMENTS']);
    renderApp('/reporting');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Adjudication summary/ }, firstPaint));
    await user.selectOptions(screen.getByLabelText('Month'), 'January');
    await user.selectOptions(screen.getByLabelText('ALC'), '86000001');
    await user.click(screen.getByRole('button', { name: 'Run report' }));

    await screen.findByRole('heading', { level: 2, name: 'Adjudication summary' });
    expect(asked.at(-1)?.pathname).toBe('/api/v1/reports/adjudication-summary');
    expect(Object.fromEntries(asked.at(-1)?.searchParams ?? [])).toMatchObject({
      'filter[reportYearNumber]': '2025',
      'filter[reportMonthNumber]': '01',
      'filter[agencyAlcCode]': '86000001',
    });
    expect(screen.getByRole('figure', { name: 'Adjudication summary by month' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Adjudication summary: every figure (2)' });
    const matched = within(table).getByRole('row', { name: /Matched/ });
    expect(within(matched).getByRole('link', { name: 'in Payments' }).getAttribute('href')).toBe(
      '/payments?filter%5BagencyAlcCode%5D=86000001&filter%5BworkingPaymentDateFrom%5D=2025-01-01' +
        '&filter%5BworkingPaymentDateTo%5D=2025-01-31&filter%5Bdatasource%5D=DMF&filter%5BmatchLevelNumber%5D=1',
    );
    expect(within(matched).getByRole('cell', { name: '$1,200.00' })).toBeTruthy();
    const median = within(table).getByRole('row', { name: /Median days to decision/ });
    expect(within(median).queryByRole('link')).toBeNull();
    expect(
      screen.getByText('This month’s ASR has not been submitted; some payments are still to be decided.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit the ASR on the Payments screen' }).getAttribute('href')).toBe(
      '/payments',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('opens a figure’s rows for a reporting-only user, without links to a list she may not open', async () => {
    const { asked } = useApi(['REPORTING']);
    renderApp('/reporting?report=adjudication-summary&year=2025&month=01');
    const table = await screen.findByRole('table', { name: /every figure/ }, firstPaint);
    const matched = within(table).getByRole('row', { name: /Matched/ });
    expect(within(matched).queryByRole('link', { name: 'in Payments' })).toBeNull();
    expect(within(within(table).getByRole('row', { name: /Median days/ })).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: /Submit the ASR/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(matched).getByRole('link', { name: '3' }));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Adjudication summary: Matched, DMF · level 1: January 2025, ALC 86000001',
    });
    expect(heading).toBeTruthy();
    expect(asked.at(-1)?.pathname).toBe('/api/v1/reports/adjudication-summary/rows');
    expect(Object.fromEntries(asked.at(-1)?.searchParams ?? [])).toMatchObject({
      ...summaryJanuary.rows[0]?.rows,
      'page[number]': '1',
    });
    const rows = await screen.findByRole('table', { name: /, rows 1 to 3 of 3$/ });
    expect(within(rows).getAllByRole('row')).toHaveLength(4);
    expect(within(rows).getByRole('cell', { name: 'PAY-2' })).toBeTruthy();
    expect(within(rows).getAllByRole('cell', { name: '*****0001' })).toHaveLength(1);
    expect(within(rows).getAllByRole('cell', { name: '****4321' })).toHaveLength(3);
    await user.click(screen.getByRole('link', { name: 'Back to the adjudication summary report' }));
    expect(await screen.findByRole('table', { name: /every figure/ })).toBeTruthy();
  });

  it('says there is nothing to report before any payment is screened', async () => {
    server.use(
      http.get('*/api/v1/reports', () => HttpResponse.json(catalog)),
      ...shellHandlers(['REPORTING']),
    );
    renderApp('/reporting');
    expect(await screen.findByRole('heading', { level: 2, name: 'No reports to show' }, firstPaint)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Run report' })).toBeNull());
  });
});
