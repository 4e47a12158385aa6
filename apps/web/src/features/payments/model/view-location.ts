/**
 * Which Payments screen the address shows. The area is one kept-alive route (docs/web.md),
 * so the detail is a query parameter and the list stays mounted, as it was, beneath it.
 * A payment is named by its agency party id and its payment id, as the adjudication POST names it.
 */
export type PaymentsView = { kind: 'list' } | { kind: 'payment'; target: PaymentTarget };

export interface PaymentTarget {
  agencyPartyId: string;
  paymentId: string;
}

export function viewOf(params: URLSearchParams): PaymentsView {
  const agencyPartyId = params.get('party');
  const paymentId = params.get('payment');
  if (agencyPartyId && /^[0-9]+$/.test(agencyPartyId) && paymentId) {
    return { kind: 'payment', target: { agencyPartyId, paymentId } };
  }
  return { kind: 'list' };
}

export function hrefOf(view: PaymentsView): string {
  if (view.kind === 'list') return '/payments';
  const { agencyPartyId, paymentId } = view.target;
  return `/payments?${new URLSearchParams({ party: agencyPartyId, payment: paymentId }).toString()}`;
}
