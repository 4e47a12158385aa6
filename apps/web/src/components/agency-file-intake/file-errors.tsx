import type { AgencyFileStatus } from '@dnp/contracts';
import { Table } from '@trussworks/react-uswds';
import { count } from '../../lib/format/count.js';
import { DownloadButton } from '../download/download-button.js';
import type { Intake } from './intake-paths.js';

/** The first problems of a file (row, column, message), the total, and the full list as CSV. */
export interface FileErrorsProps {
  intake: Intake;
  status: AgencyFileStatus;
  headingLevel: 'h3' | 'h4';
}

export function FileErrors({ intake, status, headingLevel }: FileErrorsProps) {
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
        path={intake.errorsCsv(status.agencyFrbFileId)}
        fileName={`${status.fileName.replace(/\.[^.]*$/, '')}-problems.csv`}
      >
        {`Download all ${count(total)} problems (CSV)`}
      </DownloadButton>
    </section>
  );
}
