import type { DatasourceApiName, DatasourceInfo } from '@dnp/contracts';
import { Button, Table } from '@trussworks/react-uswds';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { displayNameOf } from '../model/key-fields.js';
import { resultColumnsFor, sortDescription } from '../model/result-columns.js';
import { defaultResultsView, pageBounds, rangeText, type ResultsView } from '../model/results-paging.js';
import type { SearchHit } from '../model/search-hit.js';
import { ResultsPager } from './results-pager.js';
import { headerText, SortableHeader } from './sortable-header.js';

export interface ResultsTableProps {
  source: DatasourceInfo;
  hits: SearchHit[];
  /** What the rows are, e.g. "OFAC: matches for “John Smith”"; the caption adds the order. */
  subject: string;
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
  onOpen: (hit: SearchHit) => void;
}

const column = createColumnHelper<SearchHit>();

function NameCell({ apiName, hit }: { apiName: DatasourceApiName; hit: SearchHit }) {
  const name = displayNameOf(apiName, hit) ?? '—';
  const matched = hit.match.matchedName;
  return (
    <>
      <span className="text-bold">{name}</span>
      {matched && matched !== name ? <span className="display-block text-base">Matched: {matched}</span> : null}
    </>
  );
}

function columnsFor(source: DatasourceInfo, onOpen: (hit: SearchHit) => void): ColumnDef<SearchHit, string>[] {
  const columns = resultColumnsFor(source).map((definition): ColumnDef<SearchHit, string> => {
    if (definition.id === 'name')
      return { ...definition, cell: (info) => <NameCell apiName={source.apiName} hit={info.row.original} /> };
    if (definition.id !== 'match') return definition;
    return {
      ...definition,
      cell: (info) => (
        <>
          <span className={`usa-tag dnp-level dnp-level--${info.row.original.match.level.toLowerCase()}`}>
            {info.getValue()}
          </span>
          <span className="display-block margin-top-05">{info.row.original.match.matchTypePortalDisplayText}</span>
        </>
      ),
    };
  });
  columns.push(
    column.display({
      id: 'record',
      header: 'Record',
      cell: (info) => (
        <Button
          type="button"
          unstyled
          className="dnp-no-print"
          // Every row has this button: the name tells them apart for screen-reader users.
          aria-label={`View record of ${displayNameOf(source.apiName, info.row.original) ?? info.row.original.id}`}
          onClick={() => onOpen(info.row.original)}
        >
          View record
        </Button>
      ),
    }),
  );
  return columns;
}

/** Every row in the order on screen; those outside the page `hidden` (print shows them, search.css). */
function ResultRows({ rows, start, end }: { rows: Row<SearchHit>[]; start: number; end: number }) {
  return (
    <tbody>
      {rows.map((row, index) => (
        <tr key={row.id} hidden={index < start || index >= end}>
          {row.getVisibleCells().map((cell) => {
            const content = flexRender(cell.column.columnDef.cell, cell.getContext());
            const sortActive = cell.column.getIsSorted() ? '' : undefined;
            return cell.column.id === 'name' ? (
              <th key={cell.id} scope="row" data-sort-active={sortActive}>
                {content}
              </th>
            ) : (
              <td
                key={cell.id}
                data-sort-active={sortActive}
                className={cell.column.id === 'record' ? 'dnp-no-print' : undefined}
              >
                {content}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}

const isDefaultOrder = (sorting: SortingState) =>
  sorting[0]?.id === defaultResultsView.sorting[0]?.id && sorting[0]?.desc === defaultResultsView.sorting[0]?.desc;

/**
 * One source's matches: sortable by each column (best first to begin with) and
 * shown 25 rows at a time. Every row stays in the table, the other pages' rows
 * hidden, so the print view can show them all in the order on screen.
 */
export function ResultsTable({ source, hits, subject, view, onViewChange, onOpen }: ResultsTableProps) {
  // Columns (and the cell components they define) must stay the same across renders: new
  // ones would remount every cell, and the "View record" button focus returns to would be gone.
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  const columns = useMemo(() => columnsFor(source, (hit) => onOpenRef.current(hit)), [source]);
  const captionRef = useRef<HTMLSpanElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const changeSorting = (updater: Updater<SortingState>) => {
    const sorting = typeof updater === 'function' ? updater(view.sorting) : updater;
    // A new order starts again from its first rows.
    onViewChange({ sorting, pageIndex: 0 });
    const sorted = sorting[0];
    const header = table.getFlatHeaders().find((h) => h.column.id === sorted?.id);
    if (sorted && header) setAnnouncement(`Sorted by ${sortDescription(sorted.id, headerText(header), sorted.desc)}.`);
  };
  const table = useReactTable({
    data: hits,
    columns,
    state: { sorting: view.sorting },
    onSortingChange: changeSorting,
    enableSortingRemoval: false,
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const rows = table.getRowModel().rows;
  const { page, start, end } = pageBounds(view.pageIndex, rows.length);
  const changePage = (pageIndex: number) => {
    onViewChange({ ...view, pageIndex });
    setAnnouncement(`${rangeText(pageIndex, rows.length)} shown.`);
    // The pager's own button may be gone on the new page: the caption is where the new rows begin.
    captionRef.current?.focus();
  };

  const sorted = view.sorting[0];
  const sortedHeader = table.getFlatHeaders().find((h) => h.column.id === sorted?.id);
  const order =
    isDefaultOrder(view.sorting) || !sorted || !sortedHeader
      ? 'best first'
      : `sorted by ${sortDescription(sorted.id, headerText(sortedHeader), sorted.desc)}`;
  const paged = rows.length > end - start;
  return (
    <>
      {paged ? <p className="margin-bottom-1 dnp-no-print">{rangeText(page, rows.length)}</p> : null}
      <Table
        bordered
        fullWidth
        scrollable
        caption={
          <span ref={captionRef} tabIndex={-1}>
            {subject}, {order}
          </span>
        }
        className="dnp-results-table"
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader
                  key={header.id}
                  header={header}
                  className={header.column.id === 'record' ? 'dnp-no-print' : undefined}
                />
              ))}
            </tr>
          ))}
        </thead>
        <ResultRows rows={rows} start={start} end={end} />
      </Table>
      <p className="usa-sr-only usa-table__announcement-region" aria-live="polite">
        {announcement}
      </p>
      <ResultsPager
        label={`Pages of ${source.displayName} results`}
        pageIndex={page}
        rowCount={rows.length}
        onPageChange={changePage}
      />
    </>
  );
}
