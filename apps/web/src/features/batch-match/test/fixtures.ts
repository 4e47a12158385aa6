import {
  AgencyFileStatusList,
  BatchMatchDetailList,
  BatchMatchFileDetailGroupList,
  BatchMatchSummaryList,
  type AgencyFileStatus,
} from '@dnp/contracts';

/** A file's status as the intake answers it, parsed with the contract so a drifted fixture fails. */
export function statusList(overrides: Partial<AgencyFileStatus> = {}) {
  return AgencyFileStatusList.parse({
    data: [
      {
        id: overrides.agencyFrbFileId ?? '41',
        type: 'agencyFile',
        attributes: {
          agencyFrbFileId: '41',
          area: 'batchMatch',
          fileName: 'payees.csv',
          accessGroupId: 'HUD',
          receivedAt: '2026-11-23T10:00:00Z',
          format: 'csv',
          byteCount: 2048,
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

const fileHalf = {
  fileName: 'payees.csv',
  agencyFrbFileId: '41',
  fileReceivedRecordsCount: '1200',
  fileThroughDate: '2026-10-31',
  fileReceivedDate: '2026-11-20T14:00:00Z',
  fileMatchDate: '2026-11-20T14:02:00Z',
  filePossibleCount: '3',
  fileConclusiveCount: '5',
  fileProbableCount: '2',
  fileState: 'done',
};

function sourceHalf(srcSysTypeCd: 'DMF' | 'OFAC', datasource: string, matched: string) {
  return {
    srcSysTypeCd,
    datasource,
    datasourceMatchedCount: matched,
    datasourceConclusiveCount: matched,
    datasourceProbableCount: '0',
    datasourcePossibleCount: '0',
    asOfDate: '2026-11-01',
  };
}

/** Two files: payees.csv matched at DMF and OFAC, vendors.csv still running. */
export const summaries = BatchMatchSummaryList.parse({
  data: [
    {
      id: '41-DMF',
      type: 'batchMatchSummary',
      attributes: { ...fileHalf, ...sourceHalf('DMF', 'Death Master File', '4') },
    },
    { id: '41-OFAC', type: 'batchMatchSummary', attributes: { ...fileHalf, ...sourceHalf('OFAC', 'OFAC SDN', '1') } },
    {
      id: '42-DMF',
      type: 'batchMatchSummary',
      attributes: {
        ...fileHalf,
        ...sourceHalf('DMF', 'Death Master File', '0'),
        agencyFrbFileId: '42',
        fileName: 'vendors.csv',
        fileMatchDate: null,
        fileState: 'running',
      },
    },
  ],
  meta: { 'total-count': 2 },
});

export const noSummaries = BatchMatchSummaryList.parse({ data: [], meta: { 'total-count': 0 } });

export const fileDetail = BatchMatchFileDetailGroupList.parse({
  data: [
    {
      id: 'DMF',
      type: 'batchMatchFileDetailGroup',
      attributes: {
        srcSysTypeCd: 'DMF',
        datasource: 'Death Master File',
        rows: [
          {
            id: '41-7-DMF',
            type: 'batchMatchFileDetail',
            attributes: {
              agencyAlcCode: '12345678',
              searchSrcSysTypeCd: 'DMF',
              agencyFrbFileId: '41',
              agencySourceFullName: 'HAROLD WHITCOMB',
              name: 'HAROLD J WHITCOMB',
              agencyTin: '*****3380',
              matchCount: '1',
              agencyPartyId: 7,
              matchLevelCode: 'CONCLUSIVE',
            },
          },
        ],
      },
    },
  ],
  meta: { 'total-count': 1 },
});

export const matchDetail = BatchMatchDetailList.parse({
  data: [
    {
      id: '9001',
      type: 'batchMatchDetail',
      attributes: {
        agencyAlcCode: '12345678',
        level1AccessGroupId: 'HUD',
        matchTimestamp: '2026-11-20T14:02:00Z',
        agencyTin: '*****3380',
        agencyTinTypeCode: 'SSN',
        matchTypePortalDisplayText: 'TIN + NAME MATCH',
        paymentAmount: '1250.00',
        searchSrcSysTypeCd: 'DMF',
        agencyFrbFileId: '41',
        fileReceivedDate: '2026-11-20T14:00:00Z',
        matchLevelCode: 'CONCLUSIVE',
        agencyPartyId: 7,
        agencySourceFullName: 'HAROLD WHITCOMB',
        matchedName: 'HAROLD J WHITCOMB',
        score: 0.97,
        explanation: [{ name: 'tin.exact', value: 1, contribution: 0.6, text: 'The TIN is the same.' }],
      },
    },
  ],
});
