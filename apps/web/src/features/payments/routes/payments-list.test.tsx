import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../../test/render-app.js';
import { asrIndicator, emptyData, filterOptions, summaryList, twoPayments } from '../test/fixtures.js';

const server = setupMswServer();

const screenTest = { timeout: 30_000 };
// The first screen of a file waits for the area's lazy chunk, slow on a loaded 2-core machine.
const firstPaint = { timeout: 15_000 };

function useApi(list: object = twoPayments) {
  const asked: URL[] = [];
  const bulk: unknown[] = [];
  server.use(
    http.get('*/api/v1/payments', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(list);
    }),
    http.get('*/api/v1/payments/filter-options', () => HttpResponse.json(filterOptions)),
    http.get('*/api/v1/payments/asr-submit-indicator', () =>
      HttpResponse.json(asrIndicator({ level1: false, canSubmit: false, submitted: false })),
    ),
    http.post('*/api/v1/payments/adjudications/bulk', async ({ request }) => {
      bulk.push(await request.json());
      return HttpResponse.json({ data: [], meta: { 'total-count': 2 } });
    }),
    ...shellHandlers(),
  );
  return { asked, bulk };
}

describe('the payment list', screenTest, () => {
  it('shows a row per screened payment with its masked TIN, level, sources and state, paged by the meta', async () => {
    useApi(
      summaryList(
        twoPayments.data.map((row) => row.attributes),
        { page: 1, total: 120, pages: 3 },
      ),
    );
    renderApp('/payments');
    const table = await screen.findByRole('table', { name: 'Payments, page 1 of 3 (120 in all)' }, firstPaint);
    const harold = within(table).getByRole('row', { name: /HAROLD WHITCOMB/ });
    expect(
      within(harold)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Select payment P-1001 to HAROLD WHITCOMB',
      'P-1001',
      '*****3380',
      '97000001',
      'Nov 3, 2026',
      '$1,843.27',
      'STOPPED',
      'Conclusive',
      'DMF, DOD',
      'Not adjudicated',
    ]);
    expect(within(table).getByRole('link', { name: 'HAROLD WHITCOMB' }).getAttribute('href')).toBe(
      '/payments?party=7&payment=P-1001',
    );
    expect(screen.getByRole('navigation', { name: 'Pages of payments' }).textContent).toContain('Page 1 of 3');
  });

  it('sends every filter and the sort to the server, the ALCs offered from the filter options', async () => {
    const { asked } = useApi();
    renderApp('/payments');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: /^Payments, page 1/ }, firstPaint);
    expect(asked.at(-1)?.searchParams.get('sort')).toBe('-workingPaymentDate');
    await user.click(within(table).getByRole('button', { name: /^Amount, sort/ }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toMatch(/^-?paymentAmount$/));

    const alc = screen.getByLabelText('ALC');
    await waitFor(() => expect(within(alc).getAllByRole('option').length).toBe(4));
    await user.selectOptions(alc, '97000003');
    await user.type(screen.getByLabelText('Payment date from'), '2026-11-01');
    await user.type(screen.getByLabelText('Payment date to'), '2026-11-30');
    await user.selectOptions(screen.getByLabelText('Payment status'), 'STOPPED');
    await user.selectOptions(screen.getByLabelText('Adjudication status'), 'Not adjudicated');
    await user.selectOptions(screen.getByLabelText('Match level'), 'Conclusive');
    await user.selectOptions(screen.getByLabelText('Source'), 'DMF');
    await user.type(screen.getByLabelText('Smallest amount'), '$1,000');
    await user.type(screen.getByLabelText('Largest amount'), '2000.5');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('filter[agencyAlcCode]')).toBe('97000003'));
    const sent = Object.fromEntries(asked.at(-1)?.searchParams ?? []);
    expect(sent).toMatchObject({
      'filter[workingPaymentDateFrom]': '2026-11-01',
      'filter[workingPaymentDateTo]': '2026-11-30',
      'filter[paymentStatusCode]': 'STOPPED',
      'filter[paymentAdjudicationStatusTypeCode]': 'OPEN',
      'filter[matchLevelNumber]': '1',
      'filter[datasource]': 'DMF',
      'filter[paymentAmountFrom]': '1000.00',
      'filter[paymentAmountTo]': '2000.50',
      'page[number]': '1',
    });
    expect(sent['filter[suppressed]']).toBeUndefined();

    await user.click(screen.getByLabelText('Only payments whose matches were all suppressed as false positives'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('filter[suppressed]')).toBe('true'));
  });

  it('says in place why filters cannot apply, and sends nothing', async () => {
    const { asked } = useApi();
    renderApp('/payments');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /^Payments, page 1/ }, firstPaint);
    const before = asked.length;
    await user.type(screen.getByLabelText('Smallest amount'), '500');
    await user.type(screen.getByLabelText('Largest amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The largest amount is below the smallest amount.');
    expect(asked.length).toBe(before);
  });

  it('opens on the filters its address names with the API’s parameter names, as a report’s figure links to it', async () => {
    const { asked } = useApi();
    renderApp(
      '/payments?filter[agencyAlcCode]=97000003&filter[workingPaymentDateFrom]=2026-11-01' +
        '&filter[workingPaymentDateTo]=2026-11-30&filter[matchLevelNumber]=1&filter[datasource]=DMF',
    );
    await screen.findByRole('table', { name: /^Payments, page 1/ }, firstPaint);
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toMatchObject({
      'filter[agencyAlcCode]': '97000003',
      'filter[workingPaymentDateFrom]': '2026-11-01',
      'filter[workingPaymentDateTo]': '2026-11-30',
      'filter[matchLevelNumber]': '1',
      'filter[datasource]': 'DMF',
    });
    expect(asked.every((url) => url.searchParams.get('filter[datasource]') === 'DMF')).toBe(true);
    expect((screen.getByLabelText('Payment date from') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('Source') as HTMLSelectElement).value).toBe('DMF');
    await waitFor(() => expect((screen.getByLabelText('ALC') as HTMLSelectElement).value).toBe('97000003'));
  });

  it('takes a new address’s filters while it stays mounted, and keeps its own under a detail and back', async () => {
    const { asked } = useApi();
    const { router } = renderApp('/payments');
    await screen.findByRole('table', { name: /^Payments, page 1/ }, firstPaint);
    await router.navigate('/payments?filter[datasource]=DOD');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('filter[datasource]')).toBe('DOD'));
    expect((screen.getByLabelText('Source') as HTMLSelectElement).value).toBe('DOD');
    await router.navigate('/payments');
    await screen.findByRole('table', { name: /^Payments, page 1/ });
    expect((screen.getByLabelText('Source') as HTMLSelectElement).value).toBe('DOD');
    expect(asked.at(-1)?.searchParams.get('filter[datasource]')).toBe('DOD');
  });

  it('says there is nothing to show, and with filters on that none match', async () => {
    useApi(emptyData);
    renderApp('/payments');
    expect(
      await screen.findByRole('heading', { name: 'No payment screening results to show' }, firstPaint),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Payment status'), 'ISSUED');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('heading', { name: 'No payments match these filters' })).toBeTruthy();
  });

  it('exports the rows shown as CSV with masked TINs', async () => {
    useApi();
    const files = new Map<string, Blob>();
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = create(blob);
      if (blob instanceof Blob) files.set(url, blob);
      return url;
    };
    renderApp('/payments');
    const link = await screen.findByRole('link', { name: 'Download this page (CSV)' }, firstPaint);
    const blob = files.get(link.getAttribute('href') ?? '');
    const text = await blob?.text();
    const lines = text?.replace('\uFEFF', '').trim().split('\r\n') ?? [];
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      'P-1001,HAROLD WHITCOMB,*****3380,SSN,97000001,S-11,2026-11-03,1843.27,MONTHLY BENEFIT,STOPPED,Conclusive,DMF DOD,2,Not adjudicated,',
    );
    expect(text).not.toMatch(/[0-9]{9}/);
  });

  it('decides the selected rows at once, and offers only what every one of them may take', async () => {
    const { bulk } = useApi();
    renderApp('/payments');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: /^Payments, page 1/ }, firstPaint);
    await user.click(screen.getByRole('checkbox', { name: 'Select payment P-1001 to HAROLD WHITCOMB' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select payment P-1002 to MARIA OKAFOR' }));
    const panel = screen.getByRole('region', { name: 'Decide 2 selected payments' });
    await user.selectOptions(within(panel).getByLabelText('Determination'), 'IMPROPER');
    await user.click(within(panel).getByRole('radio', { name: 'Submit' }));
    await user.type(within(panel).getByLabelText('Comment (optional)'), 'Both confirmed deceased');
    await user.click(within(panel).getByRole('button', { name: 'Record for 2 payments' }));
    await waitFor(() => expect(bulk).toHaveLength(1));
    expect(bulk[0]).toMatchObject({
      data: {
        attributes: {
          payments: [
            { paymentId: 'P-1001', agencyPartyId: 7 },
            { paymentId: 'P-1002', agencyPartyId: 8 },
          ],
          matchAdjudicationStatusTypeCode: 'IMPROPER',
          action: 'submit',
          matchAdjudicationStatusComment: 'Both confirmed deceased',
        },
      },
    });
    const done = await screen.findByRole('heading', { name: 'Determination recorded' });
    expect(done.closest('[tabindex="-1"]')).toBe(document.activeElement);
    expect(screen.getByText('IMPROPER (submit) on 2 payments.')).toBeTruthy();
  });
});
