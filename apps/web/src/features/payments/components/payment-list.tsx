import type { RowSelectionState } from '@tanstack/react-table';
import { Alert, Button } from '@trussworks/react-uswds';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { count } from '../../../lib/format/count.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { DownloadButton } from '../../../components/download/download-button.js';
import { filterParams, usePaymentPage, type PaymentListQuery, type PaymentSort } from '../api/payment-list.js';
import { paymentsPaths } from '../api/paths.js';
import { addressFilterKey, filtersFromAddress } from '../model/address-filters.js';
import { filtersAreOn, type PaymentFilters } from '../model/payment-filters.js';
import { paymentsCsv } from '../model/payments-csv.js';
import { BulkAdjudication } from './bulk-adjudication.js';
import { CsvLink } from './csv-link.js';
import { PageNav } from '../../../components/page-nav.js';
import { PaymentFiltersForm } from './payment-filters-form.js';
import { PaymentsTable } from './payments-table.js';

/** The screened payments of the acting group's tree: filters, the table, its pages, export and bulk decisions. */
export function PaymentList() {
  const [params] = useSearchParams();
  const addressKey = addressFilterKey(params);
  const [filters, setFilters] = useState<PaymentFilters>(() => filtersFromAddress(params));
  const [adoptedKey, setAdoptedKey] = useState(addressKey);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<PaymentSort>({ field: 'workingPaymentDate', descending: true });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const query: PaymentListQuery = { page, sort, filters };
  const list = usePaymentPage(query);
  const rows = list.data?.rows ?? [];
  const filtered = filtersAreOn(filters);
  // A page change or a new filter shows other rows: a selection the user cannot see is dropped.
  const restart = () => setSelection({});
  const selected = rows.filter((row) => selection[`${row.agencyPartyId}:${row.paymentId}`]);
  // The list is kept alive: a link that brings filters (a report's figure) replaces the ones in
  // use, even the same link followed again, while an address without filters (a payment's
  // detail and back) leaves them alone.
  if (addressKey !== adoptedKey) {
    setAdoptedKey(addressKey);
    if (addressKey !== '') {
      setFilters(filtersFromAddress(params));
      setPage(1);
      restart();
    }
  }

  return (
    <section aria-labelledby="payments-heading" className="margin-top-4">
      <h2 id="payments-heading">Screened payments</h2>
      <PaymentFiltersForm
        key={adoptedKey}
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
          restart();
        }}
      />
      {list.isPending ? <p>Loading the payments…</p> : null}
      {list.isError ? (
        <Alert
          type="error"
          headingLevel="h3"
          heading="The payments could not be loaded"
          cta={
            <Button type="button" outline onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        >
          {refusalText(list.error)}
        </Alert>
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <div className="margin-top-3">
          <h3>{filtered ? 'No payments match these filters' : 'No payment screening results to show'}</h3>
          <p>
            {filtered
              ? 'Change or clear the filters to see other payments.'
              : 'No payment of your access group has matched a death record yet.'}
          </p>
        </div>
      ) : null}
      {rows.length > 0 && list.data ? (
        <>
          <div className="margin-y-2">
            <CsvLink csv={paymentsCsv(rows)} fileName={`payments-page-${list.data.page}.csv`}>
              Download this page (CSV)
            </CsvLink>{' '}
            <DownloadButton
              path={paymentsPaths.listCsv}
              query={filterParams({ sort, filters })}
              fileName="payments.csv"
            >
              {`Download all ${count(list.data.totalCount)} payments (CSV)`}
            </DownloadButton>
          </div>
          <BulkAdjudication selected={selected} onDone={restart} />
          <PaymentsTable
            rows={rows}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(1);
              restart();
            }}
            selection={selection}
            onSelection={setSelection}
            caption={`Payments, page ${list.data.page} of ${list.data.totalPages} (${count(list.data.totalCount)} in all)`}
          />
          <PageNav
            label="Pages of payments"
            page={page}
            pages={list.data.totalPages}
            onPage={(next) => {
              setPage(next);
              restart();
            }}
          />
        </>
      ) : null}
    </section>
  );
}
