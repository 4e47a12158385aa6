import { describe, expect, it } from 'vitest';
import { addressFilterKey, filtersFromAddress } from './address-filters.js';
import { noPaymentFilters } from './payment-filters.js';

const address = (query: string) => new URLSearchParams(query);

describe('payment filters from the address', () => {
  it('read the API’s filter names, so a link built for the server opens the list on the same rows', () => {
    const params = address(
      'filter[agencyAlcCode]=97000003&filter[workingPaymentDateFrom]=2025-01-01&filter[workingPaymentDateTo]=2025-01-31' +
        '&filter[paymentStatusCode]=STOPPED&filter[paymentAdjudicationStatusTypeCode]=OPEN&filter[matchLevelNumber]=1' +
        '&filter[datasource]=DMF&filter[paymentAmountFrom]=10.00&filter[paymentAmountTo]=99.50&filter[suppressed]=true',
    );
    expect(filtersFromAddress(params)).toEqual({
      alc: '97000003',
      dateFrom: '2025-01-01',
      dateTo: '2025-01-31',
      paymentStatus: 'STOPPED',
      adjudicationStatus: 'OPEN',
      matchLevel: '1',
      source: 'DMF',
      amountMin: '10.00',
      amountMax: '99.50',
      suppressed: true,
    });
    expect(filtersFromAddress(address('filter[paymentAdjudicationStatusTypeCode]=PAYMENT%20INVALID'))).toEqual({
      ...noPaymentFilters,
      adjudicationStatus: 'PAYMENT INVALID',
    });
  });

  it('leave a value the form cannot hold as any, and an address without filters as no filters', () => {
    expect(
      filtersFromAddress(
        address(
          'filter[paymentStatusCode]=LOST&filter[matchLevelNumber]=4&filter[datasource]=XYZ&filter[workingPaymentDateFrom]=Jan',
        ),
      ),
    ).toEqual(noPaymentFilters);
    expect(filtersFromAddress(address('party=7&payment=P-1'))).toEqual(noPaymentFilters);
  });

  it('key an address by its filters only', () => {
    expect(addressFilterKey(address('party=7&payment=P-1'))).toBe('');
    expect(addressFilterKey(address('filter[datasource]=DMF&party=7'))).toBe(
      addressFilterKey(address('filter[datasource]=DMF')),
    );
    expect(addressFilterKey(address('filter[datasource]=DMF'))).not.toBe(
      addressFilterKey(address('filter[datasource]=DOD')),
    );
  });
});
