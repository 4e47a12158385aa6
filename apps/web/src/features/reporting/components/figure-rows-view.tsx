import type { ReportFigureRow } from '@dnp/contracts';
import { Alert } from '@trussworks/react-uswds';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageNav } from '../../../components/page-nav.js';
import { count } from '../../../lib/format/count.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { FIGURE_ROWS_PAGE_SIZE, useFigureRows } from '../api/report-figure-rows.js';
import type { FigureRowsLocation } from '../model/figure-rows-location.js';
import { reportLabel } from '../model/report-figures.js';

interface Column {
  title: string;
  cell: (row: ReportFigureRow) => string | null;
}

const dollars = (amount: string) => `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** Every column a figure's rows may have; a page shows those any of its rows fills. */
const columns: Column[] = [
  { title: 'Date', cell: (row) => row.eventDate },
  { title: 'ALC', cell: (row) => row.agencyAlcCode },
  { title: 'File', cell: (row) => row.fileName },
  { title: 'Party', cell: (row) => row.agencyPartyId },
  { title: 'Payment ID', cell: (row) => row.paymentId },
  { title: 'Name', cell: (row) => row.partyName },
  { title: 'TIN', cell: (row) => row.tin },
  { title: 'Account', cell: (row) => row.payeeAccountNumber },
  { title: 'Payment type', cell: (row) => row.paymentTypeCode },
  { title: 'Amount', cell: (row) => (row.paymentAmount === null ? null : dollars(row.paymentAmount)) },
  { title: 'Payment status', cell: (row) => row.paymentStatusCode },
  { title: 'Adjudication', cell: (row) => row.paymentAdjudicationStatusTypeCode },
  { title: 'Source', cell: (row) => row.datasource },
  { title: 'Match level', cell: (row) => (row.matchLevelNumber === null ? null : String(row.matchLevelNumber)) },
];

/**
 * The rows behind one report figure, from the reports API under REPORTING alone: a reporting-only
 * user sees exactly what a figure counts (masked as the lists mask it) without the areas' other powers.
 */
export function FigureRowsView({ location }: { location: FigureRowsLocation }) {
  const [page, setPage] = useState(1);
  const rows = useFigureRows(location.reportName, location.figure, page);
  const title = `${reportLabel(location.reportName)}: ${location.description}`;
  return (
    <>
      <h1>{title}</h1>
      <p>
        <Link to={location.backHref}>Back to the {reportLabel(location.reportName).toLowerCase()} report</Link>
      </p>
      {rows.isPending ? <p>Loading the rows…</p> : null}
      {rows.isError ? (
        <Alert type="error" headingLevel="h2" heading="The rows could not be loaded">
          {refusalText(rows.error)}
        </Alert>
      ) : null}
      {rows.data ? (
        <FigureRowsTable title={title} rows={rows.data.rows} total={rows.data.total} page={page} onPage={setPage} />
      ) : null}
    </>
  );
}

interface FigureRowsTableProps {
  title: string;
  rows: ReportFigureRow[];
  total: number;
  page: number;
  onPage: (page: number) => void;
}

function FigureRowsTable({ title, rows, total, page, onPage }: FigureRowsTableProps) {
  if (total === 0) return <p>This figure counts no rows of your access group any more.</p>;
  const shown = columns.filter((column) => rows.some((row) => column.cell(row) !== null));
  const pages = Math.max(1, Math.ceil(total / FIGURE_ROWS_PAGE_SIZE));
  const first = (page - 1) * FIGURE_ROWS_PAGE_SIZE + 1;
  return (
    <>
      <div className="usa-table-container--scrollable" tabIndex={0}>
        <table className="usa-table usa-table--striped">
          <caption>{`${title}, rows ${count(first)} to ${count(first + rows.length - 1)} of ${count(total)}`}</caption>
          <thead>
            <tr>
              {shown.map((column) => (
                <th scope="col" key={column.title}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.agencyFrbFileId}-${row.agencyPartyId ?? ''}-${row.datasource ?? ''}-${index}`}>
                {shown.map((column) => (
                  <td key={column.title}>{column.cell(row) ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageNav label="Pages of rows" page={page} pages={pages} onPage={onPage} />
    </>
  );
}
