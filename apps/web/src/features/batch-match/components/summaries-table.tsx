import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { Button, Table } from '@trussworks/react-uswds';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { SummarySortField } from '../api/file-summaries.js';
import { formatDate, formatTimestamp, type FileSummary } from '../model/file-summaries.js';
import { count } from '../../../lib/format/count.js';
import { hrefOf } from '../model/view-location.js';
import { RunningState } from './running-state.js';
import { SourceBreakdown } from './source-breakdown.js';

export interface SummariesTableProps {
  files: FileSummary[];
  sort: { field: SummarySortField; descending: boolean };
  onSort: (sort: { field: SummarySortField; descending: boolean }) => void;
  caption: string;
}

const column = createColumnHelper<FileSummary>();

const stateWords: Record<FileSummary['fileState'], string> = {
  queued: 'Waiting to start',
  running: 'Matching',
  done: 'Matched',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/**
 * A row per file with its counts by level; a row's sources open beneath it. Sorting
 * and paging are the server's (a page holds files, not rows), so the table only shows.
 */
export function SummariesTable({ files, sort, onSort, caption }: SummariesTableProps) {
  const columns = [
    column.accessor('fileName', {
      header: 'File',
      cell: (info) => (
        <Link className="usa-link" to={hrefOf({ kind: 'file', fileId: info.row.original.agencyFrbFileId })}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('fileReceivedDate', { header: 'Received', cell: (info) => formatTimestamp(info.getValue()) }),
    column.accessor('fileState', {
      header: 'State',
      enableSorting: false,
      cell: (info) =>
        info.getValue() === 'running' || info.getValue() === 'queued' ? (
          <RunningState fileId={info.row.original.agencyFrbFileId} />
        ) : (
          stateWords[info.getValue()]
        ),
    }),
    column.accessor('fileThroughDate', {
      header: 'Through',
      enableSorting: false,
      cell: (info) => formatDate(info.getValue()),
    }),
    column.accessor('fileReceivedRecordsCount', { header: 'Rows', cell: (info) => count(info.getValue()) }),
    column.accessor('fileConclusiveCount', { header: 'Conclusive', cell: (info) => count(info.getValue()) }),
    column.accessor('fileProbableCount', { header: 'Probable', cell: (info) => count(info.getValue()) }),
    column.accessor('filePossibleCount', { header: 'Possible', cell: (info) => count(info.getValue()) }),
    column.display({
      id: 'sources',
      header: 'Sources',
      cell: ({ row }) => (
        <Button
          type="button"
          unstyled
          // The visible words begin the name, so a voice command saying them still works.
          aria-label={`${row.getIsExpanded() ? 'Hide' : 'Show'} ${row.original.sources.length} sources of ${row.original.fileName}`}
          aria-expanded={row.getIsExpanded()}
          aria-controls={`sources-${row.original.agencyFrbFileId}`}
          onClick={row.getToggleExpandedHandler()}
        >
          {`${row.getIsExpanded() ? 'Hide' : 'Show'} ${row.original.sources.length} sources`}
        </Button>
      ),
    }),
  ];
  const sorting: SortingState = [{ id: sort.field, desc: sort.descending }];
  const table = useReactTable({
    data: files,
    columns,
    getRowId: (file) => file.agencyFrbFileId,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getRowCanExpand: () => true,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onSort({ field: first.id as SummarySortField, descending: first.desc });
    },
  });

  return (
    <Table bordered fullWidth scrollable caption={caption}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sortable = header.column.getCanSort();
              const sorted = header.column.getIsSorted();
              const title = String(header.column.columnDef.header);
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  {sortable ? (
                    <Button
                      type="button"
                      unstyled
                      className="dnp-sort-button"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {title}
                      <span className="usa-sr-only">
                        , sort {header.column.getNextSortingOrder() === 'desc' ? 'descending' : 'ascending'}
                      </span>
                      <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                    </Button>
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <Fragment key={row.id}>
            <tr>
              {row.getVisibleCells().map((cell) =>
                cell.column.id === 'fileName' ? (
                  <th key={cell.id} scope="row">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </th>
                ) : (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ),
              )}
            </tr>
            {row.getIsExpanded() ? (
              <tr id={`sources-${row.original.agencyFrbFileId}`}>
                <td colSpan={row.getVisibleCells().length}>
                  <SourceBreakdown file={row.original} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </tbody>
    </Table>
  );
}
