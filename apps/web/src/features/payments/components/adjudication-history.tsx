import { Table } from '@trussworks/react-uswds';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { useHistory } from '../api/payment-detail.js';
import { actionWords } from '../model/adjudication-choices.js';
import { adjudicationWords, formatTimestamp } from '../model/payment-format.js';
import type { PaymentTarget } from '../model/view-location.js';

/** Every decision on the payment, oldest first: who, when, from what to what, comment and override. */
export function AdjudicationHistory({ target }: { target: PaymentTarget }) {
  const history = useHistory(target);
  return (
    <section aria-labelledby="history-heading" className="margin-top-4">
      <h2 id="history-heading">Adjudication history</h2>
      {history.isPending ? <p>Loading the history…</p> : null}
      {history.isError ? <p className="usa-error-message">{refusalText(history.error)}</p> : null}
      {history.data?.length === 0 ? <p>No one has recorded a determination on this payment yet.</p> : null}
      {history.data && history.data.length > 0 ? (
        <Table bordered fullWidth scrollable caption={`Decisions on payment ${target.paymentId}, oldest first`}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Determination</th>
              <th scope="col">Comment</th>
              <th scope="col">Override</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">{formatTimestamp(entry.decidedAt)}</th>
                <td>
                  {entry.userName ?? entry.userId} ({entry.accessGroupId})
                </td>
                <td>{actionWords[entry.action]}</td>
                <td>{adjudicationWords(entry.fromStatus)}</td>
                <td>{adjudicationWords(entry.toStatus)}</td>
                <td>{entry.matchAdjudicationStatusTypeCode}</td>
                <td>{entry.matchAdjudicationStatusComment ?? '—'}</td>
                <td>{entry.agencyOverrideDesc ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </section>
  );
}
