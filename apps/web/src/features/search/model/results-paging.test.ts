import { SearchQuery } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import {
  pageBounds,
  pageCount,
  rangeText,
  RESULTS_PER_SOURCE,
  ROWS_PER_PAGE,
  truncationNotice,
} from './results-paging.js';

describe('the page size asked of each source', () => {
  it('is one the API accepts', () => {
    expect(SearchQuery.parse({ 'page[size]': String(RESULTS_PER_SOURCE) })['page[size]']).toBe(RESULTS_PER_SOURCE);
  });
});

describe('browser pages of a source table', () => {
  it('splits 100 rows into 4 pages of 25 and names the rows of each', () => {
    expect(ROWS_PER_PAGE).toBe(25);
    expect(pageCount(100)).toBe(4);
    expect(rangeText(0, 100)).toBe('Rows 1–25 of 100');
    expect(rangeText(1, 100)).toBe('Rows 26–50 of 100');
    expect(rangeText(3, 100)).toBe('Rows 76–100 of 100');
  });

  it('ends the last page at the last row and never shows a page past it', () => {
    expect(pageCount(51)).toBe(3);
    expect(rangeText(2, 51)).toBe('Rows 51–51 of 51');
    expect(pageBounds(9, 51)).toEqual({ page: 2, start: 50, end: 51 });
    expect(pageCount(0)).toBe(1);
  });
});

describe('truncationNotice', () => {
  it('says how many matched in all when the answer was cut', () => {
    expect(truncationNotice(100, 1234)).toBe(
      'Showing the best 100 of 1,234 matches. To find a record beyond these, narrow the search: add a date of birth ' +
        'or the full name, or search by SSN, EIN or TIN.',
    );
  });

  it('says nothing when every match was received', () => {
    expect(truncationNotice(100, 100)).toBeNull();
    expect(truncationNotice(3, 3)).toBeNull();
  });
});
