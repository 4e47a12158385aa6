import type { SortingState } from '@tanstack/react-table';

/**
 * How many results the screen asks each source for (`page[size]`). Above the
 * server's default of 50, so a common name still shows its likely matches, and
 * well under the API's 500: every result returned is a disclosure the audit row
 * lists by record id, so the screen asks only for what a reviewer can go through
 * (four browser pages of 25). docs/search-screens.md has the reasoning.
 */
export const RESULTS_PER_SOURCE = 100;

/** Rows shown at once in a source's table; the rest are a page away (and all of them print). */
export const ROWS_PER_PAGE = 25;

/** How one source's table is looked at: its order and the page on screen (0-based). */
export interface ResultsView {
  sorting: SortingState;
  pageIndex: number;
}

/** Best first, as the server ranked them, from the first page. */
export const defaultResultsView: ResultsView = { sorting: [{ id: 'score', desc: true }], pageIndex: 0 };

export function pageCount(rowCount: number): number {
  return Math.max(1, Math.ceil(rowCount / ROWS_PER_PAGE));
}

/**
 * The page on screen and its rows, 0-based, `end` exclusive. A page past the last
 * (the rows changed under a kept view) shows the last.
 */
export function pageBounds(pageIndex: number, rowCount: number): { page: number; start: number; end: number } {
  const page = Math.min(Math.max(pageIndex, 0), pageCount(rowCount) - 1);
  const start = page * ROWS_PER_PAGE;
  return { page, start, end: Math.min(start + ROWS_PER_PAGE, rowCount) };
}

const count = (value: number) => value.toLocaleString('en-US');

/** "Rows 26–50 of 100". */
export function rangeText(pageIndex: number, rowCount: number): string {
  const { start, end } = pageBounds(pageIndex, rowCount);
  return `Rows ${count(start + 1)}–${count(end)} of ${count(rowCount)}`;
}

/**
 * What to say when a source matched more records than it sent (the answer is cut
 * at `page[size]`, best first), or null when everything that matched is shown.
 */
export function truncationNotice(received: number, totalCount: number): string | null {
  if (totalCount <= received) return null;
  return (
    `Showing the best ${count(received)} of ${count(totalCount)} matches. To find a record beyond these, ` +
    'narrow the search: add a date of birth or the full name, or search by SSN, EIN or TIN.'
  );
}
