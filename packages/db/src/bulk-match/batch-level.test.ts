import { defaultMatchConfig, scoreCandidate } from '@dnp/matching';
import { describe, expect, it } from 'vitest';
import { agencyParty } from './agency-party.fixture.js';
import { batchMatchOf, partyOfAgencyRow, type AgencyParty } from './batch-level.js';

const party = (fields: Partial<AgencyParty>): AgencyParty =>
  agencyParty({ fullName: 'WILLIAM JAMES SMITH', ...fields });
const record = { name: { full: 'WILLIAM JAMES SMITH', kind: 'person' as const }, tin: '345678901', dob: '1939-09-12' };
const batch = (fields: Partial<AgencyParty>) =>
  batchMatchOf(scoreCandidate(partyOfAgencyRow(party(fields), 'dmf'), record, defaultMatchConfig));

describe('batchMatchOf', () => {
  it('keeps the engine level when the TIN agrees', () => {
    expect(batch({ tin: '345678901' })).toEqual({ level: 'CONCLUSIVE', matchType: 'TIN + NAME MATCH' });
    expect(batch({ tin: '345678901', fullName: 'ROBERT JOHNSON' })).toEqual({
      level: 'PROBABLE',
      matchType: 'TIN MATCH',
    });
  });

  it('says POSSIBLE for a name and date of birth without a TIN, which the engine calls PROBABLE', () => {
    const engine = scoreCandidate(partyOfAgencyRow(party({ birthDate: '1939-09-12' }), 'dmf'), record);
    expect(engine.classification?.level).toBe('PROBABLE');
    expect(batch({ birthDate: '1939-09-12' })).toEqual({ level: 'POSSIBLE', matchType: 'NAME + DOB MATCH' });
  });

  it('finds no match under another TIN', () => {
    expect(batch({ tin: '111223333' })).toBeNull();
  });
});
