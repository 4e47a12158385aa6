import { describe, expect, it } from 'vitest';
import {
  PaymentDetailAttributes,
  PaymentDetailList,
  PaymentFilterOptionList,
  PaymentSummaryAttributes,
  PaymentSummaryList,
} from './payments.js';

const summary = {
  paymentId: 'P2024052900017731',
  paymentIdCode: 'TR',
  agencyPartyId: 5523107,
  agencyAlcCode: '28040001',
  scheduleNumber: 'S24150117',
  agencySrcSysTypeCd: 'PAM',
  matchTimestamp: '2024-05-29T06:02:11Z',
  matchLevelNumber: 1,
  matchCount: '2',
  datasourceList: ['DMF', 'DOS'],
  paymentTypeCode: 'MONTHLY BENEFIT',
  paymentAmount: '1843.27',
  paymentStatusCode: 'ISSUED',
  workingPaymentDate: '2024-06-03',
  payeeName: 'MARGARET A JOHNSON',
  tin: '*****4320',
  tinTypeCode: 'SSN',
  payeeAddressLine1: '1411 ELM ST',
  payeeAddressLine2: null,
  payeeCityName: 'DAYTON',
  payeeStateCode: 'OH',
  payeePostalCode: '45402-1123',
  paymentAdjudicationStatusTypeCode: null,
  agencyOverrideDesc: null,
  adjudicatedIndicator: 'false',
  accessGroupAdjudicationIndicator: 'false',
  pendingIndicator: 'false',
  multipleAdjudicationFlag: 'false',
  businessRuleIndicator: 'true',
  stopPaymentRuleIndicator: 'false',
  stopSoftLaunchInd: 'false',
  suppressedMatchCount: '0',
};

const detail = {
  partyId: 90017731,
  agencyPartyId: 5523107,
  agencySpecificIdentifier: 'CLM-448120',
  agencyAlcCode: '28040001',
  scheduleNumber: 'S24150117',
  businessFileName: 'SSA_PAM_20240529.dat',
  fileReceivedTimestamp: '2024-05-29T03:10:00Z',
  matchTimestamp: '2024-05-29T06:02:11Z',
  dataThroughTimestamp: '2024-05-28T23:59:59Z',
  searchSrcSysTypeCd: 'DMF',
  matchLevelCode: 'CONCLUSIVE',
  matchTypePortalDisplay: 'TIN + NAME MATCH',
  payeeName: 'MARGARET A JOHNSON',
  tin: '*****4320',
  tinTypeCode: 'SSN',
  payeeAccountNumber: '******4471',
  paymentTypeCode: 'MONTHLY BENEFIT',
  paymentAmount: '1843.27',
  paymentStatusCode: 'ISSUED',
  workingPaymentDate: '2024-06-03',
  estimatedPaymentDate: '2024-06-03',
  daysSinceDeathNumber: 81,
  otherAgencyData: null,
  adjudicationIndicator: 'false',
  afaAdjudicationIndicator: 'false',
  matchAdjudicationStatusTypeCode: '',
  matchAdjudicationDisplayCode: 'S',
  agencyOverrideDesc: null,
  stopPaymentRuleCount: '0',
  stopPaymentRuleApplied: 'false',
  stopPaymentRuleLongDesc: null,
  businessRuleCount: '1',
  businessRuleApplied: 'true',
  businessRuleLongDesc: 'Payee date of death precedes payment date',
  paymentId: 'P2024052900017731',
  matchId: '41',
  matchedName: 'MARGARET ANN JOHNSON',
  explanation: [],
  ruleHits: [
    {
      ruleCode: 'DEATH_BEFORE_PAYMENT',
      kind: 'BUSINESS',
      applied: true,
      longDesc: 'Payee date of death precedes payment date',
    },
  ],
  suppression: null,
};

describe('paymentFilterOption', () => {
  it('accepts an access group with its ALCs and refuses a malformed ALC', () => {
    const item = (alcList: string) => ({
      data: [{ id: 'VA', type: 'paymentFilterOption', attributes: { accessGroupId: 'VA', alcList } }],
    });
    expect(PaymentFilterOptionList.safeParse(item('36001200,36001300')).success).toBe(true);
    expect(PaymentFilterOptionList.safeParse(item('3600-1200')).success).toBe(false);
  });
});

describe('paymentSummary', () => {
  it('accepts an unadjudicated payment in a paged list', () => {
    const list = PaymentSummaryList.parse({
      data: [{ id: 'P2024052900017731', type: 'paymentSummary', attributes: summary }],
      meta: { 'current-page': 1, 'total-count': 27, 'total-pages': 2 },
    });
    expect(list.meta?.['total-pages']).toBe(2);
  });

  it('accepts an adjudicated one with an override', () => {
    const adjudicated = {
      ...summary,
      paymentAdjudicationStatusTypeCode: 'PROPER (SUBMITTED)',
      agencyOverrideDesc: 'EMERGENCY/DISASTER',
      adjudicatedIndicator: 'true',
    };
    expect(PaymentSummaryAttributes.safeParse(adjudicated).success).toBe(true);
  });

  it('refuses an unknown payment type, status or adjudication status', () => {
    expect(PaymentSummaryAttributes.safeParse({ ...summary, paymentTypeCode: 'BONUS' }).success).toBe(false);
    expect(PaymentSummaryAttributes.safeParse({ ...summary, paymentStatusCode: 'CANCELLED' }).success).toBe(false);
    expect(
      PaymentSummaryAttributes.safeParse({ ...summary, paymentAdjudicationStatusTypeCode: 'IMPROPER' }).success,
    ).toBe(false);
  });

  it('refuses a numeric match count, a float amount and a malformed payment date', () => {
    expect(PaymentSummaryAttributes.safeParse({ ...summary, matchCount: 2 }).success).toBe(false);
    expect(PaymentSummaryAttributes.safeParse({ ...summary, paymentAmount: '1843.3' }).success).toBe(false);
    expect(PaymentSummaryAttributes.safeParse({ ...summary, workingPaymentDate: '2024-06-31' }).success).toBe(false);
  });

  it('accepts a payment whose every match was suppressed: no level, no source', () => {
    const suppressed = {
      ...summary,
      matchLevelNumber: null,
      matchCount: '0',
      datasourceList: [],
      suppressedMatchCount: '1',
    };
    expect(PaymentSummaryAttributes.safeParse(suppressed).success).toBe(true);
  });

  it('refuses a full TIN: the list shows it masked to its last four digits', () => {
    expect(PaymentSummaryAttributes.safeParse({ ...summary, tin: '987654320' }).success).toBe(false);
  });

  it('refuses a non-death source in the datasource list and a match level rank of 4', () => {
    expect(PaymentSummaryAttributes.safeParse({ ...summary, datasourceList: ['OFAC'] }).success).toBe(false);
    expect(PaymentSummaryAttributes.safeParse({ ...summary, matchLevelNumber: 4 }).success).toBe(false);
  });
});

describe('paymentDetail', () => {
  it('accepts a detail with the death records asked for in included', () => {
    const list = PaymentDetailList.parse({
      data: [{ id: '5523107-DMF', type: 'paymentDetail', attributes: detail }],
      included: [
        {
          id: 'dmf-987654320',
          type: 'dmfPayment',
          attributes: { name: 'MARGARET ANN JOHNSON', deathDate: '2024-03-14', verifyOrProof: 'P' },
        },
      ],
    });
    expect(list.included?.[0]?.type).toBe('dmfPayment');
  });

  it('refuses an included record of a source payments are not screened against', () => {
    const included = [{ id: 'x', type: 'ofacPayment', attributes: {} }];
    const body = { data: [{ id: '1', type: 'paymentDetail', attributes: detail }], included };
    expect(PaymentDetailList.safeParse(body).success).toBe(false);
  });

  it('refuses a full account number, so only the last four digits ever leave the server', () => {
    expect(PaymentDetailAttributes.safeParse({ ...detail, payeeAccountNumber: '0012304471' }).success).toBe(false);
  });

  it('refuses an unknown override, display code or adjudication status', () => {
    expect(PaymentDetailAttributes.safeParse({ ...detail, agencyOverrideDesc: 'COURT ORDER' }).success).toBe(false);
    expect(PaymentDetailAttributes.safeParse({ ...detail, matchAdjudicationDisplayCode: 'M' }).success).toBe(false);
    expect(PaymentDetailAttributes.safeParse({ ...detail, matchAdjudicationStatusTypeCode: 'PROPER' }).success).toBe(
      false,
    );
  });

  it('refuses numeric rule counts and a comment over 1,000 characters', () => {
    expect(PaymentDetailAttributes.safeParse({ ...detail, businessRuleCount: 1 }).success).toBe(false);
    const comment = 'x'.repeat(1001);
    expect(PaymentDetailAttributes.safeParse({ ...detail, matchAdjudicationStatusComment: comment }).success).toBe(
      false,
    );
  });
});
