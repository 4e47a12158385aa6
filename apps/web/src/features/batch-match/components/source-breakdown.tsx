import { Table } from '@trussworks/react-uswds';
import { formatDate, type FileSummary } from '../model/file-summaries.js';
import { count } from '../../../lib/format/count.js';

/** How one file matched each datasource: the summary's per-source half. */
export function SourceBreakdown({ file }: { file: FileSummary }) {
  return (
    <Table bordered compact fullWidth caption={`Matches of ${file.fileName} by datasource`}>
      <thead>
        <tr>
          <th scope="col">Datasource</th>
          <th scope="col">Matched</th>
          <th scope="col">Conclusive</th>
          <th scope="col">Probable</th>
          <th scope="col">Possible</th>
          <th scope="col">Data as of</th>
        </tr>
      </thead>
      <tbody>
        {file.sources.map((source) => (
          <tr key={source.srcSysTypeCd}>
            <th scope="row">{source.datasource}</th>
            <td>{count(source.datasourceMatchedCount)}</td>
            <td>{count(source.datasourceConclusiveCount)}</td>
            <td>{count(source.datasourceProbableCount)}</td>
            <td>{count(source.datasourcePossibleCount)}</td>
            <td>{formatDate(source.asOfDate)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
