/**
 * The fields of a summary row that describe one source of a file: Batch Match and Continuous
 * Monitoring both send one row per file and source, and both screens show one row per file.
 */
const sourceFields = [
  'srcSysTypeCd',
  'datasource',
  'datasourceMatchedCount',
  'datasourceConclusiveCount',
  'datasourceProbableCount',
  'datasourcePossibleCount',
  'asOfDate',
] as const;

type SourceField = (typeof sourceFields)[number];
type SummaryRow = Record<SourceField, unknown> & { agencyFrbFileId: string };

export type SourceCountsOf<Row extends SummaryRow> = Pick<Row, SourceField>;
/** One file with its per-source breakdown; the wire row's own id (a file and source pair) is dropped. */
export type FileOf<Row extends SummaryRow> = Omit<Row, SourceField | 'id'> & { sources: SourceCountsOf<Row>[] };

/** Rows of one file are gathered under it, files in the order the server sent them. */
export function groupByFile<Row extends SummaryRow>(rows: readonly Row[]): FileOf<Row>[] {
  const files = new Map<string, FileOf<Row>>();
  for (const row of rows) {
    const source = Object.fromEntries(sourceFields.map((field) => [field, row[field]])) as SourceCountsOf<Row>;
    const known = files.get(row.agencyFrbFileId);
    if (known) {
      known.sources.push(source);
      continue;
    }
    const file: Record<string, unknown> = { ...row };
    for (const field of [...sourceFields, 'id']) delete file[field];
    files.set(row.agencyFrbFileId, { ...(file as Omit<Row, SourceField | 'id'>), sources: [source] });
  }
  return [...files.values()];
}
