import { describe, expect, it } from 'vitest';
import { cleanAmount, filterProblem, filtersAreOn, noPaymentFilters } from './payment-filters.js';

describe('payment filters', () => {
  it('write amounts as the server reads them', () => {
    expect(cleanAmount('$1,250.5')).toBe('1250.50');
    expect(cleanAmount(' 20 ')).toBe('20.00');
    expect(cleanAmount('')).toBe('');
    expect(cleanAmount('-5')).toBe('');
  });

  it('say which filter cannot apply', () => {
    expect(filterProblem({ ...noPaymentFilters, dateFrom: '2026-11-02', dateTo: '2026-11-01' })).toBe(
      'The “payment date to” is before the “payment date from”.',
    );
    expect(filterProblem({ ...noPaymentFilters, amountMin: 'ten' })).toBe(
      'The smallest amount is dollars and cents, like 1250 or 1250.50.',
    );
    expect(filterProblem({ ...noPaymentFilters, amountMax: '1.999' })).toBe(
      'The largest amount is dollars and cents, like 1250 or 1250.50.',
    );
    expect(filterProblem({ ...noPaymentFilters, amountMin: '10', amountMax: '9.99' })).toBe(
      'The largest amount is below the smallest amount.',
    );
    expect(filterProblem({ ...noPaymentFilters, amountMin: '9.99', amountMax: '10' })).toBeNull();
  });

  it('know when any is on', () => {
    expect(filtersAreOn(noPaymentFilters)).toBe(false);
    expect(filtersAreOn({ ...noPaymentFilters, suppressed: true })).toBe(true);
  });
});
