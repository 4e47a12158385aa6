import {
  RecordResponse,
  SearchRequestBody,
  TinRevealBody,
  TinRevealResponse,
  type DatasourceApiName,
} from '@dnp/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../../test/render-app.js';
import { datasourceList } from '../test/datasource-fixtures.js';
import { ofacHitAttributes, pub78HitAttributes, searchResponse } from '../test/search-hits.js';

const server = setupMswServer();

// Whole screens through the real router and HTTP client: slower than a unit, on a loaded machine too.
const screenTest = { timeout: 20_000 };

const allowed: DatasourceApiName[] = ['ofac', 'pub78', 'dmf', 'samExPub', 'caivrs'];

/** The shell, the datasource list, and whatever search answers a test gives. */
function useApi(...handlers: Parameters<typeof server.use>) {
  server.use(
    ...handlers,
    http.get('*/api/v1/datasources', () =>
      HttpResponse.json(
        datasourceList(allowed, { ofac: { recordCount: 8976, lastUpdated: '2025-06-01T10:00:00.000Z' } }),
      ),
    ),
    ...shellHandlers(),
  );
}

async function openSearch() {
  renderApp('/search');
  return screen.findByRole('form', { name: 'Search the datasources' });
}

function sourceBox(name: RegExp) {
  return screen.getByRole('checkbox', { name });
}

async function chooseOnly(user: ReturnType<typeof userEvent.setup>, ...names: RegExp[]) {
  await user.click(screen.getByRole('button', { name: 'Select none' }));
  for (const name of names) await user.click(sourceBox(name));
}

describe('before the first search', screenTest, () => {
  it('says what the page does and lists only the sources the user may search', async () => {
    useApi();
    await openSearch();
    const intro = screen.getByRole('heading', { level: 2, name: 'No search results to show' }).parentElement;
    if (!intro) throw new Error('no intro');
    const listed = within(intro)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual([
      'Credit Alert System (CAIVRS)',
      'SSA Death Master File',
      'SAM Exclusions (public)',
      'OFAC Specially Designated Nationals',
      'IRS Publication 78',
    ]);
    expect(screen.queryByRole('checkbox', { name: /Department of Defense Death Data/ })).toBeNull();
    expect(sourceBox(/OFAC Specially Designated Nationals/).closest('.usa-checkbox')?.textContent).toContain(
      '8,976 records, updated 2025-06-01.',
    );
    expect(sourceBox(/IRS Publication 78/).closest('.usa-checkbox')?.textContent).toContain('No records loaded yet.');
  });
});

describe('the hint rule on screen', screenTest, () => {
  it('disables CAIVRS for a name search and OFAC for a TIN search, with the reason', async () => {
    useApi();
    const user = userEvent.setup();
    await openSearch();
    expect((sourceBox(/Credit Alert System/) as HTMLInputElement).disabled).toBe(true);
    expect(sourceBox(/Credit Alert System/).closest('.usa-checkbox')?.textContent).toContain(
      'Not available for this search: CAIVRS is keyed by taxpayer identification number',
    );
    expect((sourceBox(/OFAC/) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'SSN, EIN or TIN' }));
    expect((sourceBox(/OFAC/) as HTMLInputElement).disabled).toBe(true);
    expect((sourceBox(/Credit Alert System/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('4 datasources will be searched.')).toBeTruthy();
  });
});

describe('client-side checks', screenTest, () => {
  it('refuses an empty search with a focused error summary tied to the field', async () => {
    useApi();
    const user = userEvent.setup();
    await openSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const summary = await screen.findByRole('heading', { name: 'Check the search form' });
    await waitFor(() => expect(document.activeElement?.contains(summary)).toBe(true));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby')?.split(' ') ?? [];
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('Enter a name to search for');

    await user.click(screen.getByRole('link', { name: 'Enter a name to search for' }));
    expect(document.activeElement).toBe(name);
    await user.type(name, 'Smith');
    expect(screen.queryByRole('heading', { name: 'Check the search form' })).toBeNull();
  });

  it('formats a TIN as it is typed and refuses one that is not 9 digits', async () => {
    useApi();
    const user = userEvent.setup();
    await openSearch();
    await user.click(screen.getByRole('radio', { name: 'SSN, EIN or TIN' }));
    const tin = screen.getByRole('textbox', { name: 'SSN, EIN or TIN' });
    await user.type(tin, '12345678');
    expect((tin as HTMLInputElement).value).toBe('123-45-678');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: /Enter 9 digits/ })).toBeTruthy();
    await user.clear(tin);
    await user.type(tin, '12-3456789');
    expect((tin as HTMLInputElement).value).toBe('12-3456789');
  });
});

describe('results per source', screenTest, () => {
  it('shows each source as it answers: matches, no matches, the server error, and still searching', async () => {
    const bodies: unknown[] = [];
    let releaseDmf: () => void = () => undefined;
    const dmfAnswered = new Promise<void>((resolve) => (releaseDmf = resolve));
    useApi(
      http.post('*/api/v1/search/:apiName', async ({ request, params }) => {
        const body: unknown = await request.json();
        bodies.push(body);
        if (params.apiName === 'ofac') {
          return HttpResponse.json(searchResponse('ofac', [{ id: '36', attributes: ofacHitAttributes }], 1));
        }
        if (params.apiName === 'samExPub') {
          return HttpResponse.json(
            {
              errors: [
                { status: '500', title: 'Internal Server Error', detail: 'Internal Server Error (request req-9)' },
              ],
            },
            { status: 500 },
          );
        }
        if (params.apiName === 'dmf') await dmfAnswered;
        return HttpResponse.json(searchResponse(params.apiName as DatasourceApiName, []));
      }),
    );
    const user = userEvent.setup();
    await openSearch();
    await chooseOnly(user, /OFAC/, /IRS Publication 78/, /SSA Death Master File/, /SAM Exclusions \(public\)/);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'John Smith');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(
      await screen.findByRole('table', { name: /OFAC Specially Designated Nationals: matches for “John Smith”/ }),
    ).toBeTruthy();
    expect(await screen.findByText('No matches in IRS Publication 78.')).toBeTruthy();
    expect(await screen.findByText('Internal Server Error (request req-9)')).toBeTruthy();
    expect(screen.getByText('Searching SSA Death Master File…')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '2 of 4 datasources answered, 1 still searching, 1 could not be searched; 1 match so far.',
    );

    const row = screen.getByRole('row', { name: /SMITH, John/ });
    expect(within(row).getByText('93%')).toBeTruthy();
    expect(within(row).getByText('Possible')).toBeTruthy();
    expect(within(row).getByText('NAME MATCH')).toBeTruthy();

    releaseDmf();
    expect(await screen.findByText('No matches in SSA Death Master File.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '3 of 4 datasources answered, 1 could not be searched; 1 match in all.',
    );
    expect(bodies.map((body) => SearchRequestBody.parse(body).data.attributes)).toEqual(
      Array(4).fill({ searchCriteria: 'NAME', name: 'John Smith' }),
    );
  });
});

describe('a record', screenTest, () => {
  it('opens with the explanation, loads every sub-list, and reveals the TIN only with a reason', async () => {
    const recordUrls: URL[] = [];
    const reveals: unknown[] = [];
    useApi(
      http.post('*/api/v1/search/pub78', () =>
        HttpResponse.json(
          searchResponse('pub78', [{ id: '7', attributes: pub78HitAttributes }], 1, { 'transaction-id': 'search-7' }),
        ),
      ),
      http.get('*/api/v1/pub78/7', ({ request }) => {
        recordUrls.push(new URL(request.url));
        const { searchCriteria: _c, match: _m, ...record } = pub78HitAttributes;
        return HttpResponse.json(RecordResponse.parse({ data: [{ id: '7', type: 'pub78', attributes: record }] }));
      }),
      http.post('*/api/v1/pub78/7/tin-reveal', async ({ request }) => {
        reveals.push(await request.json());
        return HttpResponse.json(
          TinRevealResponse.parse({ data: [{ id: '7', type: 'tinReveal', attributes: { tin: '000003154' } }] }),
        );
      }),
    );
    const user = userEvent.setup();
    await openSearch();
    await user.click(screen.getByRole('radio', { name: 'SSN, EIN or TIN' }));
    await chooseOnly(user, /IRS Publication 78/);
    await user.type(screen.getByRole('textbox', { name: 'SSN, EIN or TIN' }), '00-0003154');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'View record of Oakleaf Forest Tenant Management' }));

    const dialog = await screen.findByRole('dialog', { name: 'Oakleaf Forest Tenant Management' });
    expect(within(dialog).getByText('Probable match: same TIN')).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: 'TIN agrees exactly' })).toBeTruthy();
    expect(await within(dialog).findByText('Norfolk')).toBeTruthy();
    expect(recordUrls[0]?.searchParams.has('include')).toBe(false);
    expect(within(dialog).getByText('*****3154')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Show full TIN' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show TIN' }));
    expect(within(dialog).getByText('Say why you need the full number (at least 3 characters)')).toBeTruthy();
    expect(reveals).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why do you need the full TIN?' }),
      'Payment 42 review',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Show TIN' }));
    expect(await within(dialog).findByText('000003154')).toBeTruthy();
    expect(within(dialog).getByText(/The reveal was recorded in the audit log/)).toBeTruthy();
    // The reveal names the search whose results showed the record.
    expect(TinRevealBody.parse(reveals[0]).data.attributes).toEqual({
      reason: 'Payment 42 review',
      searchTransactionId: 'search-7',
    });
  });

  it('asks for every sub-list of a source that has them', async () => {
    let include: string | null = null;
    useApi(
      http.post('*/api/v1/search/ofac', () =>
        HttpResponse.json(searchResponse('ofac', [{ id: '36', attributes: ofacHitAttributes }])),
      ),
      http.get('*/api/v1/ofac/36', ({ request }) => {
        include = new URL(request.url).searchParams.get('include');
        const { searchCriteria: _c, match: _m, ...record } = ofacHitAttributes;
        const withLists = { ...record, programs: [{ program: 'SDGT' }], addresses: [] };
        return HttpResponse.json(RecordResponse.parse({ data: [{ id: '36', type: 'ofac', attributes: withLists }] }));
      }),
    );
    const user = userEvent.setup();
    await openSearch();
    await chooseOnly(user, /OFAC/);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'John Smith');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'View record of SMITH, John' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMITH, John' });
    expect(await within(dialog).findByRole('table', { name: 'Programs (1)' })).toBeTruthy();
    expect(within(dialog).getByText('none listed.')).toBeTruthy();
    expect(include).toBe('address,alternateId,birthDate,birthPlace,nationality,citizenship,program');
  });
});

describe('keep-alive', screenTest, () => {
  it('shows the same form and results after a visit to another area, without searching again', async () => {
    let searches = 0;
    useApi(
      http.post('*/api/v1/search/ofac', async () => {
        searches += 1;
        await delay(10);
        return HttpResponse.json(searchResponse('ofac', [{ id: '36', attributes: ofacHitAttributes }]));
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await screen.findByRole('form', { name: 'Search the datasources' });
    await chooseOnly(user, /OFAC/);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'John Smith');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('row', { name: /SMITH, John/ });

    await router.navigate('/reporting');
    await screen.findByRole('heading', { level: 1, name: 'Reporting' });
    await router.navigate('/search');
    await screen.findByRole('heading', { level: 1, name: 'Online Search' });
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('John Smith');
    expect(screen.getByRole('row', { name: /SMITH, John/ })).toBeTruthy();
    expect(searches).toBe(1);
  });
});
