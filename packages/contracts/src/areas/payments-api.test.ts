import { describe, expect, it } from 'vitest';
import { PaymentsQuery } from './area-queries.js';
import { AsrSubmissionBody, BULK_ADJUDICATION_MAX, BulkAdjudicationAttributes } from './payments-api.js';

const determination = { matchAdjudicationStatusTypeCode: 'IMPROPER', action: 'submit' } as const;
const payment = (n: number) => ({ paymentId: `P${n}`, agencyPartyId: n });

describe('BulkAdjudicationAttributes', () => {
  it('accepts one determination for several payments', () => {
    const body = BulkAdjudicationAttributes.parse({ ...determination, payments: [payment(1), payment(2)] });
    expect(body.payments).toHaveLength(2);
  });

  it('refuses what the one-payment body refuses, at the same path', () => {
    const other = BulkAdjudicationAttributes.safeParse({
      matchAdjudicationStatusTypeCode: 'PROPER - OTHER',
      action: 'save',
      payments: [payment(1)],
    });
    expect(other.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['matchAdjudicationStatusComment']);
  });

  it('refuses a payment listed twice, no payment, and more than the bound', () => {
    expect(BulkAdjudicationAttributes.safeParse({ ...determination, payments: [payment(1), payment(1)] }).success).toBe(
      false,
    );
    expect(BulkAdjudicationAttributes.safeParse({ ...determination, payments: [] }).success).toBe(false);
    const many = Array.from({ length: BULK_ADJUDICATION_MAX + 1 }, (_, index) => payment(index + 1));
    expect(BulkAdjudicationAttributes.safeParse({ ...determination, payments: many }).success).toBe(false);
  });
});

describe('AsrSubmissionBody', () => {
  it('takes a two-digit month and a year', () => {
    expect(
      AsrSubmissionBody.safeParse({ data: { attributes: { reportMonth: '05', reportYear: '2026' } } }).success,
    ).toBe(true);
    expect(
      AsrSubmissionBody.safeParse({ data: { attributes: { reportMonth: '13', reportYear: '2026' } } }).success,
    ).toBe(false);
  });
});

describe('PaymentsQuery, beyond the spec', () => {
  it('parses a sort, an open adjudication filter, an amount range and the suppressed filter', () => {
    const query = PaymentsQuery.parse({
      sort: '-paymentAmount',
      'filter[paymentAdjudicationStatusTypeCode]': 'OPEN',
      'filter[paymentAmountFrom]': '100',
      'filter[paymentAmountTo]': '2500.50',
      'filter[suppressed]': 'true',
    });
    expect(query.sort).toEqual({ column: 'paymentAmount', descending: true });
    expect(query['filter[paymentAdjudicationStatusTypeCode]']).toBe('OPEN');
  });

  it('refuses an unknown sort column, the TIN as a sort and a reversed amount range', () => {
    expect(PaymentsQuery.safeParse({ sort: 'fileName' }).success).toBe(false);
    expect(PaymentsQuery.safeParse({ sort: 'tin' }).success).toBe(false);
    expect(PaymentsQuery.safeParse({ 'filter[paymentAmountFrom]': '50', 'filter[paymentAmountTo]': '5' }).success).toBe(
      false,
    );
  });
});
