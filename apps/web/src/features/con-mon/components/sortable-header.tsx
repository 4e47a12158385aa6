export type SortDirection = 'ascending' | 'descending';

interface SortableHeaderProps {
  label: string;
  active: boolean;
  direction: SortDirection;
  onSort: () => void;
}

/** A column header that sorts: a button in the header cell, the cell saying how it is sorted (aria-sort). */
export function SortableHeader({ label, active, direction, onSort }: SortableHeaderProps) {
  return (
    <th scope="col" aria-sort={active ? direction : undefined}>
      <button type="button" className="usa-button usa-button--unstyled dnp-sort-button" onClick={onSort}>
        {label}
        <span className="usa-sr-only">, sort</span>
        <span aria-hidden="true">{active ? (direction === 'ascending' ? ' ▲' : ' ▼') : ' ⇅'}</span>
      </button>
    </th>
  );
}
