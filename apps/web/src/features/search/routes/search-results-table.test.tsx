import { type DatasourceApiName } from '@dnp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderApp, shellHandlers } from '../../../test/render-app.js';
import { datasourceList } from '../test/datasource-fixtures.js';
import { ofacHitAttributes, rankedPub78Hits, searchResponse } from '../test/search-hits.js';

const server = setupMswServer();

// Whole screens through the real router and HTTP client: slower than a unit, on a loaded machine too.
const screenTest = { timeout: 30_000 };

const pub78Table = /IRS Publication 78: matches for “Charity”/;

/** The datasource list, the shell, and search answers: `answers` per source, each hits and a total count. */
function useApi(answers: Partial<Record<DatasourceApiName, { hits: number; totalCount?: number }>>) {
  const urls: URL[] = [];
  server.use(
    http.post('*/api/v1/search/:apiName', ({ request, params }) => {
      urls.push(new URL(request.url));
      const apiName = params.apiName as DatasourceApiName;
      const answer = answers[apiName] ?? { hits: 0 };
      const hits =
        apiName === 'ofac'
          ? Array.from({ length: answer.hits }, (_, i) => ({ id: String(i + 1), attributes: ofacHitAttributes }))
          : rankedPub78Hits(answer.hits);
      return HttpResponse.json(searchResponse(apiName, hits, answer.totalCount));
    }),
    http.get('*/api/v1/datasources', () => HttpResponse.json(datasourceList(['ofac', 'pub78']))),
    ...shellHandlers(),
  );
  return urls;
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByRole('form', { name: 'Search the datasources' });
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

/** The names in the rows a user sees (hidden rows of other pages are not among them). */
function visibleNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.text-bold')?.textContent ?? '');
}

function header(table: HTMLElement, name: string): HTMLElement {
  return within(table).getByRole('columnheader', { name });
}

/** The pub78 fixture's names in the order the server sent them (score, highest first). */
const byScore = (count: number) => rankedPub78Hits(count).map((hit) => String(hit.attributes.name));

describe('what is asked and what is said about the rest', screenTest, () => {
  it('asks every source for 100 results and says when a source found more', async () => {
    const urls = useApi({ pub78: { hits: 100, totalCount: 1234 }, ofac: { hits: 2 } });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user, 'Charity');

    await screen.findByRole('table', { name: pub78Table });
    expect(urls.map((url) => url.searchParams.get('page[size]'))).toEqual(['100', '100']);
    const pub78 = screen.getByRole('region', { name: /IRS Publication 78/ });
    expect(within(pub78).getByRole('heading', { level: 3 }).textContent).toBe('IRS Publication 78 (1,234 matches)');
    expect(
      within(pub78).getByText(/^Showing the best 100 of 1,234 matches\. To find a record beyond these/),
    ).toBeTruthy();

    const ofac = screen.getByRole('region', { name: /OFAC/ });
    await within(ofac).findByRole('table');
    expect(within(ofac).queryByText(/Showing the best/)).toBeNull();
  });
});

describe('what a source says about its own answer', screenTest, () => {
  it('tells the user a common name was not compared in full, even when nothing matched', async () => {
    const coverage = { compared: 400, complete: false, sampled: false };
    server.use(
      http.post('*/api/v1/search/:apiName', ({ params }) =>
        params.apiName === 'pub78'
          ? HttpResponse.json(searchResponse('pub78', [], 0, { searchCoverage: coverage }))
          : HttpResponse.json(
              searchResponse('ofac', [{ id: '36', attributes: ofacHitAttributes }], 1, {
                searchCoverage: { ...coverage, compared: 3, complete: true },
              }),
            ),
      ),
      http.get('*/api/v1/datasources', () => HttpResponse.json(datasourceList(['ofac', 'pub78']))),
      ...shellHandlers(),
    );
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user, 'John Smith');

    const pub78 = screen.getByRole('region', { name: /IRS Publication 78/ });
    await within(pub78).findByText('No matches in IRS Publication 78.');
    expect(within(pub78).getByText(/^This name is common: the search compared the 400 records/)).toBeTruthy();
    const ofac = screen.getByRole('region', { name: /OFAC/ });
    await within(ofac).findByRole('table');
    expect(within(ofac).queryByText(/This name is common/)).toBeNull();
  });
});

describe('sorting a source table', screenTest, () => {
  it('starts best first and sorts by name and by score from the header buttons', async () => {
    useApi({ pub78: { hits: 10 } });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user, 'Charity');
    const table = await screen.findByRole('table', { name: /, best first$/ });

    expect(header(table, 'Score').getAttribute('aria-sort')).toBe('descending');
    expect(header(table, 'Name').hasAttribute('aria-sort')).toBe(false);
    expect(visibleNames(table)).toEqual(byScore(10));

    await user.click(within(table).getByRole('button', { name: 'Sort by Name, A to Z' }));
    expect(header(table, 'Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header(table, 'Score').hasAttribute('aria-sort')).toBe(false);
    expect(visibleNames(table)).toEqual([...byScore(10)].sort());
    expect(screen.getByRole('table', { name: /, sorted by Name, A to Z$/ })).toBe(table);
    expect(screen.getByText('Sorted by Name, A to Z.').getAttribute('aria-live')).toBe('polite');

    await user.click(within(table).getByRole('button', { name: 'Sort by Name, Z to A' }));
    expect(header(table, 'Name').getAttribute('aria-sort')).toBe('descending');
    expect(visibleNames(table)).toEqual([...byScore(10)].sort().reverse());

    await user.click(within(table).getByRole('button', { name: 'Sort by Score, highest first' }));
    expect(header(table, 'Score').getAttribute('aria-sort')).toBe('descending');
    expect(visibleNames(table)).toEqual(byScore(10));
    await user.click(within(table).getByRole('button', { name: 'Sort by Score, lowest first' }));
    expect(visibleNames(table)).toEqual(byScore(10).reverse());
  });
});

describe('pages of a source table', screenTest, () => {
  it('shows 25 rows at a time, says which, and moves focus to the table on a page change', async () => {
    useApi({ pub78: { hits: 100 } });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user, 'Charity');
    const table = await screen.findByRole('table', { name: pub78Table });
    const pager = screen.getByRole('navigation', { name: 'Pages of IRS Publication 78 results' });

    expect(screen.getByText('Rows 1–25 of 100')).toBeTruthy();
    expect(visibleNames(table)).toEqual(byScore(100).slice(0, 25));

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Rows 26–50 of 100')).toBeTruthy();
    expect(visibleNames(table)).toEqual(byScore(100).slice(25, 50));
    expect(table.querySelector('caption')?.contains(document.activeElement)).toBe(true);

    await user.click(within(pager).getByRole('button', { name: 'Last page, page 4' }));
    expect(screen.getByText('Rows 76–100 of 100')).toBeTruthy();
    expect(visibleNames(table)).toEqual(byScore(100).slice(75));
    expect(within(pager).queryByRole('button', { name: 'Next page' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Sort by Name, A to Z' }));
    expect(screen.getByText('Rows 1–25 of 100')).toBeTruthy();
    expect(visibleNames(table)).toEqual([...byScore(100)].sort().slice(0, 25));
  });

  it('shows no pager for 25 rows or fewer', async () => {
    useApi({ pub78: { hits: 25 } });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user, 'Charity');
    const table = await screen.findByRole('table', { name: pub78Table });
    expect(visibleNames(table)).toHaveLength(25);
    expect(screen.queryByRole('navigation', { name: /Pages of/ })).toBeNull();
    expect(screen.queryByText(/^Rows /)).toBeNull();
  });
});

describe('export and print', screenTest, () => {
  it('cover every received row in the order on screen, not only the page shown', async () => {
    // The files the links point at, as the browser would hand them to the user.
    const files = new Map<string, Blob>();
    const createObjectUrl = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      const url = createObjectUrl(file);
      if (file instanceof Blob) files.set(url, file);
      return url;
    });
    useApi({ pub78: { hits: 60 } });
    const user = userEvent.setup();
    renderApp('/search');
    await searchFor(user, 'Charity');
    const table = await screen.findByRole('table', { name: pub78Table });
    await user.click(within(table).getByRole('button', { name: 'Sort by Name, A to Z' }));
    await user.click(within(table).getByRole('button', { name: 'Sort by Name, Z to A' }));
    const expected = [...byScore(60)].sort().reverse();

    const csvOf = async (linkName: string) => {
      const href = (await screen.findByRole('link', { name: linkName })).getAttribute('href') ?? '';
      const file = files.get(href);
      if (!file) throw new Error(`no file behind ${href}`);
      return (await file.text()).split('\r\n').slice(1, -1);
    };
    await waitFor(async () => {
      const rows = await csvOf('Download IRS Publication 78 results (CSV)');
      expect(rows.map((row) => row.split(',')[2])).toEqual(expected);
    });
    const all = await csvOf('Download all results (CSV)');
    expect(all.map((row) => row.split(',')[2])).toEqual(expected);

    // The print view shows hidden rows (search.css): every row is in the table, in this order.
    const printed = [...table.querySelectorAll('tbody th[scope="row"] .text-bold')].map((cell) => cell.textContent);
    expect(printed).toEqual(expected);
    expect(visibleNames(table)).toEqual(expected.slice(0, 25));
  });
});

describe('keep-alive', screenTest, () => {
  it('keeps each table’s order and page after a visit to another area', async () => {
    useApi({ pub78: { hits: 60 } });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await searchFor(user, 'Charity');
    const table = await screen.findByRole('table', { name: pub78Table });
    await user.click(within(table).getByRole('button', { name: 'Sort by Name, A to Z' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    await router.navigate('/reporting');
    await screen.findByRole('heading', { level: 1, name: 'Reporting' });
    await router.navigate('/search');
    const again = await screen.findByRole('table', { name: /, sorted by Name, A to Z$/ });
    expect(screen.getByText('Rows 26–50 of 60')).toBeTruthy();
    expect(visibleNames(again)).toEqual([...byScore(60)].sort().slice(25, 50));
  });
});
