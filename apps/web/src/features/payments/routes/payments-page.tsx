import { Link, useSearchParams } from 'react-router';
import { AsrPanel } from '../components/asr-panel.js';
import { PaymentDetailView } from '../components/payment-detail.js';
import { PaymentList } from '../components/payment-list.js';
import { PaymentUpload } from '../components/payment-upload.js';
import { hrefOf, viewOf } from '../model/view-location.js';
import '../payments.css';

/**
 * Payments (spec section 1): the screened payments of the acting group's tree, one
 * payment's matches and its determination, the month's report, and sending a payment file. The area is one
 * kept-alive route (docs/web.md), so the detail is a query parameter and the list,
 * with its filters, page and selection, waits beneath it.
 */
export function PaymentsPage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  return (
    <>
      <div hidden={view.kind !== 'list'}>
        <h1>Payments</h1>
        <p className="usa-intro">
          Review the results of payment screening for your access group and adjudicate each matched payment.
        </p>
        <PaymentList />
        <AsrPanel />
        <PaymentUpload />
      </div>
      {view.kind === 'payment' ? (
        <>
          <nav className="usa-breadcrumb" aria-label="Breadcrumbs">
            <ol className="usa-breadcrumb__list">
              <li className="usa-breadcrumb__list-item">
                <Link className="usa-breadcrumb__link" to={hrefOf({ kind: 'list' })}>
                  <span>Payments</span>
                </Link>
              </li>
              <li className="usa-breadcrumb__list-item usa-current" aria-current="page">
                <span>Payment {view.target.paymentId}</span>
              </li>
            </ol>
          </nav>
          <PaymentDetailView key={`${view.target.agencyPartyId}:${view.target.paymentId}`} target={view.target} />
        </>
      ) : null}
    </>
  );
}

/** The route module's component, loaded on first visit (React Router `lazy`). */
export { PaymentsPage as Component };
