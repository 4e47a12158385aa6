import { Alert, Table } from '@trussworks/react-uswds';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageNav } from '../../../components/page-nav.js';
import { count } from '../../../lib/format/count.js';
import { formatDate, formatTimestamp } from '../../../lib/format/dates.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { SUMMARY_PAGE_SIZE, useSummaries } from '../api/summaries.js';
import { enrollmentText, groupByFile, isBeingEnrolled, type MonitoredFile } from '../model/monitored-files.js';
import { hrefOf } from '../model/view-location.js';
import { EnrollmentProgress } from './enrollment-progress.js';
import { WithdrawControl } from './withdraw-control.js';

/** The group's monitored files, newest first, each with its matches by source and level. */
export function MonitoredFiles() {
  const [page, setPage] = useState(1);
  const summaries = useSummaries(page);
  const files = groupByFile(summaries.data?.rows ?? []);
  const totalFiles = summaries.data?.totalFiles ?? 0;
  const pages = Math.max(1, Math.ceil(totalFiles / SUMMARY_PAGE_SIZE));
  return (
    <section aria-labelledby="monitored-files-heading" className="margin-top-4">
      <h2 id="monitored-files-heading">Monitored files</h2>
      {summaries.isPending ? <p>Loading the files…</p> : null}
      {summaries.isError ? (
        <Alert type="error" headingLevel="h3" heading="The files could not be shown">
          {refusalText(summaries.error)}
        </Alert>
      ) : null}
      {summaries.isSuccess && files.length === 0 ? (
        <>
          <h3>No monitoring files to show</h3>
          <p>Enroll a file above: its parties are matched now, and again whenever a datasource changes.</p>
        </>
      ) : null}
      {pages > 1 ? (
        <p>
          Page {page} of {pages} ({count(totalFiles)} files in all)
        </p>
      ) : null}
      {files.map((file) => (
        <FileSummary key={file.agencyFrbFileId} file={file} />
      ))}
      <PageNav label="Pages of files" page={page} pages={pages} onPage={setPage} />
    </section>
  );
}

function FileSummary({ file }: { file: MonitoredFile }) {
  const headingId = `file-${file.agencyFrbFileId}`;
  const facts = [
    `${enrollmentText(file)}${file.withdrawnDate ? ` on ${formatTimestamp(file.withdrawnDate)}` : ''}`,
    `received ${formatTimestamp(file.fileReceivedDate)}`,
    `${count(file.fileReceivedRecordsCount)} parties`,
    `through ${formatDate(file.fileThroughDate)}`,
    `first matched ${file.fileMatchDate ? formatTimestamp(file.fileMatchDate) : 'not yet'}`,
  ];
  return (
    <section aria-labelledby={headingId} className="margin-top-4 border-top-1px border-base-lighter padding-top-2">
      <h3 id={headingId}>{file.fileName}</h3>
      <p className="margin-top-0">{facts.join('; ')}.</p>
      {isBeingEnrolled(file) ? <EnrollmentProgress fileId={file.agencyFrbFileId} /> : null}
      <Table bordered fullWidth scrollable caption={`Matches of ${file.fileName} by datasource`}>
        <thead>
          <tr>
            <th scope="col">Datasource</th>
            <th scope="col">As of</th>
            <th scope="col">Conclusive</th>
            <th scope="col">Probable</th>
            <th scope="col">Possible</th>
            <th scope="col">Matched</th>
          </tr>
        </thead>
        <tbody>
          {file.sources.map((source) => (
            <tr key={source.srcSysTypeCd}>
              <th scope="row">{source.datasource}</th>
              <td>{formatDate(source.asOfDate)}</td>
              <td>{count(source.datasourceConclusiveCount)}</td>
              <td>{count(source.datasourceProbableCount)}</td>
              <td>{count(source.datasourcePossibleCount)}</td>
              <td>{count(source.datasourceMatchedCount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All datasources</th>
            <td />
            <td>{count(file.fileConclusiveCount)}</td>
            <td>{count(file.fileProbableCount)}</td>
            <td>{count(file.filePossibleCount)}</td>
            <td />
          </tr>
        </tfoot>
      </Table>
      <p>
        <Link className="usa-link" to={hrefOf({ kind: 'file', fileId: file.agencyFrbFileId })}>
          View the matches of {file.fileName}
        </Link>
      </p>
      {file.enrollmentState === 'enrolled' ? (
        <WithdrawControl fileId={file.agencyFrbFileId} fileName={file.fileName} />
      ) : null}
    </section>
  );
}
