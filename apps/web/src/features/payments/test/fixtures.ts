import {
  AgencyFileStatusList,
  AsrSubmitIndicatorList,
  PaymentAdjudicationEntryList,
  PaymentDetailList,
  PaymentFilterOptionList,
  PaymentSummaryList,
  type AgencyFileStatus,
  type PaymentAdjudicationEntry,
  type PaymentDetail,
  type PaymentSummary,
} from '@dnp/contracts';

/*
 * Answers as the payments routes send them, parsed with the contracts so a drifted
 * fixture fails here rather than passing a screen the server would break.
 */

export const filterOptions = PaymentFilterOptionList.parse({
  data: [
    { id: 'DOD', type: 'paymentFilterOption', attributes: { accessGroupId: 'DOD', alcList: '97000001,97000002' } },
    { id: 'DFAS', type: 'paymentFilterOption', attributes: { accessGroupId: 'DFAS', alcList: '97000003' } },
  ],
});

export function summary(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return {
    paymentId: 'P-1001',
    paymentIdCode: 'P-1001',
    agencyPartyId: 7,
    agencyAlcCode: '97000001',
    scheduleNumber: 'S-11',
    agencySrcSysTypeCd: 'DFAS-PAY',
    matchTimestamp: '2026-11-02T10:00:00Z',
    matchLevelNumber: 1,
    matchCount: '2',
    datasourceList: ['DMF', 'DOD'],
    paymentTypeCode: 'MONTHLY BENEFIT',
    paymentAmount: '1843.27',
    paymentStatusCode: 'STOPPED',
    workingPaymentDate: '2026-11-03',
    payeeName: 'HAROLD WHITCOMB',
    tin: '*****3380',
    tinTypeCode: 'SSN',
    payeeAddressLine1: '12 ELM ST',
    payeeAddressLine2: null,
    payeeCityName: 'DAYTON',
    payeeStateCode: 'OH',
    payeePostalCode: '45402',
    paymentAdjudicationStatusTypeCode: null,
    agencyOverrideDesc: null,
    adjudicatedIndicator: 'false',
    accessGroupAdjudicationIndicator: 'false',
    pendingIndicator: 'false',
    multipleAdjudicationFlag: 'false',
    businessRuleIndicator: 'false',
    stopPaymentRuleIndicator: 'true',
    stopSoftLaunchInd: 'false',
    suppressedMatchCount: '0',
    ...overrides,
  };
}

export function summaryList(rows: PaymentSummary[], meta = { page: 1, total: rows.length, pages: 1 }) {
  return PaymentSummaryList.parse({
    data: rows.map((attributes) => ({
      id: `${attributes.agencyPartyId}:${attributes.paymentId}`,
      type: 'paymentSummary',
      attributes,
    })),
    meta: { 'current-page': meta.page, 'total-count': meta.total, 'total-pages': meta.pages },
  });
}

export const twoPayments = summaryList([
  summary(),
  summary({
    paymentId: 'P-1002',
    paymentIdCode: 'P-1002',
    agencyPartyId: 8,
    payeeName: 'MARIA OKAFOR',
    tin: '*****1234',
    matchLevelNumber: 2,
    datasourceList: ['DOS'],
    paymentAmount: '250.00',
    paymentStatusCode: 'ISSUED',
    paymentAdjudicationStatusTypeCode: 'PROPER (PENDING)',
  }),
]);

function detail(overrides: Partial<PaymentDetail>): PaymentDetail {
  return {
    partyId: 7,
    agencyPartyId: 7,
    agencySpecificIdentifier: null,
    agencyAlcCode: '97000001',
    scheduleNumber: 'S-11',
    businessFileName: 'DFAS_PAYMENTS_20261103.csv',
    fileReceivedTimestamp: '2026-11-02T09:00:00Z',
    matchTimestamp: '2026-11-02T10:00:00Z',
    dataThroughTimestamp: '2026-11-01T00:00:00Z',
    searchSrcSysTypeCd: 'DMF',
    matchLevelCode: 'CONCLUSIVE',
    matchTypePortalDisplay: 'TIN + NAME MATCH',
    payeeName: 'HAROLD WHITCOMB',
    tin: '*****3380',
    tinTypeCode: 'SSN',
    payeeAccountNumber: '****6789',
    paymentTypeCode: 'MONTHLY BENEFIT',
    paymentAmount: '1843.27',
    paymentStatusCode: 'STOPPED',
    workingPaymentDate: '2026-11-03',
    estimatedPaymentDate: null,
    daysSinceDeathNumber: 214,
    otherAgencyData: null,
    adjudicationIndicator: 'false',
    afaAdjudicationIndicator: 'false',
    matchAdjudicationStatusTypeCode: '',
    matchAdjudicationDisplayCode: 'S',
    agencyOverrideDesc: null,
    stopPaymentRuleCount: '1',
    stopPaymentRuleApplied: 'true',
    stopPaymentRuleLongDesc: 'A CONCLUSIVE official death 30 or more days before the payment date stops the payment.',
    businessRuleCount: '0',
    businessRuleApplied: 'false',
    businessRuleLongDesc: null,
    paymentId: 'P-1001',
    matchId: '501',
    matchedName: 'HAROLD WHITCOMB',
    explanation: [
      { name: 'name', value: 1, contribution: 0.6, text: 'The names are the same: HAROLD WHITCOMB' },
      { name: 'tin', value: 'agree', contribution: 0.4, text: 'The TIN is the same' },
    ],
    ruleHits: [
      {
        ruleCode: 'STOP-DEATH-30',
        kind: 'STOP',
        applied: true,
        longDesc: 'A CONCLUSIVE official death 30 or more days before the payment date stops the payment.',
      },
    ],
    suppression: null,
    ...overrides,
  };
}

export const paymentDetail = PaymentDetailList.parse({
  data: [
    { id: '501', type: 'paymentDetail', attributes: detail({}) },
    {
      id: '502',
      type: 'paymentDetail',
      attributes: detail({
        searchSrcSysTypeCd: 'AIS-OB',
        matchLevelCode: 'PROBABLE',
        matchTypePortalDisplay: 'NAME + ADDRESS MATCH',
        matchId: '502',
        ruleHits: [
          {
            ruleCode: 'STOP-AIS',
            kind: 'STOP',
            applied: false,
            longDesc: 'An obituary match stops the payment (in soft launch: shown, not applied).',
          },
        ],
      }),
    },
    {
      id: '503',
      type: 'paymentDetail',
      attributes: detail({
        searchSrcSysTypeCd: 'DOD',
        matchLevelCode: 'CONCLUSIVE',
        matchId: '503',
        ruleHits: [],
        suppression: {
          suppressionId: '31',
          decidedBy: 'portaluser',
          decidedAt: '2026-10-05T15:00:00Z',
          reason: 'Different person: the DoD record is a namesake',
        },
      }),
    },
  ],
  included: [
    {
      id: '9001',
      type: 'dmfPayment',
      attributes: { fullName: 'HAROLD WHITCOMB', dateOfDeath: '2026-04-03', ssn: '*****3380', tinMasked: 'true' },
    },
  ],
});

export function historyEntry(overrides: Partial<PaymentAdjudicationEntry> = {}): PaymentAdjudicationEntry {
  return {
    paymentId: 'P-1001',
    agencyPartyId: 7,
    action: 'save',
    fromStatus: null,
    toStatus: 'IMPROPER (PENDING)',
    matchAdjudicationStatusTypeCode: 'IMPROPER',
    matchAdjudicationStatusComment: 'Death confirmed by the family',
    agencyOverrideDesc: null,
    userId: 'portaluser',
    userName: 'Pat Portal',
    accessGroupId: 'DOD',
    decidedAt: '2026-11-04T12:00:00Z',
    ...overrides,
  };
}

export function historyList(entries: PaymentAdjudicationEntry[]) {
  return PaymentAdjudicationEntryList.parse({
    data: entries.map((attributes, index) => ({ id: String(index + 1), type: 'paymentAdjudication', attributes })),
  });
}

export function asrIndicator(flags: { level1: boolean; canSubmit: boolean; submitted: boolean }) {
  return AsrSubmitIndicatorList.parse({
    data: [
      {
        id: 'asrSubmitIndicator',
        type: 'asrSubmitIndicator',
        attributes: {
          isLevel1AccessGroup: String(flags.level1),
          asrSubmitIndicator: String(flags.canSubmit),
          alreadySubmittedForPeriod: String(flags.submitted),
        },
      },
    ],
  });
}

export const emptyData = { data: [] };

/** A payment file's status as the intake answers it. */
export function paymentFileStatus(overrides: Partial<AgencyFileStatus> = {}) {
  return AgencyFileStatusList.parse({
    data: [
      {
        id: '61',
        type: 'agencyFile',
        attributes: {
          agencyFrbFileId: '61',
          area: 'payment',
          fileName: 'DFAS_PAYMENTS_20261201.csv',
          accessGroupId: 'DOD',
          receivedAt: '2026-12-01T10:00:00Z',
          format: 'csv',
          byteCount: 4096,
          checksum: null,
          state: 'queued',
          phase: 'queued',
          progress: {},
          rowCount: 0,
          rejectedCount: 0,
          skipInvalid: false,
          errors: [],
          errorCount: 0,
          duplicateOf: null,
          lastError: null,
          throughDate: null,
          matchedAt: null,
          ...overrides,
        },
      },
    ],
  });
}
