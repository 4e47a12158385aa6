import type { Report, ReportName } from '@dnp/contracts';
import { Alert } from '@trussworks/react-uswds';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../app/api/current-user.js';
import { SeriesChart } from '../../../components/charts/series-chart.js';
import { DownloadButton } from '../../../components/download/download-button.js';
import { count } from '../../../lib/format/count.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { reportsPaths } from '../api/paths.js';
import { useReport } from '../api/report.js';
import { figureRowsHref } from '../model/figure-rows-location.js';
import { chartOf, figureHref, linkAreas, measureLabel, periodLabel } from '../model/report-figures.js';
import type { ReportPeriodChoice } from '../model/report-periods.js';
import { AsrState } from './asr-state.js';

interface ReportViewProps {
  reportName: ReportName;
  /** The form's choice, for a figure's way back from its rows. */
  choice: ReportPeriodChoice;
  params: Record<string, string>;
}

/** A report as run: its chart, the same figures as a table with each count opening its rows, and exports. */
export function ReportView({ reportName, choice, params }: ReportViewProps) {
  const report = useReport(reportName, params);
  if (report.isPending) return <p>Running the report…</p>;
  if (report.isError) {
    return (
      <Alert type="error" headingLevel="h2" heading="The report could not be run">
        {refusalText(report.error)}
      </Alert>
    );
  }
  return <ReportFigures report={report.data} choice={choice} params={params} />;
}

interface ReportFiguresProps {
  report: Report;
  choice: ReportPeriodChoice;
  params: Record<string, string>;
}

function ReportFigures({ report, choice, params }: ReportFiguresProps) {
  // Every count opens its rows under Reporting; an area's list only for a holder of its function, who may read it.
  const functions: readonly string[] = useCurrentUser().allowedBusinessFunctions;
  const mayOpenPayments = functions.includes('PAYMENTS');
  const chart = chartOf(report.rows);
  const filterText = Object.entries(report.filters)
    .map(([name, value]) => `${name.replace(/^filter\[|\]$/g, '')} ${value}`)
    .join(', ');
  return (
    <section aria-labelledby="report-heading" className="margin-top-4">
      <h2 id="report-heading">{report.reportTitle}</h2>
      <p>
        Filters: {filterText}. Generated {new Date(report.generatedAt).toLocaleString('en-US')}.
      </p>
      <div className="dnp-no-print margin-y-2">
        <DownloadButton path={reportsPaths.csv(report.reportName)} query={params} fileName={`${report.reportName}.csv`}>
          Export CSV
        </DownloadButton>{' '}
        <DownloadButton path={reportsPaths.pdf(report.reportName)} query={params} fileName={`${report.reportName}.pdf`}>
          Download PDF
        </DownloadButton>{' '}
        <button type="button" className="usa-button usa-button--outline" onClick={() => window.print()}>
          Print
        </button>
      </div>
      {report.asr ? <AsrState asr={report.asr} mayOpenPayments={mayOpenPayments} /> : null}
      {report.rows.length === 0 ? (
        <p>Nothing this report counts falls in this period and ALC, so it has no figures.</p>
      ) : (
        <>
          {chart.rows.length > 0 ? (
            <SeriesChart
              title={`${report.reportTitle} by month`}
              kind="bar"
              categoryLabel="Month"
              valueLabel="Count"
              series={chart.series}
              rows={chart.rows}
            />
          ) : null}
          <div className="usa-table-container--scrollable" tabIndex={0}>
            <table className="usa-table usa-table--striped">
              <caption>{`${report.reportTitle}: every figure (${count(report.rows.length)})`}</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">ALC</th>
                  <th scope="col">Measure</th>
                  <th scope="col">Category</th>
                  <th scope="col">Figure</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <FigureRow
                    key={`${row.period}|${row.agencyAlcCode}|${row.measure}|${row.category}`}
                    row={row}
                    rowsHref={figureRowsHref(report.reportName, choice, row)}
                    functions={functions}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

interface FigureRowProps {
  row: Report['rows'][number];
  rowsHref: string | null;
  functions: readonly string[];
}

function FigureRow({ row, rowsHref, functions }: FigureRowProps) {
  const area = row.link ? linkAreas[row.link.area] : null;
  return (
    <tr>
      <td>{periodLabel(row.period)}</td>
      <td>{row.agencyAlcCode}</td>
      <th scope="row">{measureLabel(row.measure)}</th>
      <td>{row.category}</td>
      <td>
        {rowsHref ? <Link to={rowsHref}>{count(row.value)}</Link> : count(row.value)}
        {row.link && area && functions.includes(area.fn) ? (
          <>
            {' '}
            (<Link to={figureHref(row.link)}>in {area.name}</Link>)
          </>
        ) : null}
      </td>
      <td>
        {row.amount === null ? '' : `$${Number(row.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`}
      </td>
    </tr>
  );
}
