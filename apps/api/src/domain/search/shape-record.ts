import { maskTin, type DatasourceApiName, type RecordAttributesByApiName, type ShownRecord } from '@dnp/contracts';

/** Sub-lists a record keeps whatever was asked: the names it is listed under. */
const alwaysKept = new Set(['aliases']);

/**
 * A stored record as the client sees it: the TIN masked to its last four
 * digits (revealed only on purpose), and only the sub-lists asked for.
 */
export function shapeRecord<K extends DatasourceApiName>(
  _apiName: K,
  record: RecordAttributesByApiName[K],
  listAttributes: readonly string[],
  keepLists: ReadonlySet<string>,
): ShownRecord<K> {
  const shaped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (listAttributes.includes(key) && !keepLists.has(key) && !alwaysKept.has(key)) continue;
    shaped[key] = value;
  }
  const tin = 'tin' in record && typeof record.tin === 'string' ? record.tin : null;
  if (tin) shaped.tin = maskTin(tin);
  // The record's own attributes, its TIN masked and sub-lists (all optional in the schema) left out:
  // the answer's schema checks this again as it is sent.
  return { ...shaped, tinMasked: tin !== null } as ShownRecord<K>;
}
