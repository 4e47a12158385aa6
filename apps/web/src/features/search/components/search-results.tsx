import type { DatasourceApiName, DatasourceInfo } from '@dnp/contracts';
import { Button } from '@trussworks/react-uswds';
import { useState } from 'react';
import { useSearchRun, type SearchRun } from '../api/search-datasource.js';
import { describeCriteria } from '../model/describe-criteria.js';
import { sortedHits } from '../model/result-columns.js';
import type { CsvSection } from '../model/results-csv.js';
import { defaultResultsView, type ResultsView } from '../model/results-paging.js';
import type { SearchHit } from '../model/search-hit.js';
import { progressSentence, runProgress, sourceResultState } from '../model/source-result-state.js';
import { CsvDownloadLink } from './csv-download-link.js';
import { SourceResults } from './source-results.js';

export interface SearchResultsProps {
  run: SearchRun;
  sources: readonly DatasourceInfo[];
  /** The search's transaction id goes with the hit: a TIN reveal from the record names it. */
  onOpen: (source: DatasourceInfo, hit: SearchHit, searchTransactionId: string | undefined) => void;
}

/**
 * The results of one search, per source as each answers (the queries run in
 * parallel), with a live count, CSV export of everything and a print view.
 * Each source's order and page are kept here (a new search starts afresh, as
 * the page keys this component by run), so the files follow the tables' order.
 */
export function SearchResults({ run, sources, onOpen }: SearchResultsProps) {
  const queries = useSearchRun(run);
  const [views, setViews] = useState<Partial<Record<DatasourceApiName, ResultsView>>>({});
  const searched = run.sources.flatMap((apiName, index) => {
    const source = sources.find((s) => s.apiName === apiName);
    const query = queries[index];
    if (!source || !query) return [];
    const state = sourceResultState(query);
    const view = views[apiName] ?? defaultResultsView;
    const orderedHits = state.status === 'matches' ? sortedHits(source, state.hits, view.sorting) : [];
    return [{ source, query, state, view, orderedHits }];
  });
  const states = searched.map((entry) => entry.state);
  const progress = runProgress(states);
  const criteriaText = describeCriteria(run.attributes);

  const allSections = searched.flatMap(({ source, state, orderedHits }): CsvSection[] =>
    state.status === 'matches' ? [{ apiName: source.apiName, sourceName: source.displayName, hits: orderedHits }] : [],
  );

  return (
    <>
      <h2 id="search-results-heading">Search results</h2>
      <p>
        Searched {searched.length === 1 ? '1 datasource' : `${searched.length} datasources`} for {criteriaText}.
      </p>
      <p role="status" className="text-bold">
        {progressSentence(progress)}
      </p>
      <div className="display-flex flex-wrap dnp-search-toolbar dnp-no-print">
        {progress.searching === 0 && progress.matches > 0 ? (
          <CsvDownloadLink sections={allSections} scope="all">
            Download all results (CSV)
          </CsvDownloadLink>
        ) : null}
        <Button type="button" outline onClick={() => window.print()}>
          Print results
        </Button>
      </div>
      {searched.map(({ source, query, state, view, orderedHits }) => (
        <SourceResults
          key={source.apiName}
          source={source}
          state={state}
          orderedHits={orderedHits}
          view={view}
          onViewChange={(next) => setViews((current) => ({ ...current, [source.apiName]: next }))}
          criteriaText={criteriaText}
          onRetry={() => void query.refetch()}
          onOpen={(hit) => onOpen(source, hit, query.data?.transactionId)}
        />
      ))}
    </>
  );
}
