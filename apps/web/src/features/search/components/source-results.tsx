import type { DatasourceInfo } from '@dnp/contracts';
import { Alert, Button } from '@trussworks/react-uswds';
import { truncationNotice, type ResultsView } from '../model/results-paging.js';
import type { SearchHit } from '../model/search-hit.js';
import type { SourceResultState } from '../model/source-result-state.js';
import { CsvDownloadLink } from './csv-download-link.js';
import { ResultsTable } from './results-table.js';

export interface SourceResultsProps {
  source: DatasourceInfo;
  state: SourceResultState;
  /** The hits in the order the table shows them (all of them, not one page): what the CSV file holds. */
  orderedHits: SearchHit[];
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
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
      return state.totalCount === 1 ? '1 match' : `${state.totalCount.toLocaleString('en-US')} matches`;
  }
}

/** One source's part of the results: searching, failed (with the server's reason), empty, or a table. */
export function SourceResults(props: SourceResultsProps) {
  const { source, state, orderedHits, view, onViewChange, criteriaText, onRetry, onOpen } = props;
  const headingId = `results-${source.apiName}`;
  const truncated = state.status === 'matches' ? truncationNotice(state.hits.length, state.totalCount) : null;
  const notices = state.status === 'matches' || state.status === 'empty' ? state.notices : [];
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
      {notices.map((notice) => (
        <Alert key={notice} type="info" slim headingLevel="h4" className="margin-bottom-2">
          {notice}
        </Alert>
      ))}
      {state.status === 'matches' ? (
        <>
          {truncated ? (
            <Alert type="info" slim headingLevel="h4" className="margin-bottom-2">
              {truncated}
            </Alert>
          ) : null}
          <ResultsTable
            source={source}
            hits={state.hits}
            subject={`${source.displayName}: matches for ${criteriaText}`}
            view={view}
            onViewChange={onViewChange}
            onOpen={onOpen}
          />
          <CsvDownloadLink
            sections={[{ apiName: source.apiName, sourceName: source.displayName, hits: orderedHits }]}
            scope={source.apiName}
          >
            {`Download ${source.displayName} results (CSV)`}
          </CsvDownloadLink>
        </>
      ) : null}
    </section>
  );
}
