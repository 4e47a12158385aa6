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
import { chartOf, figureHref, measureLabel, periodLabel } from '../model/report-figures.js';
import { AsrState } from './asr-state.js';

interface ReportViewProps {
  reportName: ReportName;
  params: Record<string, string>;
}

/** A report as run: its chart, the same figures as a table with each count opening its rows, and exports. */
export function ReportView({ reportName, params }: ReportViewProps) {
  const report = useReport(reportName, params);
  if (report.isPending) return <p>Running the report…</p>;
  if (report.isError) {
    return (
      <Alert type="error" headingLevel="h2" heading="The report could not be run">
        {refusalText(report.error)}
      </Alert>
    );
  }
  return <ReportFigures report={report.data} params={params} />;
}

function ReportFigures({ report, params }: { report: Report; params: Record<string, string> }) {
  // Figures open the Payments list, which only a PAYMENTS holder may read; others see the numbers.
  const mayOpenRows = useCurrentUser().allowedBusinessFunctions.includes('PAYMENTS');
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
      {report.asr ? <AsrState asr={report.asr} mayOpenPayments={mayOpenRows} /> : null}
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
                  <tr key={`${row.period}|${row.agencyAlcCode}|${row.measure}|${row.category}`}>
                    <td>{periodLabel(row.period)}</td>
                    <td>{row.agencyAlcCode}</td>
                    <th scope="row">{measureLabel(row.measure)}</th>
                    <td>{row.category}</td>
                    <td>
                      {row.link && mayOpenRows ? (
                        <Link to={figureHref(row.link)}>{count(row.value)}</Link>
                      ) : (
                        count(row.value)
                      )}
                    </td>
                    <td>
                      {row.amount === null
                        ? ''
                        : `$${Number(row.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
