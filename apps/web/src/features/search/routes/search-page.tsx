import type { DatasourceApiName, DatasourceInfo, SearchAttributes } from '@dnp/contracts';
import { Alert, Button } from '@trussworks/react-uswds';
import { useState } from 'react';
import { useDatasources } from '../api/datasources.js';
import { useForgetSearchRuns, type SearchRun } from '../api/search-datasource.js';
import { RecordDialog, type OpenRecord } from '../components/record-dialog.js';
import { SearchForm } from '../components/search-form.js';
import { SearchIntro } from '../components/search-intro.js';
import { SearchResults } from '../components/search-results.js';
import { emptySearchForm } from '../model/search-form-values.js';
import type { SearchHit } from '../model/search-hit.js';
import { errorDetail } from '../model/source-result-state.js';
import { offeredSources } from '../model/source-availability.js';
import '../search.css';
import { usePrintScope } from './use-print-scope.js';

/**
 * Online Search (spec section 1). Everything the user entered and found lives
 * in this component's state, and the route declares a keep-alive storage key
 * (docs/web.md), so leaving and coming back shows the same form and results.
 */
export function SearchPage() {
  const datasources = useDatasources();
  const [values, setValues] = useState(emptySearchForm);
  const [run, setRun] = useState<SearchRun | null>(null);
  const [openRecord, setOpenRecord] = useState<OpenRecord | null>(null);
  const forgetRunsBut = useForgetSearchRuns();
  usePrintScope();

  const offered = datasources.data ? offeredSources(datasources.data) : [];
  const search = (attributes: SearchAttributes, sources: DatasourceApiName[]) => {
    const runId = (run?.runId ?? 0) + 1;
    setRun({ runId, attributes, sources });
    forgetRunsBut(runId);
  };
  const open = (source: DatasourceInfo, hit: SearchHit, searchTransactionId: string | undefined) =>
    setOpenRecord({ source, hit, searchTransactionId });

  return (
    <>
      <h1>Online Search</h1>
      <p className="usa-intro dnp-no-print">
        Search the Do Not Pay datasources by name, or by SSN, EIN or TIN, and see the matching records from each
        datasource you may use.
      </p>
      {datasources.isPending ? <p>Loading the datasources you can search…</p> : null}
      {datasources.isError ? (
        <Alert
          type="error"
          headingLevel="h2"
          heading="The datasources could not be loaded"
          cta={
            <Button type="button" outline onClick={() => void datasources.refetch()}>
              Try again
            </Button>
          }
        >
          {errorDetail(datasources.error)}
        </Alert>
      ) : null}
      {datasources.isSuccess && offered.length === 0 ? (
        <Alert type="info" headingLevel="h2" heading="No datasources to search">
          Your access group may not search any datasource. Ask your agency&apos;s Do Not Pay administrator for access.
        </Alert>
      ) : null}
      {offered.length > 0 ? (
        <SearchForm values={values} onValuesChange={setValues} offered={offered} onSearch={search} />
      ) : null}
      <section aria-labelledby="search-results-heading" className="margin-top-4">
        {run && datasources.data ? (
          <SearchResults key={run.runId} run={run} sources={datasources.data} onOpen={open} />
        ) : (
          <SearchIntro offered={offered} />
        )}
      </section>
      <RecordDialog open={openRecord} />
    </>
  );
}

/** The route module's component, loaded on first visit (React Router `lazy`). */
export { SearchPage as Component };
