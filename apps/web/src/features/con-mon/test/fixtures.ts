import {
  AgencyFileStatusList,
  ConMonDeltaList,
  ConMonDetailList,
  ConMonEnrollmentList,
  ConMonFileDetailList,
  ConMonSeriesList,
  ConMonSummaryList,
  type AgencyFileStatus,
} from '@dnp/contracts';

/*
 * Answers of the con-mon routes, each parsed with its contract so a fixture that drifts
 * from the wire fails here rather than in a screen test.
 */

const fileHalf = {
  fileName: 'payees.csv',
  agencyFrbFileId: '801975',
  fileReceivedRecordsCount: '1200',
  fileThroughDate: '2026-10-31',
  fileReceivedDate: '2026-11-01T14:00:00Z',
  fileMatchDate: '2026-11-01T14:02:00Z',
  fileConclusiveCount: '5',
  fileProbableCount: '2',
  filePossibleCount: '3',
  srcSysTypeCdList: ['DMF', 'OFAC'],
  fileState: 'done',
  enrollmentState: 'enrolled',
  withdrawnDate: null,
};

function sourceHalf(srcSysTypeCd: 'DMF' | 'OFAC', datasource: string, counts: [number, number, number]) {
  return {
    srcSysTypeCd,
    datasource,
    datasourceConclusiveCount: String(counts[0]),
    datasourceProbableCount: String(counts[1]),
    datasourcePossibleCount: String(counts[2]),
    datasourceMatchedCount: String(counts[0] + counts[1] + counts[2]),
    asOfDate: '2026-11-08',
  };
}

/** payees.csv monitored against DMF and OFAC; vendors.csv withdrawn. */
export const summaries = ConMonSummaryList.parse({
  data: [
    {
      id: '801975-DMF',
      type: 'conMonSummary',
      attributes: { ...fileHalf, ...sourceHalf('DMF', 'Death Master File', [4, 2, 1]) },
    },
    {
      id: '801975-OFAC',
      type: 'conMonSummary',
      attributes: { ...fileHalf, ...sourceHalf('OFAC', 'OFAC SDN', [1, 0, 2]) },
    },
    {
      id: '801976-DMF',
      type: 'conMonSummary',
      attributes: {
        ...fileHalf,
        ...sourceHalf('DMF', 'Death Master File', [0, 0, 0]),
        agencyFrbFileId: '801976',
        fileName: 'vendors.csv',
        enrollmentState: 'withdrawn',
        withdrawnDate: '2026-11-05T09:00:00Z',
      },
    },
  ],
  meta: { 'total-count': 2 },
});

export const noSummaries = ConMonSummaryList.parse({ data: [], meta: { 'total-count': 0 } });

export const withdrawn = ConMonEnrollmentList.parse({
  data: [
    {
      id: '801975',
      type: 'conMonEnrollment',
      attributes: {
        agencyFrbFileId: '801975',
        fileName: 'payees.csv',
        accessGroupId: 'HUD',
        enrollmentState: 'withdrawn',
        withdrawnDate: '2026-11-23T10:00:00Z',
      },
    },
  ],
});

function detailRow(id: string, overrides: Record<string, unknown>) {
  return {
    id,
    type: 'conMonFileDetail',
    attributes: {
      agencyAlcCode: '12345678',
      searchSrcSysTypeCd: 'DMF',
      agencyFrbFileId: '801975',
      agencySourceFullName: 'HAROLD WHITCOMB',
      name: 'HAROLD J WHITCOMB',
      agencyTin: '*****3380',
      matchCount: '1',
      agencyPartyId: 7,
      matchLevelCode: 'CONCLUSIVE',
      matchTypePortalDisplayText: 'TIN + NAME MATCH',
      matchId: id,
      matchTimestamp: '2026-11-01T14:02:00Z',
      matchedByLoadId: null,
      withdrawnByLoadId: null,
      withdrawnDate: null,
      ...overrides,
    },
  };
}

export const fileDetail = ConMonFileDetailList.parse({
  data: [
    detailRow('9001', {}),
    detailRow('9002', {
      agencySourceFullName: 'ANNA ZIMMER',
      name: 'ANNA ZIMMERMAN',
      agencyPartyId: 8,
      agencyTin: '*****1111',
      matchLevelCode: 'POSSIBLE',
      matchTypePortalDisplayText: 'NAME MATCH',
      matchTimestamp: '2026-11-08T12:00:00Z',
      matchedByLoadId: '12',
    }),
  ],
  meta: { 'total-count': 2 },
});

function seriesPoint(loadId: string, source: 'DMF' | 'OFAC', loadedAt: string, counts: [number, number, number]) {
  return {
    id: `801975-${loadId}`,
    type: 'conMonSeriesPoint',
    attributes: {
      agencyFrbFileId: '801975',
      loadId,
      srcSysTypeCd: source,
      datasource: source,
      loadedAt,
      conclusiveCount: String(counts[0]),
      probableCount: String(counts[1]),
      possibleCount: String(counts[2]),
      newCount: '0',
      withdrawnCount: '0',
    },
  };
}

export const series = ConMonSeriesList.parse({
  data: [
    seriesPoint('10', 'DMF', '2026-11-01T14:02:00Z', [3, 2, 0]),
    seriesPoint('11', 'OFAC', '2026-11-01T14:02:00Z', [1, 0, 2]),
    seriesPoint('12', 'DMF', '2026-11-08T12:00:00Z', [4, 2, 1]),
  ],
});

export const matchDetail = ConMonDetailList.parse({
  data: [
    {
      id: '9002',
      type: 'conMonDetail',
      attributes: {
        agencyAlcCode: '12345678',
        level1AccessGroupId: 'HUD',
        matchTimestamp: '2026-11-08T12:00:00Z',
        agencyTin: '*****1111',
        agencyTinTypeCode: 'SSN',
        matchTypeCode: 'NAME MATCH',
        matchTypePortalDisplayText: 'NAME MATCH',
        paymentAmount: null,
        searchSrcSysTypeCd: 'DMF',
        agencyFrbFileId: '801975',
        fileReceivedDate: '2026-11-01T14:00:00Z',
        matchLevelCode: 'POSSIBLE',
        agencyPartyId: 8,
        agencySourceFullName: 'ANNA ZIMMER',
        matchedName: 'ANNA ZIMMERMAN',
        score: 0.84,
        explanation: [{ name: 'name.similar', value: 0.84, contribution: 0.84, text: 'The names are alike.' }],
        matchId: '9002',
        matchedByLoadId: '12',
        withdrawnByLoadId: null,
        withdrawnDate: null,
      },
    },
  ],
});

export function deltas(since: string | null) {
  return ConMonDeltaList.parse({
    data: [
      {
        ...detailRow('9002', {
          agencySourceFullName: 'ANNA ZIMMER',
          name: 'ANNA ZIMMERMAN',
          agencyPartyId: 8,
          matchLevelCode: 'POSSIBLE',
          matchTypePortalDisplayText: 'NAME MATCH',
          matchedByLoadId: '12',
          change: 'new',
          changedAt: '2026-11-08T12:00:00Z',
          fileName: 'payees.csv',
          datasource: 'Death Master File',
        }),
        type: 'conMonDelta',
      },
    ],
    meta: { 'total-count': 1, since },
  });
}

/** An enrolled file's status as the intake answers it. */
export function statusList(overrides: Partial<AgencyFileStatus> = {}) {
  return AgencyFileStatusList.parse({
    data: [
      {
        id: overrides.agencyFrbFileId ?? '801977',
        type: 'agencyFile',
        attributes: {
          agencyFrbFileId: '801977',
          area: 'conMon',
          fileName: 'retirees.csv',
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
