import { describe, expect, it } from 'vitest';
import { hrefOf, viewOf } from './view-location.js';

describe('the Payments address', () => {
  it('names a payment by party and payment id, and goes back to the list when either is wrong', () => {
    const target = { agencyPartyId: '7', paymentId: 'P 1/2' };
    const href = hrefOf({ kind: 'payment', target });
    expect(href).toBe('/payments?party=7&payment=P+1%2F2');
    expect(viewOf(new URL(href, 'http://x').searchParams)).toEqual({ kind: 'payment', target });
    expect(viewOf(new URLSearchParams('party=x7&payment=P'))).toEqual({ kind: 'list' });
    expect(viewOf(new URLSearchParams('party=7'))).toEqual({ kind: 'list' });
  });
});
