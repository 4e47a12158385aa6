import { ReportName } from '@dnp/contracts';
import { Alert } from '@trussworks/react-uswds';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { useReportCatalog } from '../api/report-catalog.js';
import { useReportFilters } from '../api/report-filters.js';
import { ReportChooser, type ReportChoice } from '../components/report-chooser.js';
import { FigureRowsView } from '../components/figure-rows-view.js';
import { ReportView } from '../components/report-view.js';
import { figureRowsLocation } from '../model/figure-rows-location.js';
import { reportParams } from '../model/report-figures.js';
import { fitChoice, isMonthly } from '../model/report-periods.js';
import '../reporting.css';

const printScopeClass = 'dnp-print-reporting';

/**
 * Reporting (spec section 1): choose a report and its period, then read its chart and figures,
 * each count opening its rows. The choice lives in the address (?report=&year=&month=&alc=), so
 * a report can be bookmarked, shared and printed as shown.
 */
export function ReportingPage() {
  const [params, setParams] = useSearchParams();
  const catalog = useReportCatalog();
  const filters = useReportFilters();
  // The print stylesheet applies only while Reporting is on screen (a kept page's effects pause too).
  useEffect(() => {
    document.documentElement.classList.add(printScopeClass);
    return () => document.documentElement.classList.remove(printScopeClass);
  }, []);

  const failed = catalog.error ?? filters.error;
  const wanted = {
    report: params.get('report') ?? '',
    year: params.get('year') ?? '',
    month: params.get('month') ?? '',
    alc: params.get('alc') ?? '',
  };
  const reportName = ReportName.safeParse(wanted.report).data;
  const chosen = reportName ?? catalog.data?.[0]?.reportName ?? '';
  const period = filters.data ? fitChoice(filters.data, wanted, isMonthly(chosen)) : null;
  const run = (choice: ReportChoice) => setParams(Object.entries(choice).filter(([, value]) => value !== ''));
  const figureRows = figureRowsLocation(params);
  if (figureRows) return <FigureRowsView key={params.toString()} location={figureRows} />;

  return (
    <>
      <h1>Reporting</h1>
      <p className="usa-intro">
        Run the reports of your access group by month and ALC, and open the rows behind any figure.
      </p>
      {failed ? (
        <Alert type="error" headingLevel="h2" heading="The reports could not be loaded">
          {refusalText(failed)}
        </Alert>
      ) : null}
      {catalog.isPending || filters.isPending ? <p>Loading the reports…</p> : null}
      {catalog.data && filters.data && period === null ? (
        <>
          <h2>No reports to show</h2>
          <p>
            Your access group has no screened payment, batch match file or monitored file yet, so no period has figures
            to report.
          </p>
        </>
      ) : null}
      {catalog.data && filters.data && period ? (
        <ReportChooser
          key={params.toString()}
          catalog={catalog.data}
          filters={filters.data}
          value={{ ...period, report: chosen }}
          onRun={run}
        />
      ) : null}
      {reportName && period ? (
        <ReportView reportName={reportName} choice={period} params={reportParams(period)} />
      ) : null}
    </>
  );
}

/** The route module's component, loaded on first visit (React Router `lazy`). */
export { ReportingPage as Component };
