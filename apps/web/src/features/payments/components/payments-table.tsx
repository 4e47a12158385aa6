import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { Button, Table } from '@trussworks/react-uswds';
import { Link } from 'react-router';
import type { PaymentRow, PaymentSort, PaymentSortField } from '../api/payment-list.js';
import { adjudicationWords, formatDate, formatMoney, levelOfNumber, shownTin } from '../model/payment-format.js';
import { hrefOf } from '../model/view-location.js';

export interface PaymentsTableProps {
  rows: PaymentRow[];
  sort: PaymentSort;
  onSort: (sort: PaymentSort) => void;
  selection: RowSelectionState;
  onSelection: (selection: RowSelectionState) => void;
  caption: string;
}

const column = createColumnHelper<PaymentRow>();

/** A row's key: the pair the adjudication POST names a payment by. */
export function paymentKey(row: Pick<PaymentRow, 'agencyPartyId' | 'paymentId'>): string {
  return `${row.agencyPartyId}:${row.paymentId}`;
}

const columns = [
  column.display({
    id: 'select',
    header: 'Select',
    cell: ({ row }) => (
      <div className="usa-checkbox">
        <input
          className="usa-checkbox__input"
          type="checkbox"
          id={`select-${row.id}`}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
        <label className="usa-checkbox__label" htmlFor={`select-${row.id}`}>
          <span className="usa-sr-only">
            Select payment {row.original.paymentId} to {row.original.payeeName}
          </span>
        </label>
      </div>
    ),
  }),
  column.accessor('payeeName', {
    header: 'Payee',
    cell: (info) => (
      <Link
        className="usa-link"
        to={hrefOf({
          kind: 'payment',
          target: { agencyPartyId: String(info.row.original.agencyPartyId), paymentId: info.row.original.paymentId },
        })}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('paymentId', { header: 'Payment ID' }),
  column.accessor('tin', { header: 'TIN', enableSorting: false, cell: (info) => shownTin(info.getValue()) }),
  column.accessor('agencyAlcCode', { header: 'ALC' }),
  column.accessor('workingPaymentDate', { header: 'Payment date', cell: (info) => formatDate(info.getValue()) }),
  column.accessor('paymentAmount', { header: 'Amount', cell: (info) => formatMoney(info.getValue()) }),
  column.accessor('paymentStatusCode', { header: 'Payment status' }),
  column.accessor('matchLevelNumber', { header: 'Match level', cell: (info) => levelOfNumber(info.getValue()) }),
  column.accessor('datasourceList', {
    header: 'Sources',
    enableSorting: false,
    cell: (info) => info.getValue().join(', '),
  }),
  column.accessor('paymentAdjudicationStatusTypeCode', {
    header: 'Adjudication',
    cell: (info) => adjudicationWords(info.getValue()),
  }),
];

/**
 * A row per screened payment; sorting and paging are the server's, so the table
 * only shows them. A checkbox per row selects it for bulk adjudication.
 */
export function PaymentsTable({ rows, sort, onSort, selection, onSelection, caption }: PaymentsTableProps) {
  const sorting: SortingState = [{ id: sort.field, desc: sort.descending }];
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: paymentKey,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSortingRemoval: false,
    enableRowSelection: true,
    state: { sorting, rowSelection: selection },
    onRowSelectionChange: (updater) => onSelection(typeof updater === 'function' ? updater(selection) : updater),
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onSort({ field: first.id as PaymentSortField, descending: first.desc });
    },
  });

  return (
    <Table bordered fullWidth scrollable caption={caption}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sortable = header.column.getCanSort() && header.column.id !== 'select';
              const sorted = header.column.getIsSorted();
              const title = String(header.column.columnDef.header);
              if (header.column.id === 'select') {
                return (
                  <th key={header.id} scope="col">
                    <span className="usa-sr-only">{title}</span>
                  </th>
                );
              }
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
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) =>
              cell.column.id === 'payeeName' ? (
                <th key={cell.id} scope="row">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </th>
              ) : (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
