/**
 * Okabe and Ito's colour-blind safe palette (Nature Methods, "Points of view: Color blindness", 2011),
 * less its sky blue, orange and yellow: on white they fall under the 3:1 contrast WCAG 1.4.11 asks
 * of a graph's parts (2.3, 2.3 and 1.1). Each line also gets its own dash pattern, so colour is never
 * the only way to tell two apart; the figures are in a table beside every chart.
 */
export const chartPalette = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#000000'] as const;

/** Line dash patterns, in palette order: the second cue beside colour on a line chart. */
export const chartDashes = ['', '6 3', '2 2', '8 3 2 3', '4 4'] as const;

export function seriesColour(index: number): string {
  return chartPalette[index % chartPalette.length] ?? '#000000';
}

export function seriesDash(index: number): string {
  return chartDashes[index % chartDashes.length] ?? '';
}
