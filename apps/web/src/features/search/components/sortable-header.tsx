import { flexRender, type Header } from '@tanstack/react-table';
import { sortDescription } from '../model/result-columns.js';
import type { SearchHit } from '../model/search-hit.js';

/** The USWDS sortable-table icon: its stylesheet shows the arrow that matches the header's aria-sort. */
function SortIcon() {
  const arrow = 'M17 17L15.59 15.59L12.9999 18.17V2H10.9999V18.17L8.41 15.58L7 17L11.9999 22L17 17Z';
  return (
    <svg
      className="usa-icon"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <g className="descending" fill="transparent">
        <path d={arrow} />
      </g>
      <g className="ascending" fill="transparent">
        <path transform="rotate(180, 12, 12)" d={arrow} />
      </g>
      <g className="unsorted" fill="transparent">
        <polygon points="15.17 15 13 17.17 13 6.83 15.17 9 16.58 7.59 12 3 7.41 7.59 8.83 9 11 6.83 11 17.17 8.83 15 7.42 16.41 12 21 16.59 16.41 15.17 15" />
      </g>
    </svg>
  );
}

/** A column's title as words, for labels and announcements. */
export function headerText(header: Header<SearchHit, unknown>): string {
  const title = header.column.columnDef.header;
  return typeof title === 'string' ? title : header.column.id;
}

/**
 * A column header as the USWDS sortable table has it: `data-sortable`, `aria-sort`
 * on the sorted column only (ARIA allows one), and a button saying what a press
 * will do. The header's own name stays the column's title, so cells keep it.
 */
export function SortableHeader({ header, className }: { header: Header<SearchHit, unknown>; className?: string }) {
  const column = header.column;
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {flexRender(column.columnDef.header, header.getContext())}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  const label = `Sort by ${sortDescription(column.id, headerText(header), column.getNextSortingOrder() === 'desc')}`;
  return (
    <th
      scope="col"
      className={className}
      data-sortable=""
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {flexRender(column.columnDef.header, header.getContext())}
      <button
        type="button"
        className="usa-table__header__button dnp-no-print"
        aria-label={label}
        title={label}
        onClick={column.getToggleSortingHandler()}
      >
        <SortIcon />
      </button>
    </th>
  );
}
