import { Alert, Checkbox, Table } from '@trussworks/react-uswds';
import { useState } from 'react';
import { Link } from 'react-router';
import { DownloadButton } from '../../../components/download/download-button.js';
import { PageNav } from '../../../components/page-nav.js';
import { count } from '../../../lib/format/count.js';
import { formatTimestamp } from '../../../lib/format/dates.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { FILE_DETAIL_PAGE_SIZE, fileDetailFilter, useFileDetail, type FileDetailRow } from '../api/file-detail.js';
import { conMonPaths } from '../api/paths.js';
import { levelWords } from '../model/monitored-files.js';
import { sortRows, type DetailSortField } from '../model/sort-rows.js';
import { hrefOf } from '../model/view-location.js';
import { MatchesChart } from './matches-chart.js';
import { SortableHeader } from './sortable-header.js';

const columns: { field: DetailSortField; label: string }[] = [
  { field: 'agencySourceFullName', label: 'Name as sent' },
  { field: 'name', label: 'Name matched' },
  { field: 'searchSrcSysTypeCd', label: 'Datasource' },
  { field: 'matchLevelCode', label: 'Level' },
  { field: 'matchTimestamp', label: 'Matched' },
];

/** One monitored file: its matches over time, then every match, flat, paged by the server and sortable. */
export function FileDetail({ fileId }: { fileId: string }) {
  const [page, setPage] = useState(1);
  const [includeWithdrawn, setIncludeWithdrawn] = useState(false);
  const [sort, setSort] = useState<{ field: DetailSortField; descending: boolean } | null>(null);
  const detail = useFileDetail({ fileId, page, includeWithdrawn });
  const totalRows = detail.data?.totalRows ?? 0;
  const pages = Math.max(1, Math.ceil(totalRows / FILE_DETAIL_PAGE_SIZE));
  const served = detail.data?.rows ?? [];
  const rows = sort ? sortRows(served, sort.field, sort.descending) : served;

  const sortBy = (field: DetailSortField) =>
    setSort((now) => ({ field, descending: now?.field === field ? !now.descending : false }));

  return (
    <>
      <h1>Matches in file {fileId}</h1>
      <p className="usa-intro">
        Every match of the file&apos;s parties, found when it was enrolled or by a later source load. Open a party to
        see why it matched.
      </p>
      <MatchesChart fileId={fileId} />
      <h2>Every match</h2>
      <Checkbox
        id="include-withdrawn"
        name="includeWithdrawn"
        label="Also list matches a later load withdrew"
        checked={includeWithdrawn}
        onChange={(event) => {
          setIncludeWithdrawn(event.target.checked);
          setPage(1);
        }}
      />
      <DownloadButton
        path={conMonPaths.fileDetailCsv(fileId)}
        query={fileDetailFilter({ includeWithdrawn })}
        fileName={`con-mon-${fileId}-detail.csv`}
      >
        Download all matches of the file (CSV)
      </DownloadButton>
      {detail.isPending ? <p>Loading the matches…</p> : null}
      {detail.isError ? (
        <Alert type="error" headingLevel="h3" heading="The matches of this file could not be shown">
          {refusalText(detail.error)}
        </Alert>
      ) : null}
      {detail.isSuccess && totalRows === 0 ? (
        <Alert type="info" headingLevel="h3" heading="No matches in this file">
          No party of this file matches a datasource your access group may use.
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <Table
          bordered
          fullWidth
          scrollable
          caption={`Matches of file ${fileId}, page ${page} of ${pages} (${count(totalRows)} in all)${sort ? '; sorting orders this page' : ''}`}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <SortableHeader
                  key={column.field}
                  label={column.label}
                  active={sort?.field === column.field}
                  direction={sort?.descending ? 'descending' : 'ascending'}
                  onSort={() => sortBy(column.field)}
                />
              ))}
              <th scope="col">TIN</th>
              <th scope="col">ALC</th>
              <th scope="col">How</th>
              <th scope="col">Withdrawn</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <MatchRow key={row.id} row={row} fileId={fileId} />
            ))}
          </tbody>
        </Table>
      ) : null}
      <PageNav label="Pages of matches" page={page} pages={pages} onPage={setPage} />
    </>
  );
}

function MatchRow({ row, fileId }: { row: FileDetailRow; fileId: string }) {
  return (
    <tr>
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
      <td>{row.searchSrcSysTypeCd}</td>
      <td>{levelWords[row.matchLevelCode]}</td>
      <td>{formatTimestamp(row.matchTimestamp)}</td>
      <td className="dnp-tin">{row.agencyTin ?? '—'}</td>
      <td>{row.agencyAlcCode}</td>
      <td>{row.matchTypePortalDisplayText}</td>
      <td>{row.withdrawnDate ? formatTimestamp(row.withdrawnDate) : '—'}</td>
    </tr>
  );
}
