import { Pagination } from '@trussworks/react-uswds';
import { pageCount } from '../model/results-paging.js';

export interface ResultsPagerProps {
  /** Names the pager among the others on the page: "Pages of OFAC results". */
  label: string;
  pageIndex: number;
  rowCount: number;
  onPageChange: (pageIndex: number) => void;
}

/**
 * The USWDS pagination under a source's table. Every click is handled here, so the
 * component renders buttons, not links: the pages live in the screen's state, not
 * in the address (a search is never in a URL), and `pathname` goes unused.
 */
export function ResultsPager({ label, pageIndex, rowCount, onPageChange }: ResultsPagerProps) {
  const pages = pageCount(rowCount);
  if (pages <= 1) return null;
  return (
    <Pagination
      aria-label={label}
      className="dnp-no-print"
      pathname=""
      totalPages={pages}
      currentPage={pageIndex + 1}
      onClickPrevious={() => onPageChange(pageIndex - 1)}
      onClickNext={() => onPageChange(pageIndex + 1)}
      onClickPageNumber={(_event, page) => onPageChange(page - 1)}
    />
  );
}
