import { describe, expect, it } from 'vitest';
import {
  ConMonDeltaAttributes,
  ConMonDetailAttributes,
  ConMonFileDetailList,
  ConMonSeriesPointAttributes,
  ConMonSummaryAttributes,
  ConMonSummaryList,
} from './con-mon.js';

const summaryRow = {
  fileName: 'HUD_CONMON_202405.txt',
  agencyFrbFileId: '801975',
  fileReceivedRecordsCount: '21904',
  fileThroughDate: '2024-05-31',
  fileReceivedDate: '2024-06-02T11:00:00-04:00',
  fileMatchDate: '2024-06-02T12:31:48-04:00',
  filePossibleCount: '214',
  fileConclusiveCount: '1102',
  fileProbableCount: '347',
  srcSysTypeCd: 'LEIE',
  srcSysTypeCdList: ['LEIE', 'EPLS-PUB', 'DMF'],
  datasource: 'List of Excluded Individuals/Entities (Public)',
  datasourceMatchedCount: '19',
  datasourceConclusiveCount: '11',
  datasourceProbableCount: '6',
  datasourcePossibleCount: '2',
  asOfDate: '2024-06-01',
  fileState: 'done',
  enrollmentState: 'enrolled',
  withdrawnDate: null,
};

const fileDetailRow = {
  agencyAlcCode: '86000001',
  matchLevelCode: 'POSSIBLE',
  searchSrcSysTypeCd: 'LEIE',
  agencyFrbFileId: '801975',
  agencySourceFullName: 'RIVERSIDE HOME HEALTH LLC',
  name: 'RIVERSIDE HOME HEALTH',
  matchCount: '1',
  agencyPartyId: 77120045,
  matchTypePortalDisplayText: 'NAME MATCH',
  matchId: '41',
  matchTimestamp: '2024-06-02T12:31:48-04:00',
  matchedByLoadId: '7',
  withdrawnByLoadId: null,
  withdrawnDate: null,
};

const detail = {
  agencyAlcCode: '86000001',
  matchLevelCode: 'POSSIBLE',
  level1AccessGroupId: 'HUD',
  matchTimestamp: '2024-06-02T12:31:48-04:00',
  agencyTin: '*****4321',
  matchTypeCode: 'TIN MATCH',
  matchTypePortalDisplayText: 'TIN MATCH',
  agencyTinTypeCode: 'SSN',
  paymentAmount: null,
  searchSrcSysTypeCd: 'LEIE',
  agencyFrbFileId: '801975',
  fileReceivedDate: '2024-06-02T11:00:00-04:00',
  records: [{ srcSysTypeCd: 'LEIE', attributes: { exclusionCode: '1128a1', exclusionDate: '2019-08-20' } }],
};

describe('conMonSummary', () => {
  it('accepts a row with the list of monitored sources', () => {
    const list = ConMonSummaryList.parse({
      data: [{ id: '801975-LEIE', type: 'conMonSummary', attributes: summaryRow }],
    });
    expect(list.data[0]?.attributes.srcSysTypeCdList).toEqual(['LEIE', 'EPLS-PUB', 'DMF']);
  });

  it('refuses a numeric count, an unknown source in the list and a malformed as-of date', () => {
    expect(ConMonSummaryAttributes.safeParse({ ...summaryRow, datasourcePossibleCount: 2 }).success).toBe(false);
    expect(ConMonSummaryAttributes.safeParse({ ...summaryRow, srcSysTypeCdList: ['LEIE', 'NPPES'] }).success).toBe(
      false,
    );
    expect(ConMonSummaryAttributes.safeParse({ ...summaryRow, asOfDate: '2024-6-1' }).success).toBe(false);
  });
});

describe('conMonFileDetail', () => {
  it('accepts POSSIBLE matches, which batch match does not have', () => {
    const list = ConMonFileDetailList.parse({
      data: [{ id: '77120045', type: 'conMonFileDetail', attributes: fileDetailRow }],
      meta: { 'total-count': 1663, 'current-page': 1, 'total-pages': 3 },
    });
    expect(list.data[0]?.attributes.matchLevelCode).toBe('POSSIBLE');
  });

  it('refuses an unknown match level', () => {
    const row = { ...fileDetailRow, matchLevelCode: 'LIKELY' };
    expect(
      ConMonFileDetailList.safeParse({ data: [{ id: '1', type: 'conMonFileDetail', attributes: row }] }).success,
    ).toBe(false);
  });
});

describe('conMonDetail', () => {
  it('accepts a match with a match type code and no payment amount', () => {
    expect(ConMonDetailAttributes.parse(detail).matchTypeCode).toBe('TIN MATCH');
  });

  it('refuses a missing match type code and a record from another source', () => {
    const { matchTypeCode: _matchTypeCode, ...withoutType } = detail;
    expect(ConMonDetailAttributes.safeParse(withoutType).success).toBe(false);
    const records = [{ srcSysTypeCd: 'EPLS', attributes: { exclusionType: 'Ineligible' } }];
    expect(ConMonDetailAttributes.safeParse({ ...detail, records }).success).toBe(false);
  });

  it('refuses a match timestamp without a time zone', () => {
    expect(ConMonDetailAttributes.safeParse({ ...detail, matchTimestamp: '2024-06-02T12:31:48' }).success).toBe(false);
  });
});

describe('con-mon stamps, deltas and series', () => {
  it('refuses a full TIN on a file-detail row and a load id that is not digits', () => {
    const row = { ...fileDetailRow, agencyTin: '987654321' };
    expect(
      ConMonFileDetailList.safeParse({ data: [{ id: '1', type: 'conMonFileDetail', attributes: row }] }).success,
    ).toBe(false);
    expect(
      ConMonFileDetailList.safeParse({
        data: [{ id: '1', type: 'conMonFileDetail', attributes: { ...fileDetailRow, matchedByLoadId: 'L7' } }],
      }).success,
    ).toBe(false);
  });

  it('accepts a withdrawn delta and refuses an unknown change', () => {
    const delta = {
      ...fileDetailRow,
      withdrawnByLoadId: '8',
      withdrawnDate: '2024-06-09T10:00:00Z',
      change: 'withdrawn',
      changedAt: '2024-06-09T10:00:00Z',
      fileName: 'HUD_CONMON_202405.txt',
      datasource: 'Death Master File',
    };
    expect(ConMonDeltaAttributes.parse(delta).change).toBe('withdrawn');
    expect(ConMonDeltaAttributes.safeParse({ ...delta, change: 'moved' }).success).toBe(false);
  });

  it('refuses a series point with a numeric count', () => {
    const point = {
      agencyFrbFileId: '801975',
      loadId: '7',
      srcSysTypeCd: 'DMF',
      datasource: 'Death Master File',
      loadedAt: '2024-06-09T10:00:00Z',
      conclusiveCount: '3',
      probableCount: '1',
      possibleCount: '0',
      newCount: '1',
      withdrawnCount: '0',
    };
    expect(ConMonSeriesPointAttributes.safeParse(point).success).toBe(true);
    expect(ConMonSeriesPointAttributes.safeParse({ ...point, newCount: 1 }).success).toBe(false);
  });
});
