import type { FileDetailRow } from '../api/file-detail.js';

export type DetailSortField =
  'agencySourceFullName' | 'name' | 'searchSrcSysTypeCd' | 'matchLevelCode' | 'matchTimestamp';

const levelRank = { CONCLUSIVE: 0, PROBABLE: 1, POSSIBLE: 2 } as const;

/** The rows of one page in the order asked; a tie keeps the server's order. */
export function sortRows(rows: readonly FileDetailRow[], field: DetailSortField, descending: boolean): FileDetailRow[] {
  const compare = (a: FileDetailRow, b: FileDetailRow): number => {
    if (field === 'matchLevelCode') return levelRank[a.matchLevelCode] - levelRank[b.matchLevelCode];
    return a[field].localeCompare(b[field], 'en-US');
  };
  const sorted = rows.map((row, index) => ({ row, index }));
  sorted.sort((a, b) => (descending ? -1 : 1) * compare(a.row, b.row) || a.index - b.index);
  return sorted.map(({ row }) => row);
}
