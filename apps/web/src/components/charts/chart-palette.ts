import { chartDashes, chartPalette } from '@dnp/contracts';

// The palette lives in @dnp/contracts: the server draws the report PDFs' charts with the same colours.
export { chartDashes, chartPalette };

export function seriesColour(index: number): string {
  return chartPalette[index % chartPalette.length] ?? '#000000';
}

export function seriesDash(index: number): string {
  return chartDashes[index % chartDashes.length] ?? '';
}
