import { Table } from '@trussworks/react-uswds';
import { formatFigure, type ChartRow, type ChartSeries } from './chart-data.js';

export interface ChartTableProps<Key extends string> {
  caption: string;
  categoryLabel: string;
  series: readonly ChartSeries<Key>[];
  rows: readonly ChartRow<Key>[];
  className?: string;
}

/** The figures a chart draws, as a table: what a screen reader reads instead of the picture. */
export function ChartTable<Key extends string>({
  caption,
  categoryLabel,
  series,
  rows,
  className,
}: ChartTableProps<Key>) {
  return (
    <Table bordered fullWidth caption={caption} className={className}>
      <thead>
        <tr>
          <th scope="col">{categoryLabel}</th>
          {series.map((item) => (
            <th key={item.key} scope="col" className="text-right">
              {item.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.category}>
            <th scope="row">{row.category}</th>
            {series.map((item) => (
              <td key={item.key} className="text-right font-mono-xs">
                {formatFigure(row[item.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
