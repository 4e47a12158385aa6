import { Alert, Table } from '@trussworks/react-uswds';
import { useState } from 'react';
import { Link } from 'react-router';
import { FILE_DETAIL_PAGE_SIZE, useFileDetail, type FileDetailGroup } from '../api/file-detail.js';
import { batchMatchPaths } from '../api/paths.js';
import { count } from '../../../lib/format/count.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { hrefOf } from '../model/view-location.js';
import { DownloadButton } from '../../../components/download/download-button.js';
import { PageNav } from '../../../components/page-nav.js';

const levelWords = { CONCLUSIVE: 'Conclusive', PROBABLE: 'Probable', POSSIBLE: 'Possible' } as const;

/** One file's matched parties, a table per source system, paged by rows as the server pages them. */
export function FileDetail({ fileId }: { fileId: string }) {
  const [page, setPage] = useState(1);
  const detail = useFileDetail(fileId, page);
  const groups = detail.data?.groups ?? [];
  const totalRows = detail.data?.totalRows ?? 0;
  const pages = Math.max(1, Math.ceil(totalRows / FILE_DETAIL_PAGE_SIZE));

  return (
    <>
      <h1>Matches in file {fileId}</h1>
      <p className="usa-intro">
        Each matched party of the file, by the datasource it matched. Open a party to see why.
      </p>
      <DownloadButton path={batchMatchPaths.fileDetailCsv(fileId)} fileName={`batch-match-${fileId}-detail.csv`}>
        Download all matches of the file (CSV)
      </DownloadButton>
      {detail.isPending ? <p>Loading the matches…</p> : null}
      {detail.isError ? (
        <Alert type="error" headingLevel="h2" heading="The matches of this file could not be shown">
          {refusalText(detail.error)}
        </Alert>
      ) : null}
      {detail.isSuccess && totalRows === 0 ? (
        <Alert type="info" headingLevel="h2" heading="No matches in this file">
          No party of this file matched a datasource your access group may use.
        </Alert>
      ) : null}
      {groups.map((group) => (
        <SourceGroup key={group.srcSysTypeCd} group={group} fileId={fileId} />
      ))}
      <PageNav label="Pages of matches" page={page} pages={pages} onPage={setPage} />
    </>
  );
}

function SourceGroup({ group, fileId }: { group: FileDetailGroup; fileId: string }) {
  const headingId = `detail-${group.srcSysTypeCd}`;
  return (
    <section aria-labelledby={headingId} className="margin-top-4">
      <h2 id={headingId}>{group.datasource}</h2>
      <Table
        bordered
        fullWidth
        scrollable
        caption={`${group.datasource}: ${group.rows.length === 1 ? '1 matched party' : `${count(group.rows.length)} matched parties`}`}
      >
        <thead>
          <tr>
            <th scope="col">Name as sent</th>
            <th scope="col">Name matched</th>
            <th scope="col">TIN</th>
            <th scope="col">ALC</th>
            <th scope="col">Level</th>
            <th scope="col">Matches</th>
          </tr>
        </thead>
        <tbody>
          {group.rows.map(({ id, attributes: row }) => (
            <tr key={id}>
              <th scope="row">
                <Link
                  className="usa-link"
                  to={hrefOf({
                    kind: 'match',
                    target: { fileId, agencyPartyId: String(row.agencyPartyId), source: row.searchSrcSysTypeCd },
                  })}
                >
                  {row.agencySourceFullName}
                </Link>
              </th>
              <td>{row.name}</td>
              <td className="dnp-tin">{row.agencyTin ?? '—'}</td>
              <td>{row.agencyAlcCode}</td>
              <td>{levelWords[row.matchLevelCode]}</td>
              <td>{count(row.matchCount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
