/**
 * Okabe and Ito's colour-blind safe palette (Nature Methods, "Points of view: Color blindness", 2011),
 * less its sky blue, orange and yellow: on white they fall under the 3:1 contrast WCAG 1.4.11 asks
 * of a graph's parts (2.3, 2.3 and 1.1). Shared by the web charts and the server's report PDFs, so a
 * printed chart's series have the colours of the screen's.
 */
export const chartPalette = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#000000'] as const;

/** Line dash patterns, in palette order: the second cue beside colour on a line chart. */
export const chartDashes = ['', '6 3', '2 2', '8 3 2 3', '4 4'] as const;
