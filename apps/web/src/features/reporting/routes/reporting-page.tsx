import { AreaPage } from '../../../components/area-page.js';

export function ReportingPage() {
  return (
    <AreaPage
      title="Reporting"
      purpose="List and filter reports for your access group, including the adjudication summary report and the payment activity report."
      emptyHeading="No reports to show"
      emptyText="Reports are not available in this version of the portal yet, so there are no reports to show."
    />
  );
}

/** The route module's component, loaded on first visit (React Router `lazy`). */
export { ReportingPage as Component };
