import { maskTin, type DatasourceInfo } from '@dnp/contracts';
import { Button, Table } from '@trussworks/react-uswds';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useRef } from 'react';
import { displayNameOf, keyFieldsBySource, sourceHasTin } from '../model/key-fields.js';
import { levelLabel, scorePercent, textOf, type SearchHit } from '../model/search-hit.js';

export interface ResultsTableProps {
  source: DatasourceInfo;
  hits: SearchHit[];
  caption: string;
  onOpen: (hit: SearchHit) => void;
}

const column = createColumnHelper<SearchHit>();

function NameCell({ hit }: { hit: SearchHit }) {
  const name = displayNameOf(hit) ?? '—';
  const matched = hit.match.matchedName;
  return (
    <>
      <span className="text-bold">{name}</span>
      {matched && matched !== name ? <span className="display-block text-base">Matched: {matched}</span> : null}
    </>
  );
}

function columnsFor(source: DatasourceInfo, onOpen: (hit: SearchHit) => void): ColumnDef<SearchHit, string>[] {
  const columns: ColumnDef<SearchHit, string>[] = [
    column.accessor((hit) => displayNameOf(hit) ?? '', {
      id: 'name',
      header: 'Name',
      cell: (info) => <NameCell hit={info.row.original} />,
    }),
  ];
  if (sourceHasTin(source.apiName)) {
    // The server masks TINs in search answers; masking again costs nothing and guards the screen.
    columns.push(column.accessor((hit) => maskTin(textOf(hit, 'tin')) ?? '—', { id: 'tin', header: 'TIN' }));
  }
  for (const field of keyFieldsBySource[source.apiName]) {
    columns.push(column.accessor((hit) => field.value(hit) ?? '—', { id: field.id, header: field.header }));
  }
  columns.push(
    column.accessor((hit) => scorePercent(hit.match.score), { id: 'score', header: 'Score' }),
    column.accessor((hit) => levelLabel(hit.match.level), {
      id: 'match',
      header: 'Match',
      cell: (info) => (
        <>
          <span className={`usa-tag dnp-level dnp-level--${info.row.original.match.level.toLowerCase()}`}>
            {info.getValue()}
          </span>
          <span className="display-block margin-top-05">{info.row.original.match.matchTypePortalDisplayText}</span>
        </>
      ),
    }),
    column.display({
      id: 'record',
      header: 'Record',
      cell: (info) => (
        <Button
          type="button"
          unstyled
          className="dnp-no-print"
          // Every row has this button: the name tells them apart for screen-reader users.
          aria-label={`View record of ${displayNameOf(info.row.original) ?? info.row.original.id}`}
          onClick={() => onOpen(info.row.original)}
        >
          View record
        </Button>
      ),
    }),
  );
  return columns;
}

/** One source's matches, best first as the server ranked them, with a caption saying what they are. */
export function ResultsTable({ source, hits, caption, onOpen }: ResultsTableProps) {
  // Columns (and the cell components they define) must stay the same across renders: new
  // ones would remount every cell, and the "View record" button focus returns to would be gone.
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });
  const columns = useMemo(() => columnsFor(source, (hit) => onOpenRef.current(hit)), [source]);
  const table = useReactTable({ data: hits, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <Table bordered fullWidth scrollable caption={caption} className="dnp-results-table">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className={header.column.id === 'record' ? 'dnp-no-print' : undefined}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) =>
              cell.column.id === 'name' ? (
                <th key={cell.id} scope="row">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </th>
              ) : (
                <td key={cell.id} className={cell.column.id === 'record' ? 'dnp-no-print' : undefined}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
