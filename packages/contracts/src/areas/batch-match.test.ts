import { describe, expect, it } from 'vitest';
import {
  BatchMatchDetailAttributes,
  BatchMatchDetailList,
  BatchMatchFileDetailAttributes,
  BatchMatchFileDetailGroupList,
  BatchMatchSummaryAttributes,
  BatchMatchSummaryList,
} from './batch-match.js';

const summaryRow = {
  fileName: 'VA_BENEFITS_20240531.txt',
  agencyFrbFileId: '801975',
  fileReceivedRecordsCount: '48211',
  fileThroughDate: '2024-05-31',
  fileReceivedDate: '2024-06-01T04:12:09Z',
  fileMatchDate: '2024-06-01T05:40:33.120Z',
  filePossibleCount: '4',
  fileConclusiveCount: '112',
  fileProbableCount: '37',
  srcSysTypeCd: 'DMF',
  datasource: 'Death Master File',
  datasourceMatchedCount: '96',
  datasourceConclusiveCount: '81',
  datasourceProbableCount: '15',
  datasourcePossibleCount: '4',
  asOfDate: '2024-05-30',
  fileState: 'done',
};

const fileDetailRow = {
  agencyAlcCode: '36001200',
  matchLevelCode: 'CONCLUSIVE',
  searchSrcSysTypeCd: 'DMF',
  agencyFrbFileId: '801975',
  agencySourceFullName: 'JOHNSON, MARGARET A',
  name: 'MARGARET ANN JOHNSON',
  agencyTin: '*****4320',
  matchCount: '1',
  agencyPartyId: 5523107,
};

const matchDetail = {
  agencyAlcCode: '36001200',
  matchLevelCode: 'PROBABLE',
  level1AccessGroupId: 'VA',
  matchTimestamp: '2024-06-01T05:40:33Z',
  agencyTin: '*****4320',
  agencyTinTypeCode: 'SSN',
  matchTypePortalDisplayText: 'TIN + NAME MATCH',
  paymentAmount: '1843.27',
  searchSrcSysTypeCd: 'DOD',
  agencyFrbFileId: '801975',
  fileReceivedDate: '2024-06-01T04:12:09Z',
  agencyPartyId: 5523107,
  agencySourceFullName: 'JOHNSON, MARGARET A',
  matchedName: 'MARGARET ANN JOHNSON',
  score: 0.91,
  explanation: [{ name: 'tin', value: 'exact', contribution: 1, text: 'The TIN is the same.' }],
  record: {
    id: '17',
    type: 'dod',
    attributes: {
      name: 'MARGARET ANN JOHNSON',
      tin: '*****4320',
      birthDate: '1941-02-11',
      deathDate: '2024-03-14',
      tinMasked: true,
    },
  },
};

describe('batchMatchSummary', () => {
  it('accepts a file row for one source inside a list envelope', () => {
    const list = BatchMatchSummaryList.parse({
      data: [{ id: '801975-DMF', type: 'batchMatchSummary', attributes: summaryRow }],
      meta: { 'total-count': 1 },
    });
    expect(list.data[0]?.attributes.datasourceConclusiveCount).toBe('81');
  });

  it('refuses a count sent as a number', () => {
    expect(BatchMatchSummaryAttributes.safeParse({ ...summaryRow, fileConclusiveCount: 112 }).success).toBe(false);
  });

  it('refuses an unknown source code', () => {
    expect(BatchMatchSummaryAttributes.safeParse({ ...summaryRow, srcSysTypeCd: 'SSA' }).success).toBe(false);
  });

  it('refuses a through date that is not YYYY-MM-DD or a timestamp without offset', () => {
    expect(BatchMatchSummaryAttributes.safeParse({ ...summaryRow, fileThroughDate: '05/31/2024' }).success).toBe(false);
    expect(BatchMatchSummaryAttributes.safeParse({ ...summaryRow, fileMatchDate: '2024-06-01 05:40' }).success).toBe(
      false,
    );
  });

  it('shows a file still running: no match date yet, its state, and no through date', () => {
    const running = { ...summaryRow, fileMatchDate: null, fileThroughDate: null, fileState: 'running' };
    expect(BatchMatchSummaryAttributes.parse(running).fileState).toBe('running');
    expect(BatchMatchSummaryAttributes.safeParse({ ...running, fileState: 'matching' }).success).toBe(false);
  });

  it('refuses a resource of another type', () => {
    const wrongType = { data: [{ id: '1', type: 'conMonSummary', attributes: summaryRow }] };
    expect(BatchMatchSummaryList.safeParse(wrongType).success).toBe(false);
  });
});

describe('batchMatchFileDetail', () => {
  it('accepts a row, and one without a TIN (registration matches)', () => {
    expect(BatchMatchFileDetailAttributes.parse(fileDetailRow).agencyPartyId).toBe(5523107);
    const { agencyTin: _agencyTin, ...withoutTin } = fileDetailRow;
    expect(BatchMatchFileDetailAttributes.safeParse({ ...withoutTin, searchSrcSysTypeCd: 'CCR' }).success).toBe(true);
  });

  it('accepts POSSIBLE, which the matcher finds by name (and date of birth) without a TIN', () => {
    expect(BatchMatchFileDetailAttributes.safeParse({ ...fileDetailRow, matchLevelCode: 'POSSIBLE' }).success).toBe(
      true,
    );
  });

  it('refuses a numeric match count and a TIN that is not masked', () => {
    expect(BatchMatchFileDetailAttributes.safeParse({ ...fileDetailRow, matchCount: 1 }).success).toBe(false);
    expect(BatchMatchFileDetailAttributes.safeParse({ ...fileDetailRow, agencyTin: '987654320' }).success).toBe(false);
  });

  it('groups rows by source and refuses a row filed under another source', () => {
    const group = (rowSource: string) => ({
      data: [
        {
          id: 'DMF',
          type: 'batchMatchFileDetailGroup',
          attributes: {
            srcSysTypeCd: 'DMF',
            datasource: 'Death Master File',
            rows: [
              {
                id: '5523107',
                type: 'batchMatchFileDetail',
                attributes: { ...fileDetailRow, searchSrcSysTypeCd: rowSource },
              },
            ],
          },
        },
      ],
    });
    expect(BatchMatchFileDetailGroupList.safeParse(group('DMF')).success).toBe(true);
    expect(BatchMatchFileDetailGroupList.safeParse(group('DOD')).success).toBe(false);
  });
});

describe('batchMatchDetail', () => {
  it('accepts a match with its source record, typed as a record read of that source', () => {
    const list = BatchMatchDetailList.parse({
      data: [{ id: '9', type: 'batchMatchDetail', attributes: matchDetail }],
      meta: { 'total-count': 1 },
      links: { self: '/api/v1/batch-match/files/801975/match-detail?filter[agencyPartyId]=5523107' },
    });
    const record = list.data[0]?.attributes.record;
    expect(record?.type === 'dod' ? record.attributes.deathDate : null).toBe('2024-03-14');
  });

  it('refuses a record from another source than the match, and a record of another source’s shape', () => {
    expect(BatchMatchDetailAttributes.safeParse({ ...matchDetail, searchSrcSysTypeCd: 'DMF' }).success).toBe(false);
    const wrongShape = { ...matchDetail.record, attributes: { ...matchDetail.record.attributes, deathDate: 20240314 } };
    expect(BatchMatchDetailAttributes.safeParse({ ...matchDetail, record: wrongShape }).success).toBe(false);
  });

  it('accepts a CCR match without a record and refuses one with a record', () => {
    const { record: _record, ...ccr } = { ...matchDetail, searchSrcSysTypeCd: 'CCR' };
    expect(BatchMatchDetailAttributes.safeParse(ccr).success).toBe(true);
    expect(BatchMatchDetailAttributes.safeParse({ ...ccr, record: matchDetail.record }).success).toBe(false);
  });

  it('accepts POSSIBLE, refuses an unmasked TIN, a float amount and an unknown TIN type', () => {
    expect(BatchMatchDetailAttributes.safeParse({ ...matchDetail, matchLevelCode: 'POSSIBLE' }).success).toBe(true);
    expect(BatchMatchDetailAttributes.safeParse({ ...matchDetail, agencyTin: '987654320' }).success).toBe(false);
    expect(BatchMatchDetailAttributes.safeParse({ ...matchDetail, paymentAmount: 1843.27 }).success).toBe(false);
    expect(BatchMatchDetailAttributes.safeParse({ ...matchDetail, agencyTinTypeCode: 'ITIN' }).success).toBe(false);
  });
});
