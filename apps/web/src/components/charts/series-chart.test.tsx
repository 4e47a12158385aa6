import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriesColour } from './chart-palette.js';
import { SeriesChart } from './series-chart.js';

const series = [
  { key: 'conclusive', label: 'Conclusive' },
  { key: 'possible', label: 'Possible' },
] as const;
const rows = [
  { category: 'Nov 1, 2026', conclusive: 1200, possible: 3 },
  { category: 'Nov 8, 2026', conclusive: 1250, possible: 0 },
];

describe('SeriesChart', () => {
  it('gives screen readers the figures it draws as a table captioned with its title', () => {
    render(
      <SeriesChart
        title="Matches over time"
        kind="line"
        categoryLabel="Load"
        valueLabel="Matches"
        series={series}
        rows={rows}
      />,
    );
    const table = screen.getByRole('table', { name: 'Matches over time' });
    const [header, first, second] = within(table)
      .getAllByRole('row')
      .map((row) => within(row));
    if (!header || !first || !second) throw new Error('the table has a header and two rows');
    expect(header.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Load',
      'Conclusive',
      'Possible',
    ]);
    expect(first.getByRole('rowheader').textContent).toBe('Nov 1, 2026');
    expect(first.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1,200', '3']);
    expect(second.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1,250', '0']);
    expect(screen.getByRole('figure', { name: 'Matches over time' })).toBeDefined();
  });

  it('shows the table on screen in place of the drawing when asked, and the drawing again', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <SeriesChart
        title="Matches by level"
        kind="bar"
        categoryLabel="Source"
        valueLabel="Matches"
        series={series}
        rows={rows}
      />,
    );
    const table = screen.getByRole('table', { name: 'Matches by level' });
    expect(table.className).toContain('usa-sr-only');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show the figures as a table' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table', { name: 'Matches by level' }).className).not.toContain('usa-sr-only');
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();

    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the palette', () => {
  it('gives each of up to five series its own colour, each at least 3:1 on white', () => {
    const colours = Array.from({ length: 5 }, (_, index) => seriesColour(index));
    expect(new Set(colours).size).toBe(5);
    for (const colour of colours) expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(3);
  });
});

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}
