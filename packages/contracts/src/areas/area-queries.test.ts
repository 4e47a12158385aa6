import { describe, expect, it } from 'vitest';
import {
  ASR_MISSING_PERIOD_DETAIL,
  AsrSubmitIndicatorQuery,
  BatchMatchDetailQuery,
  BatchMatchSummaryQuery,
  ConMonMatchDetailQuery,
  DEFAULT_PAGE_SIZE,
  PaymentDetailsQuery,
  PaymentsQuery,
  ReportFiltersQuery,
  includeSourceCodes,
} from './area-queries.js';

describe('PaymentsQuery', () => {
  it('reads page and filters from query strings and ignores the parameters every GET carries', () => {
    const query = PaymentsQuery.parse({
      'page[size]': '25',
      'page[number]': '3',
      'filter[agencyAlcCode]': '28040001,28040002',
      'filter[paymentAdjudicationStatusTypeCode]': 'IMPROPER (PENDING)',
      'filter[matchLevelNumber]': '1',
      'filter[workingPaymentDateFrom]': '2024-06-01',
      'filter[workingPaymentDateTo]': '2024-06-30',
      client_timezone_offset: '240',
      _: '1717430400000',
    });
    expect(query).toEqual({
      'page[size]': 25,
      'page[number]': 3,
      'filter[agencyAlcCode]': '28040001,28040002',
      'filter[paymentAdjudicationStatusTypeCode]': 'IMPROPER (PENDING)',
      'filter[matchLevelNumber]': 1,
      'filter[workingPaymentDateFrom]': '2024-06-01',
      'filter[workingPaymentDateTo]': '2024-06-30',
    });
  });

  it('defaults the page', () => {
    expect(PaymentsQuery.parse({})).toEqual({ 'page[size]': DEFAULT_PAGE_SIZE, 'page[number]': 1 });
  });

  it('refuses a page size of 0 or over the cap, an unknown status and a reversed date range', () => {
    expect(PaymentsQuery.safeParse({ 'page[size]': '0' }).success).toBe(false);
    expect(PaymentsQuery.safeParse({ 'page[size]': '1001' }).success).toBe(false);
    expect(PaymentsQuery.safeParse({ 'filter[paymentStatusCode]': 'PAID' }).success).toBe(false);
    const reversed = { 'filter[workingPaymentDateFrom]': '2024-06-30', 'filter[workingPaymentDateTo]': '2024-06-01' };
    expect(PaymentsQuery.safeParse(reversed).success).toBe(false);
  });
});

describe('PaymentDetailsQuery', () => {
  it('splits the include list, collapses repeats and maps names to source codes', () => {
    const query = PaymentDetailsQuery.parse({
      'filter[agencyPartyId]': '5523107',
      include: 'dmfPayment, aisObituaryPayment,dmfPayment',
    });
    expect(query).toEqual({ 'filter[agencyPartyId]': 5523107, include: ['dmfPayment', 'aisObituaryPayment'] });
    expect(includeSourceCodes(query.include ?? [])).toEqual(['DMF', 'AIS-OB']);
  });

  it('maps every include name to its source code', () => {
    const all = PaymentDetailsQuery.parse({
      'filter[agencyPartyId]': '1',
      include: 'aisObituaryPayment,aisProbatePayment,dmfPayment,dodPayment,dosPayment',
    });
    expect(includeSourceCodes(all.include ?? [])).toEqual(['AIS-OB', 'AIS-PR', 'DMF', 'DOD', 'DOS']);
  });

  it('refuses a missing party id and an unknown include name', () => {
    expect(PaymentDetailsQuery.safeParse({ include: 'dmfPayment' }).success).toBe(false);
    expect(PaymentDetailsQuery.safeParse({ 'filter[agencyPartyId]': '1', include: 'ofacPayment' }).success).toBe(false);
  });
});

describe('AsrSubmitIndicatorQuery', () => {
  it('accepts a month with or without a leading zero and gives two digits', () => {
    expect(AsrSubmitIndicatorQuery.parse({ report_month: '5', report_year: '2024' })).toEqual({
      report_month: '05',
      report_year: '2024',
    });
  });

  it('refuses a missing month or year (the API answers 400 with the fixed detail)', () => {
    expect(AsrSubmitIndicatorQuery.safeParse({ report_year: '2024' }).success).toBe(false);
    expect(AsrSubmitIndicatorQuery.safeParse({ report_month: '05' }).success).toBe(false);
    expect(ASR_MISSING_PERIOD_DETAIL).toBe('Unable to process, please check request and try again');
  });

  it('refuses month 13 and a two-digit year', () => {
    expect(AsrSubmitIndicatorQuery.safeParse({ report_month: '13', report_year: '2024' }).success).toBe(false);
    expect(AsrSubmitIndicatorQuery.safeParse({ report_month: '05', report_year: '24' }).success).toBe(false);
  });
});

describe('ReportFiltersQuery', () => {
  it('accepts optional filters and refuses a malformed year', () => {
    expect(ReportFiltersQuery.parse({ 'filter[reportYearNumber]': '2024' })).toEqual({
      'filter[reportYearNumber]': '2024',
    });
    expect(ReportFiltersQuery.safeParse({ 'filter[reportYearNumber]': 'FY24' }).success).toBe(false);
  });
});

describe('ConMonMatchDetailQuery', () => {
  it('needs the file and narrows by party, source and level', () => {
    const query = ConMonMatchDetailQuery.parse({
      'filter[agencyFrbFileId]': '801975',
      'filter[agencyPartyId]': '77120045',
      'filter[searchSrcSysTypeCd]': 'LEIE',
      'filter[matchLevelCode]': 'POSSIBLE',
      'page[size]': '100',
    });
    expect(query['filter[agencyPartyId]']).toBe(77120045);
    expect(query['page[number]']).toBe(1);
    expect(ConMonMatchDetailQuery.safeParse({ 'filter[agencyPartyId]': '77120045' }).success).toBe(false);
  });

  it('refuses an unknown source or level', () => {
    const base = { 'filter[agencyFrbFileId]': '801975' };
    expect(ConMonMatchDetailQuery.safeParse({ ...base, 'filter[searchSrcSysTypeCd]': 'SSA' }).success).toBe(false);
    expect(ConMonMatchDetailQuery.safeParse({ ...base, 'filter[matchLevelCode]': 'HIGH' }).success).toBe(false);
  });
});

describe('batch-match queries', () => {
  it('reads a sort with its direction and refuses an unknown column', () => {
    expect(BatchMatchSummaryQuery.parse({ sort: '-fileConclusiveCount' }).sort).toEqual({
      column: 'fileConclusiveCount',
      descending: true,
    });
    expect(BatchMatchSummaryQuery.safeParse({ sort: 'tin' }).success).toBe(false);
  });

  it('refuses a received-date range that ends before it starts', () => {
    const range = { 'filter[fileReceivedDateFrom]': '2026-03-02', 'filter[fileReceivedDateTo]': '2026-03-01' };
    expect(BatchMatchSummaryQuery.safeParse(range).success).toBe(false);
  });

  it('match detail names a party or a match', () => {
    expect(BatchMatchDetailQuery.safeParse({}).success).toBe(false);
    expect(BatchMatchDetailQuery.parse({ 'filter[agencyPartyId]': '12' })['filter[agencyPartyId]']).toBe(12);
    expect(BatchMatchDetailQuery.safeParse({ 'filter[matchId]': '3' }).success).toBe(true);
  });
});
