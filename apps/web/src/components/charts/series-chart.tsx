import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatFigure, type ChartRow, type ChartSeries } from './chart-data.js';
import { seriesColour, seriesDash } from './chart-palette.js';
import { ChartTable } from './chart-table.js';

export interface SeriesChartProps<Key extends string> {
  /** Names the figure; also the table's caption. */
  title: string;
  kind: 'bar' | 'line';
  categoryLabel: string;
  valueLabel: string;
  series: readonly ChartSeries<Key>[];
  rows: readonly ChartRow<Key>[];
  /** Pixel height of the drawing; its width follows the page. */
  height?: number;
}

/**
 * Bars or lines of a few series over categories, drawn by recharts, with the same
 * figures as a table. The drawing is hidden from assistive technology (a picture of
 * numbers read point by point helps no one) and the table, visually hidden, is what a
 * screen reader meets; "Show the figures as a table" puts it on screen instead of the
 * drawing, for anyone who would rather read or copy the numbers.
 */
export function SeriesChart<Key extends string>(props: SeriesChartProps<Key>) {
  const { title, kind, categoryLabel, valueLabel, series, rows, height = 280 } = props;
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <figure className="dnp-chart margin-x-0 margin-y-2" aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-bold margin-bottom-1">
        {title}
      </figcaption>
      {asTable ? null : (
        <div aria-hidden="true" className="dnp-chart__drawing" style={{ height }}>
          <Drawing kind={kind} series={series} rows={rows} valueLabel={valueLabel} />
        </div>
      )}
      <ChartTable
        caption={title}
        categoryLabel={categoryLabel}
        series={series}
        rows={rows}
        className={asTable ? undefined : 'usa-sr-only'}
      />
      <button
        type="button"
        className="usa-button usa-button--unstyled dnp-no-print"
        aria-pressed={asTable}
        onClick={() => setAsTable((shown) => !shown)}
      >
        Show the figures as a table
      </button>
    </figure>
  );
}

interface DrawingProps<Key extends string> {
  kind: 'bar' | 'line';
  valueLabel: string;
  series: readonly ChartSeries<Key>[];
  rows: readonly ChartRow<Key>[];
}

function Drawing<Key extends string>({ kind, valueLabel, series, rows }: DrawingProps<Key>) {
  const data = rows.map((row) => ({ ...row }));
  // The drawing is aria-hidden: recharts' keyboard layer would put a hidden element in the tab order.
  const chartProps = {
    data,
    responsive: true,
    accessibilityLayer: false,
    style: { width: '100%', height: '100%' },
    margin: { top: 8, right: 16, bottom: 8, left: 8 },
  };
  // An array, not a fragment: recharts reads its children's types.
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#dfe1e2" />,
    <XAxis key="x" dataKey="category" stroke="#1b1b1b" />,
    <YAxis
      key="y"
      allowDecimals={false}
      stroke="#1b1b1b"
      tickFormatter={formatFigure}
      label={{ value: valueLabel, angle: -90, position: 'insideLeft' }}
    />,
    <Tooltip key="tooltip" formatter={(value) => (typeof value === 'number' ? formatFigure(value) : String(value))} />,
    <Legend key="legend" />,
  ];
  if (kind === 'bar') {
    return (
      <BarChart {...chartProps}>
        {axes}
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            fill={seriesColour(index)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    );
  }
  return (
    <LineChart {...chartProps}>
      {axes}
      {series.map((item, index) => (
        <Line
          key={item.key}
          type="linear"
          dataKey={item.key}
          name={item.label}
          stroke={seriesColour(index)}
          strokeWidth={2}
          strokeDasharray={seriesDash(index)}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
