import { Alert, Button } from '@trussworks/react-uswds';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SUMMARY_PAGE_SIZE, useSummaries, type SummaryQuery } from '../api/file-summaries.js';
import { addressFilterKey, filtersFromAddress } from '../model/address-filters.js';
import { groupSummaries } from '../model/file-summaries.js';
import { count } from '../../../lib/format/count.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { SummariesFilters, type SummaryFilters } from './summaries-filters.js';
import { SummariesTable } from './summaries-table.js';
import { PageNav } from '../../../components/page-nav.js';

/** The group's files (the spec's batch-match summaries): filters, the table, and its pages. */
export function FileList() {
  const [params] = useSearchParams();
  const addressKey = addressFilterKey(params);
  const [filters, setFilters] = useState<SummaryFilters>(() => filtersFromAddress(params));
  const [adoptedKey, setAdoptedKey] = useState(addressKey);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SummaryQuery['sort']>({ field: 'fileReceivedDate', descending: true });
  const query: SummaryQuery = { page, sort, ...filters };
  const summaries = useSummaries(query);
  const files = summaries.data ? groupSummaries(summaries.data.rows) : [];
  const totalFiles = summaries.data?.totalFiles ?? 0;
  const pages = Math.max(1, Math.ceil(totalFiles / SUMMARY_PAGE_SIZE));
  const filtered = filters.receivedFrom !== '' || filters.receivedTo !== '' || filters.alc !== '';
  // The area is kept alive: a link that brings filters (a report's figure) replaces the ones in use,
  // while an address without them (a file's matches and back) leaves them alone.
  if (addressKey !== adoptedKey) {
    setAdoptedKey(addressKey);
    if (addressKey !== '') {
      setFilters(filtersFromAddress(params));
      setPage(1);
    }
  }

  return (
    <section aria-labelledby="batch-files-heading" className="margin-top-5">
      <h2 id="batch-files-heading">Files</h2>
      <SummariesFilters
        key={adoptedKey}
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {summaries.isPending ? <p>Loading the files…</p> : null}
      {summaries.isError ? (
        <Alert
          type="error"
          headingLevel="h3"
          heading="The files could not be loaded"
          cta={
            <Button type="button" outline onClick={() => void summaries.refetch()}>
              Try again
            </Button>
          }
        >
          {refusalText(summaries.error)}
        </Alert>
      ) : null}
      {summaries.isSuccess && files.length === 0 ? (
        <div className="margin-top-3">
          <h3>{filtered ? 'No files match these filters' : 'No batch match files to show'}</h3>
          <p>
            {filtered
              ? 'Change or clear the filters to see other files.'
              : 'Your access group has not sent a file yet. Upload one above to match it against the datasources.'}
          </p>
        </div>
      ) : null}
      {files.length > 0 ? (
        <>
          <SummariesTable
            files={files}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
            caption={`Files, page ${page} of ${pages} (${count(totalFiles)} in all)`}
          />
          <PageNav label="Pages of files" page={page} pages={pages} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
