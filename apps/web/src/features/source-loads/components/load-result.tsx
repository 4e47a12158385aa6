import type { DatasourceLoad } from '@dnp/contracts';
import { count } from '../../../lib/format/count.js';
import { conMonText } from '../api/load-phase.js';

/** What a committed load changed, as a table (a screen reader reads each figure with its name). */
export function LoadResult({ load }: { load: DatasourceLoad }) {
  const { result } = load;
  if (!result) return null;
  const rows: Array<[string, string]> = [
    ['Added', count(result.added)],
    ['Changed', count(result.changed)],
    ['Removed', count(result.removed)],
    ['Records read', count(result.recordsRead)],
    ['Records stored', count(result.recordCount)],
    ['Lines refused (allowed)', count(load.rejectionCount)],
    ['Source version', result.sourceVersion],
    ...(load.conMon ? [['Continuous monitoring', conMonText(load.conMon)] as [string, string]] : []),
  ];
  return (
    <table className="usa-table usa-table--borderless">
      <caption>What load {load.sourceLoadId} changed</caption>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The refused lines the server kept (the first 100), each with where and why. */
export function RefusedLines({ load }: { load: DatasourceLoad }) {
  if (load.rejections.length === 0) return null;
  return (
    <table className="usa-table usa-table--borderless">
      <caption>
        Refused lines of load {load.sourceLoadId}
        {load.rejectionCount > load.rejections.length
          ? ` (the first ${count(load.rejections.length)} of ${count(load.rejectionCount)})`
          : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Column</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {load.rejections.map((line, index) => (
          <tr key={`${line.file ?? ''}:${line.line}:${index}`}>
            <td>{line.file ? `${line.file} ${line.line}` : line.line}</td>
            <td>{line.column ?? '—'}</td>
            <td>{line.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
