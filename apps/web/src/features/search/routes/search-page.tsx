import { AreaPage } from '../../../components/area-page.js';

export function SearchPage() {
  return (
    <AreaPage
      title="Online Search"
      purpose="Search the Do Not Pay datasources by name, or by SSN, EIN or TIN, and see the matching records from each datasource you may use."
      emptyHeading="No search results to show"
      emptyText="Searching is not available in this version of the portal yet, so there are no results to show."
    />
  );
}

/** The route module's component, loaded on first visit (React Router `lazy`). */
export { SearchPage as Component };
