import { AreaPage } from '../../../components/area-page.js';

export function BatchMatchPage() {
  return (
    <AreaPage
      title="Batch Match"
      purpose="Review the summaries of uploaded payment files and the match details for each datasource."
      emptyHeading="No batch match files to show"
      emptyText="Batch match review is not available in this version of the portal yet, so there are no files to show."
    />
  );
}

/** The route module's component, loaded on first visit (React Router `lazy`). */
export { BatchMatchPage as Component };
