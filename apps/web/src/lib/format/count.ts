/** A count as people read it: 12,000. Wire counts arrive as strings, hence both. */
export function count(value: number | string): string {
  return Number(value).toLocaleString('en-US');
}
