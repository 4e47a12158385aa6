import type { AgencyFileStatus } from '@dnp/contracts';
import { Table } from '@trussworks/react-uswds';
import { batchMatchPaths } from '../api/paths.js';
import { count } from '../model/run-phase.js';
import { DownloadButton } from './download-button.js';

/** The first problems of a file (row, column, message), the total, and the full list as CSV. */
export function FileErrors({ status, headingLevel }: { status: AgencyFileStatus; headingLevel: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const shown = status.errors.length;
  const total = status.errorCount;
  return (
    <section aria-labelledby={`file-errors-${status.agencyFrbFileId}`}>
      <Heading id={`file-errors-${status.agencyFrbFileId}`}>
        {total === 1 ? '1 problem' : `${count(total)} problems`} found
      </Heading>
      <Table
        bordered
        fullWidth
        caption={
          shown < total
            ? `The first ${count(shown)} of ${count(total)} problems in ${status.fileName}`
            : `Problems in ${status.fileName}`
        }
      >
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {status.errors.map((error, index) => (
            <tr key={`${error.row}-${error.column ?? ''}-${index}`}>
              <td>{error.row === 0 ? 'Whole file' : count(error.row)}</td>
              <td>{error.column ?? '—'}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <DownloadButton
        path={batchMatchPaths.errorsCsv(status.agencyFrbFileId)}
        fileName={`${status.fileName.replace(/\.[^.]*$/, '')}-problems.csv`}
      >
        {`Download all ${count(total)} problems (CSV)`}
      </DownloadButton>
    </section>
  );
}
