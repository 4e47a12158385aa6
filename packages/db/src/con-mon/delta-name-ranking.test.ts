import { describe, expect, it } from 'vitest';
import { bestPartiesPerRecord, plannedParties, type NameGroupRow } from './delta-name-ranking.js';

const party = (grp: number, fileId: number, partyId: number): NameGroupRow => ({
  grp,
  fileId: String(fileId),
  partyId: String(partyId),
  recordId: null,
  weight: null,
});
const ranked = (grp: number, recordId: number, weight: number): NameGroupRow => ({
  grp,
  fileId: null,
  partyId: null,
  recordId: String(recordId),
  weight,
});

const pairsOf = (rows: NameGroupRow[], perRecord: number) =>
  bestPartiesPerRecord(
    rows,
    perRecord,
    (planned) => planned,
    (party, recordId) => `${recordId}:${party.fileId}/${party.partyId}`,
  );

describe('best parties per record', () => {
  it("gives every party of a group the records its group ranked, the group's parties in file and party order", () => {
    const rows = [
      party(1, 1, 30),
      party(1, 1, 10),
      party(2, 1, 20),
      ranked(1, 100, 5),
      ranked(1, 101, 4),
      ranked(2, 101, 9),
    ];
    expect(pairsOf(rows, 50).sort()).toEqual(['100:1/10', '100:1/30', '101:1/10', '101:1/20', '101:1/30']);
  });

  it('keeps the parties sharing the most weight with a record, then the lower file and party id among ties', () => {
    // Record 100: group 2 shares the most; groups 1 and 3 tie below it and their parties interleave by id.
    const rows = [
      party(1, 2, 5),
      party(1, 1, 40),
      party(2, 1, 90),
      party(3, 1, 30),
      party(3, 2, 1),
      ranked(1, 100, 3),
      ranked(2, 100, 8),
      ranked(3, 100, 3),
    ];
    expect(pairsOf(rows, 3)).toEqual(['100:1/90', '100:1/30', '100:1/40']);
    expect(pairsOf(rows, 10)).toEqual(['100:1/90', '100:1/30', '100:1/40', '100:2/1', '100:2/5']);
  });

  it('looks a planned party up once, however many records its group ranked', () => {
    const looked: string[] = [];
    const rows = [party(1, 1, 7), ranked(1, 100, 1), ranked(1, 101, 1), ranked(1, 102, 1)];
    const pairs = bestPartiesPerRecord(
      rows,
      50,
      (planned) => {
        looked.push(`${planned.fileId}/${planned.partyId}`);
        return planned;
      },
      (party, recordId) => ({ party, recordId }),
    );
    expect(pairs).toHaveLength(3);
    expect(looked).toEqual(['1/7']);
    expect(plannedParties(rows)).toEqual([{ fileId: 1, partyId: 7 }]);
  });
});
