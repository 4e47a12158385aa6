import { describe, expect, it } from 'vitest';
import {
  AsrSubmitIndicatorAttributes,
  AsrSubmitIndicatorList,
  PaymentAvailableReportFilterAttributes,
  PaymentReportList,
} from './reports.js';

describe('paymentReport', () => {
  it('accepts the report selection list', () => {
    const list = PaymentReportList.parse({
      data: [
        {
          id: 'ASR',
          type: 'paymentReport',
          attributes: {
            reportDisplayOrder: 1,
            reportName: 'Adjudication Summary Report',
            reportDescription: 'Monthly proper and improper determinations by ALC',
          },
        },
      ],
    });
    expect(list.data[0]?.attributes.reportName).toBe('Adjudication Summary Report');
  });

  it('refuses a display order sent as text', () => {
    const attributes = { reportDisplayOrder: '1', reportName: 'Payment Activity Report', reportDescription: '' };
    expect(PaymentReportList.safeParse({ data: [{ id: 'PAR', type: 'paymentReport', attributes }] }).success).toBe(
      false,
    );
  });
});

describe('paymentAvailableReportFilter', () => {
  const filter = {
    reportYearNumber: '2024',
    reportMonthNumber: '05',
    level1AccessGroupId: 'VA',
    agencyAlcList: '36001200,36001300',
  };

  it('accepts a period with its ALC list', () => {
    expect(PaymentAvailableReportFilterAttributes.parse(filter).agencyAlcList).toBe('36001200,36001300');
  });

  it('refuses a one-digit month, month 13 and an ALC list with spaces', () => {
    expect(PaymentAvailableReportFilterAttributes.safeParse({ ...filter, reportMonthNumber: '5' }).success).toBe(false);
    expect(PaymentAvailableReportFilterAttributes.safeParse({ ...filter, reportMonthNumber: '13' }).success).toBe(
      false,
    );
    expect(
      PaymentAvailableReportFilterAttributes.safeParse({ ...filter, agencyAlcList: '36001200, 36001300' }).success,
    ).toBe(false);
  });
});

describe('asrSubmitIndicator', () => {
  const indicator = { isLevel1AccessGroup: 'true', asrSubmitIndicator: 'true', alreadySubmittedForPeriod: 'false' };

  it('accepts string flags', () => {
    const list = AsrSubmitIndicatorList.parse({
      data: [{ id: 'VA-2024-05', type: 'asrSubmitIndicator', attributes: indicator }],
    });
    expect(list.data[0]?.attributes.alreadySubmittedForPeriod).toBe('false');
  });

  it('refuses JSON booleans and other words', () => {
    expect(AsrSubmitIndicatorAttributes.safeParse({ ...indicator, asrSubmitIndicator: true }).success).toBe(false);
    expect(AsrSubmitIndicatorAttributes.safeParse({ ...indicator, isLevel1AccessGroup: 'Y' }).success).toBe(false);
  });
});
