import { RecordResponse, type DatasourceApiName } from '@dnp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../../test/render-app.js';
import { datasourceList } from '../test/datasource-fixtures.js';
import { ofacHitAttributes, pub78HitAttributes, searchResponse } from '../test/search-hits.js';

const server = setupMswServer();

// Whole screens through the real router and HTTP client: slower than a unit, on a loaded machine too.
const screenTest = { timeout: 20_000 };

const allowed: DatasourceApiName[] = ['ofac', 'pub78', 'samExPub'];

/** JSON:API errors as the API's one error handler writes them. */
function refusal(status: number, title: string, detail: string) {
  return HttpResponse.json({ errors: [{ status: String(status), title, detail }] }, { status });
}

function useApi(...handlers: Parameters<typeof server.use>) {
  server.use(
    ...handlers,
    http.get('*/api/v1/datasources', () => HttpResponse.json(datasourceList(allowed))),
    ...shellHandlers(),
  );
}

async function searchFor(sources: RegExp[], criteria: { name: string } | { tin: string }) {
  const app = renderApp('/search');
  const user = userEvent.setup();
  await screen.findByRole('form', { name: 'Search the datasources' });
  if ('tin' in criteria) await user.click(screen.getByRole('radio', { name: 'SSN, EIN or TIN' }));
  await user.click(screen.getByRole('button', { name: 'Select none' }));
  for (const source of sources) await user.click(screen.getByRole('checkbox', { name: source }));
  if ('tin' in criteria) await user.type(screen.getByRole('textbox', { name: 'SSN, EIN or TIN' }), criteria.tin);
  else await user.type(screen.getByRole('textbox', { name: 'Name' }), criteria.name);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return { ...app, user };
}

function stillOnSearch(router: ReturnType<typeof renderApp>['router']) {
  expect(router.state.location.pathname).toBe('/search');
  // An open dialog hides the page from the accessibility tree; it is still there behind it.
  expect(screen.getByRole('heading', { level: 1, name: 'Online Search', hidden: true })).toBeTruthy();
}

const pub78Record = (() => {
  const { searchCriteria: _c, match: _m, ...record } = pub78HitAttributes;
  return RecordResponse.parse({ data: [{ id: '7', type: 'pub78', attributes: record }] });
})();

describe('a refusal of one source', screenTest, () => {
  it('shows in that source’s panel with the server’s reason; the other source’s results stay', async () => {
    const detail = 'Your access group may not search SAM Exclusions (public).';
    useApi(
      http.post('*/api/v1/search/ofac', () =>
        HttpResponse.json(searchResponse('ofac', [{ id: '36', attributes: ofacHitAttributes }])),
      ),
      http.post('*/api/v1/search/samExPub', () => refusal(403, 'Forbidden', detail)),
    );
    const { router } = await searchFor([/OFAC/, /SAM Exclusions \(public\)/], { name: 'John Smith' });

    const panel = (await screen.findByRole('heading', { name: /SAM Exclusions \(public\) \(not searched\)/ }))
      .parentElement;
    if (!panel) throw new Error('no panel');
    expect(within(panel).getByRole('heading', { name: 'SAM Exclusions (public) could not be searched' })).toBeTruthy();
    expect(within(panel).getByText(detail)).toBeTruthy();
    expect(
      await screen.findByRole('table', { name: /OFAC Specially Designated Nationals: matches for “John Smith”/ }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '1 of 2 datasources answered, 1 could not be searched; 1 match in all.',
    );
    stillOnSearch(router);
  });

  it('still ends the session at /401 when a search is answered 401', async () => {
    useApi(http.post('*/api/v1/search/ofac', () => new HttpResponse(null, { status: 401 })));
    const { router } = await searchFor([/OFAC/], { name: 'John Smith' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in needed' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/401');
  });
});

describe('a refusal of one record', screenTest, () => {
  it('shows in the record dialog with focus on it, over results that stay (429 volume limit)', async () => {
    const detail = 'You have read 200 records in the last hour, the most allowed. Try again later.';
    useApi(
      http.post('*/api/v1/search/pub78', () =>
        HttpResponse.json(searchResponse('pub78', [{ id: '7', attributes: pub78HitAttributes }])),
      ),
      http.get('*/api/v1/pub78/7', () => refusal(429, 'Too Many Requests', detail)),
    );
    const { router, user } = await searchFor([/IRS Publication 78/], { tin: '00-0003154' });
    await user.click(await screen.findByRole('button', { name: 'View record of Oakleaf Forest Tenant Management' }));

    const dialog = await screen.findByRole('dialog', { name: 'Oakleaf Forest Tenant Management' });
    const alert = await within(dialog).findByText(detail);
    expect(within(dialog).getByRole('heading', { name: 'The record could not be loaded' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    // The explanation came with the search answer and stays readable.
    expect(within(dialog).getByText('Probable match: same TIN')).toBeTruthy();
    stillOnSearch(router);
  });

  it('shows a refused TIN reveal beside the reveal control, with focus on it; the record stays', async () => {
    const detail = 'Your access group may not read records of IRS Publication 78.';
    useApi(
      http.post('*/api/v1/search/pub78', () =>
        HttpResponse.json(searchResponse('pub78', [{ id: '7', attributes: pub78HitAttributes }])),
      ),
      http.get('*/api/v1/pub78/7', () => HttpResponse.json(pub78Record)),
      http.post('*/api/v1/pub78/7/tin-reveal', () => refusal(403, 'Forbidden', detail)),
    );
    const { router, user } = await searchFor([/IRS Publication 78/], { tin: '00-0003154' });
    await user.click(await screen.findByRole('button', { name: 'View record of Oakleaf Forest Tenant Management' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oakleaf Forest Tenant Management' });
    await user.click(await within(dialog).findByRole('button', { name: 'Show full TIN' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Why do you need the full TIN?' }), 'Payment 42');
    await user.click(within(dialog).getByRole('button', { name: 'Show TIN' }));

    const alert = await within(dialog).findByText(`The TIN was not shown: ${detail}`);
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    expect(within(dialog).getByText('*****3154')).toBeTruthy();
    expect(within(dialog).getByText('Norfolk')).toBeTruthy();
    stillOnSearch(router);
  });
});
