/** One figure series of a chart: the row field it reads and the words it is shown with. */
export interface ChartSeries<Key extends string = string> {
  key: Key;
  label: string;
}

/** One category of a chart (a bar group or a point on the x axis): its label and a number per series. */
export type ChartRow<Key extends string = string> = { category: string } & Record<Key, number>;

/** A count as the table and the tooltip print it. */
export function formatFigure(value: number): string {
  return value.toLocaleString('en-US');
}
