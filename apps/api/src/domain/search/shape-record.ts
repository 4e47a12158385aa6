import { maskTin } from '@dnp/contracts';

/** Sub-lists a record keeps whatever was asked: the names it is listed under. */
const alwaysKept = new Set(['aliases']);

/**
 * A stored record as the client sees it: the TIN masked to its last four
 * digits (revealed only on purpose), and only the sub-lists asked for.
 */
export function shapeRecord(
  record: Record<string, unknown>,
  listAttributes: readonly string[],
  keepLists: ReadonlySet<string>,
): Record<string, unknown> & { tinMasked: boolean } {
  const shaped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (listAttributes.includes(key) && !keepLists.has(key) && !alwaysKept.has(key)) continue;
    shaped[key] = value;
  }
  const tin = typeof record.tin === 'string' ? record.tin : null;
  if (tin) shaped.tin = maskTin(tin);
  return { ...shaped, tinMasked: tin !== null };
}
