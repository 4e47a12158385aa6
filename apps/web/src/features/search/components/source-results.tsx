import type { DatasourceInfo } from '@dnp/contracts';
import { Alert, Button } from '@trussworks/react-uswds';
import type { SearchHit } from '../model/search-hit.js';
import type { SourceResultState } from '../model/source-result-state.js';
import { CsvDownloadLink } from './csv-download-link.js';
import { ResultsTable } from './results-table.js';

export interface SourceResultsProps {
  source: DatasourceInfo;
  state: SourceResultState;
  criteriaText: string;
  onRetry: () => void;
  onOpen: (hit: SearchHit) => void;
}

function countText(state: SourceResultState): string {
  switch (state.status) {
    case 'loading':
      return 'searching';
    case 'error':
      return 'not searched';
    case 'empty':
      return 'no matches';
    case 'matches':
      return state.totalCount === 1 ? '1 match' : `${state.totalCount} matches`;
  }
}

/** One source's part of the results: searching, failed (with the server's reason), empty, or a table. */
export function SourceResults({ source, state, criteriaText, onRetry, onOpen }: SourceResultsProps) {
  const headingId = `results-${source.apiName}`;
  return (
    <section
      aria-labelledby={headingId}
      className="margin-top-4 dnp-source-results"
      aria-busy={state.status === 'loading'}
    >
      <h3 id={headingId}>
        {source.displayName} <span className="text-normal">({countText(state)})</span>
      </h3>
      {state.status === 'loading' ? <p className="dnp-searching">Searching {source.displayName}…</p> : null}
      {state.status === 'error' ? (
        <Alert
          type="error"
          headingLevel="h4"
          heading={`${source.displayName} could not be searched`}
          cta={
            <Button type="button" outline className="dnp-no-print" onClick={onRetry}>
              Search {source.displayName} again
            </Button>
          }
        >
          {state.detail}
        </Alert>
      ) : null}
      {state.status === 'empty' ? <p>No matches in {source.displayName}.</p> : null}
      {state.status === 'matches' ? (
        <>
          {state.totalCount > state.hits.length ? (
            <p>
              Showing the best {state.hits.length} of {state.totalCount} matches. Add a date of birth or more of the
              name to narrow the search.
            </p>
          ) : null}
          <ResultsTable
            source={source}
            hits={state.hits}
            caption={`${source.displayName}: matches for ${criteriaText}, best first`}
            onOpen={onOpen}
          />
          <CsvDownloadLink
            sections={[{ apiName: source.apiName, sourceName: source.displayName, hits: state.hits }]}
            scope={source.apiName}
          >
            {`Download ${source.displayName} results (CSV)`}
          </CsvDownloadLink>
        </>
      ) : null}
    </section>
  );
}
