import type { DatasourceInfo } from '@dnp/contracts';
import { SummaryBox, SummaryBoxContent, SummaryBoxHeading } from '@trussworks/react-uswds';

/** Before the first search: what the page does and which sources this user can search. */
export function SearchIntro({ offered }: { offered: readonly DatasourceInfo[] }) {
  return (
    <SummaryBox className="margin-top-4">
      <SummaryBoxHeading headingLevel="h2" id="search-results-heading">
        No search results to show
      </SummaryBoxHeading>
      <SummaryBoxContent>
        <p>
          Enter a name, or an SSN, EIN or TIN, choose the datasources and select Search. Each datasource is searched at
          once and its matches appear here as soon as it answers, with a score, a match level and the reasons for the
          match.
        </p>
        {offered.length > 0 ? (
          <>
            <p>You can search {offered.length === 1 ? 'this datasource' : `these ${offered.length} datasources`}:</p>
            <ul className="usa-list">
              {offered.map((source) => (
                <li key={source.apiName}>{source.displayName}</li>
              ))}
            </ul>
          </>
        ) : null}
      </SummaryBoxContent>
    </SummaryBox>
  );
}
