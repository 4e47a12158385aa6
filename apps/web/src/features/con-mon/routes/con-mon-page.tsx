import { AreaPage } from '../../../components/area-page.js';

export function ConMonPage() {
  return (
    <AreaPage
      title="Continuous Monitoring"
      purpose="Review the summaries of continuous-monitoring files and the parties matched in each file."
      emptyHeading="No monitoring files to show"
      emptyText="Continuous monitoring is not available in this version of the portal yet, so there are no files to show."
    />
  );
}

/** The route module's component, loaded on first visit (React Router `lazy`). */
export { ConMonPage as Component };
