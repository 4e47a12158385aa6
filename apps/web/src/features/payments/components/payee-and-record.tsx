import type { PaymentSourceRecordResource } from '@dnp/contracts';
import type { PaymentMatch } from '../api/payment-detail.js';
import { FieldList } from '../../../components/source-record/field-list.js';
import { recordFields } from '../../../components/source-record/source-record.js';
import { formatDate, formatMoney } from '../model/payment-format.js';

/**
 * What the agency sent beside the death record it matched, so the reviewer reads the two
 * at a glance; the explanation under them says which fields agreed and how strongly. Each is a
 * named group, not a landmark: a payment shows them once for each of its matches.
 */
export function PayeeAndRecord({
  match,
  records,
  headingId,
}: {
  match: PaymentMatch;
  records: PaymentSourceRecordResource[];
  headingId: string;
}) {
  const payee: [string, string][] = [
    ['Name', match.payeeName],
    ['TIN', `${match.tin} (${match.tinTypeCode})`],
    ['Payment date', formatDate(match.workingPaymentDate)],
    ['Amount', formatMoney(match.paymentAmount)],
    ['Days since death', match.daysSinceDeathNumber === null ? '—' : String(match.daysSinceDeathNumber)],
    ['Account', match.payeeAccountNumber ?? '—'],
  ];
  return (
    <div className="grid-row grid-gap-4">
      <div role="group" className="tablet:grid-col-6" aria-labelledby={`${headingId}-payee`}>
        <h3 id={`${headingId}-payee`}>The payee as sent</h3>
        <FieldList fields={payee} />
      </div>
      <div role="group" className="tablet:grid-col-6" aria-labelledby={`${headingId}-record`}>
        <h3 id={`${headingId}-record`}>The {match.searchSrcSysTypeCd} death record</h3>
        {records.length === 0 ? (
          <p>
            The record is not shown: your access group may not read {match.searchSrcSysTypeCd} records, or the record
            has left the source.
          </p>
        ) : (
          records.map((record) => <FieldList key={record.id} fields={recordFields(record.attributes)} />)
        )}
      </div>
    </div>
  );
}
