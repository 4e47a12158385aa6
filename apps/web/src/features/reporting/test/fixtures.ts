import type { PaymentAvailableReportFilter, PaymentReport, Report } from '@dnp/contracts';

const list = <T extends object>(type: string, rows: Array<{ id: string; attributes: T }>) => ({
  data: rows.map((row) => ({ type, ...row })),
  meta: { 'total-count': rows.length },
});

export const catalog = list<PaymentReport>('paymentReport', [
  {
    id: 'payment-activity',
    attributes: {
      reportDisplayOrder: 2,
      reportName: 'payment-activity',
      reportDescription: 'Payments screened, matched and stopped with their amounts.',
    },
  },
  {
    id: 'adjudication-summary',
    attributes: {
      reportDisplayOrder: 1,
      reportName: 'adjudication-summary',
      reportDescription: 'Matched payments by source and match level, and the month’s ASR state.',
    },
  },
]);

export const periods = list<PaymentAvailableReportFilter>('paymentAvailableReportFilter', [
  {
    id: 'HUD-2025-02',
    attributes: {
      reportYearNumber: '2025',
      reportMonthNumber: '02',
      level1AccessGroupId: 'HUD',
      agencyAlcList: '86000002',
    },
  },
  {
    id: 'HUD-2025-01',
    attributes: {
      reportYearNumber: '2025',
      reportMonthNumber: '01',
      level1AccessGroupId: 'HUD',
      agencyAlcList: '86000001,86000002',
    },
  },
]);

export const summaryJanuary: Report = {
  reportName: 'adjudication-summary',
  reportTitle: 'Adjudication summary',
  filters: { 'filter[reportYearNumber]': '2025', 'filter[reportMonthNumber]': '01' },
  generatedAt: '2025-03-01T12:00:00.000Z',
  rows: [
    {
      period: '2025-01',
      agencyAlcCode: '86000001',
      measure: 'matched',
      category: 'DMF · level 1',
      value: 3,
      amount: '1200.00',
      rows: {
        'filter[reportYearNumber]': '2025',
        'filter[reportMonthNumber]': '01',
        'filter[agencyAlcCode]': '86000001',
        'filter[measure]': 'matched',
        'filter[datasource]': 'dmf',
        'filter[matchLevelNumber]': '1',
      },
      link: {
        area: 'payments',
        query: {
          'filter[agencyAlcCode]': '86000001',
          'filter[workingPaymentDateFrom]': '2025-01-01',
          'filter[workingPaymentDateTo]': '2025-01-31',
          'filter[datasource]': 'DMF',
          'filter[matchLevelNumber]': '1',
        },
      },
    },
    {
      period: '2025-01',
      agencyAlcCode: '86000001',
      measure: 'medianDaysToDecision',
      category: '',
      value: 4,
      amount: null,
      rows: null,
      link: null,
    },
  ],
  asr: { isLevel1AccessGroup: 'true', asrSubmitIndicator: 'false', alreadySubmittedForPeriod: 'false' },
};

export const reportList = (report: Report) => list<Report>('report', [{ id: report.reportName, attributes: report }]);

/** The three payments behind January's matched figure, as the reports rows call answers them. */
export const matchedRows = {
  data: [1, 2, 3].map((n) => ({
    type: 'reportFigureRow',
    id: `7-${n}`,
    attributes: {
      recordKind: 'payment',
      eventDate: `2025-01-0${n}`,
      agencyAlcCode: '86000001',
      agencyFrbFileId: '7',
      fileName: 'HUD_PAYMENTS_202501.txt',
      agencyPartyId: String(n),
      partyName: `PAYEE ${n}`,
      tin: `*****000${n}`,
      paymentId: `PAY-${n}`,
      paymentTypeCode: 'MONTHLY BENEFIT',
      paymentAmount: '400.00',
      paymentStatusCode: 'STOPPED',
      paymentAdjudicationStatusTypeCode: 'OPEN',
      payeeAccountNumber: '****4321',
      datasource: 'DMF',
      matchLevelNumber: 1,
    },
  })),
  meta: { 'total-count': 3 },
};
