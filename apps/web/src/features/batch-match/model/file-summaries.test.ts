import { BatchMatchSummaryAttributes } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate, groupSummaries } from './file-summaries.js';

const file = {
  fileName: 'payees.csv',
  agencyFrbFileId: '41',
  fileReceivedRecordsCount: '1000',
  fileThroughDate: '2026-10-31',
  fileReceivedDate: '2026-11-20T14:00:00Z',
  fileMatchDate: '2026-11-20T14:02:00Z',
  filePossibleCount: '3',
  fileConclusiveCount: '5',
  fileProbableCount: '2',
  fileState: 'done',
};
const source = (srcSysTypeCd: 'DMF' | 'OFAC', matched: string) => ({
  srcSysTypeCd,
  datasource: srcSysTypeCd,
  datasourceMatchedCount: matched,
  datasourceConclusiveCount: matched,
  datasourceProbableCount: '0',
  datasourcePossibleCount: '0',
  asOfDate: '2026-11-01',
});

describe('groupSummaries', () => {
  it('gathers the per-source rows of each file under one file, in the order sent', () => {
    const rows = [
      { ...file, ...source('DMF', '4') },
      { ...file, agencyFrbFileId: '42', fileName: 'vendors.csv', ...source('OFAC', '1') },
      { ...file, ...source('OFAC', '1') },
    ].map((row, index) => ({ ...BatchMatchSummaryAttributes.parse(row), id: `row-${index}` }));
    const files = groupSummaries(rows);
    expect(files.map((f) => [f.agencyFrbFileId, f.sources.map((s) => s.srcSysTypeCd)])).toEqual([
      ['41', ['DMF', 'OFAC']],
      ['42', ['OFAC']],
    ]);
    expect(files[0]).toMatchObject({ fileName: 'payees.csv', fileConclusiveCount: '5' });
    expect(files[0]).not.toHaveProperty('datasource');
    expect(files[0]).not.toHaveProperty('id');
  });
});

describe('formatDate', () => {
  it('shows the calendar date the server sent, whatever the time zone', () => {
    expect(formatDate('2026-10-31')).toBe('Oct 31, 2026');
  });
});
