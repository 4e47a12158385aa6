import { describe, expect, it } from 'vitest';
import { classifyMatch } from './classify.js';
import type { MatchEvidence } from './classify.js';
import { defaultMatchConfig, matchConfig } from './config.js';
import { compareDob, parseDob } from './evidence.js';
import { scoreCandidate } from './score-candidate.js';
import type { PartyRecord } from './types.js';

const evidence = (over: Partial<MatchEvidence>): MatchEvidence => ({
  nameScore: 0.95,
  score: 0.95,
  tin: 'absent',
  dob: 'absent',
  address: 'absent',
  ...over,
});
const classify = (over: Partial<MatchEvidence>) => classifyMatch(evidence(over), defaultMatchConfig);

describe('classifyMatch', () => {
  it('is CONCLUSIVE when the TIN and the name agree', () => {
    expect(classify({ tin: 'agree' })).toEqual({ level: 'CONCLUSIVE', matchTypePortalDisplayText: 'TIN + NAME MATCH' });
  });

  it('is PROBABLE when the TIN agrees and the name is weak', () => {
    expect(classify({ tin: 'agree', nameScore: 0.3 })).toEqual({
      level: 'PROBABLE',
      matchTypePortalDisplayText: 'TIN MATCH',
    });
  });

  it('is no match when the TIN differs, whatever the name', () => {
    expect(classify({ tin: 'differ', nameScore: 1, score: 1 })).toBeNull();
  });

  it('is PROBABLE when a strong name is corroborated by date of birth or address', () => {
    expect(classify({ dob: 'exact' })?.matchTypePortalDisplayText).toBe('NAME + DOB MATCH');
    expect(classify({ dob: 'transposed' })?.level).toBe('PROBABLE');
    expect(classify({ address: 'postal' })).toEqual({
      level: 'PROBABLE',
      matchTypePortalDisplayText: 'NAME + ADDRESS MATCH',
    });
    expect(classify({ address: 'postal', dob: 'differ', score: 0.75 })).toBeNull();
  });

  it('is POSSIBLE for a name alone above the threshold, and nothing below it', () => {
    expect(classify({})).toEqual({ level: 'POSSIBLE', matchTypePortalDisplayText: 'NAME MATCH' });
    expect(classify({ nameScore: 0.5, score: 0.5 })).toBeNull();
  });

  it('takes its thresholds from configuration', () => {
    const strict = matchConfig({ possibleThreshold: 0.99 });
    expect(classifyMatch(evidence({}), strict)).toBeNull();
    expect(strict.evidence.tinAgree).toBe(defaultMatchConfig.evidence.tinAgree);
  });
});

describe('date of birth', () => {
  it('parses full and partial dates', () => {
    expect(parseDob('1960-04-03')).toEqual({ year: 1960, month: 4, day: 3 });
    expect(parseDob('1960')).toEqual({ year: 1960, month: null, day: null });
    expect(parseDob('03/04/1960')).toBeNull();
  });

  it('tells exact, transposed, year-only and different dates apart', () => {
    expect(compareDob(parseDob('1960-04-03'), parseDob('1960-04-03'))).toBe('exact');
    expect(compareDob(parseDob('1960-04-03'), parseDob('1960-03-04'))).toBe('transposed');
    expect(compareDob(parseDob('1960-04-03'), parseDob('1960'))).toBe('year');
    expect(compareDob(parseDob('1960-04-03'), parseDob('1961-04-03'))).toBe('differ');
    expect(compareDob(parseDob('1960-04-03'), null)).toBe('absent');
  });
});

describe('scoreCandidate', () => {
  const record: PartyRecord = {
    name: { full: 'SMITH, WILLIAM ROBERT', kind: 'person' },
    aliases: [{ full: 'BILLY BOB SMITH', kind: 'person' }],
    tin: '123-45-6789',
    dob: '1960-04-03',
    address: { city: 'Memphis', state: 'TN', postalCode: '38103-1234' },
  };

  it('is CONCLUSIVE with TIN and name, whatever the TIN punctuation', () => {
    const result = scoreCandidate({ name: { full: 'William Smith', kind: 'person' }, tin: '123456789' }, record);
    expect(result.classification?.level).toBe('CONCLUSIVE');
    expect(result.features.map((f) => f.text)).toContain('TIN agrees exactly');
  });

  it('scores against the best alias and says so', () => {
    const result = scoreCandidate({ name: { full: 'Billy Bob Smith', kind: 'person' } }, record);
    expect(result.nameScore).toBe(1);
    expect(result.recordName).toBe('BILLY BOB SMITH');
    expect(result.features.map((f) => f.text)).toContain('Matched the alias "BILLY BOB SMITH"');
  });

  it('is PROBABLE by name and date of birth on a source without TIN', () => {
    const noTin = { ...record, tin: undefined };
    const result = scoreCandidate({ name: { full: 'William R Smith', kind: 'person' }, dob: '1960-04-03' }, noTin);
    expect(result.classification).toEqual({ level: 'PROBABLE', matchTypePortalDisplayText: 'NAME + DOB MATCH' });
    expect(result.features.map((f) => f.text)).toContain('Date of birth agrees exactly');
  });

  it('is PROBABLE by name and address, ZIP+4 against ZIP', () => {
    const noTin = { ...record, tin: undefined, dob: undefined };
    const query: PartyRecord = { name: { full: 'William Smith', kind: 'person' }, address: { postalCode: '38103' } };
    expect(scoreCandidate(query, noTin).classification?.matchTypePortalDisplayText).toBe('NAME + ADDRESS MATCH');
  });

  it('lowers the score when the date of birth differs', () => {
    const noTin = { ...record, tin: undefined };
    const same = scoreCandidate({ name: { full: 'William Smith', kind: 'person' } }, noTin);
    const other = scoreCandidate({ name: { full: 'William Smith', kind: 'person' }, dob: '1971-01-01' }, noTin);
    expect(other.score).toBeLessThan(same.score);
    expect(other.features.map((f) => f.text)).toContain('Date of birth differs');
  });
});

describe('scoreCandidate without explaining non-matches', () => {
  const quiet = { explainNonMatches: false };
  it('still explains every match, and gives the same score and level as the explained call', () => {
    const query = { name: { full: 'BILL SMITH', kind: 'person' as const } };
    const record = { name: { full: 'WILLIAM SMITH', kind: 'person' as const } };
    const explained = scoreCandidate(query, record);
    const fast = scoreCandidate(query, record, defaultMatchConfig, quiet);
    expect(fast.classification).not.toBeNull();
    expect(fast).toEqual(explained);
  });

  it('skips the explanation of a name that cannot match, and keeps it when the TIN agrees', () => {
    const stranger = scoreCandidate(
      { name: { full: 'JOHN SMITH', kind: 'person' } },
      { name: { full: 'MARY BROWN', kind: 'person' } },
      defaultMatchConfig,
      quiet,
    );
    expect(stranger.classification).toBeNull();
    expect(stranger.features).toEqual([]);
    const sameTin = scoreCandidate(
      { name: { full: 'LINDA HARTLEY', kind: 'person' }, tin: '318442097' },
      { name: { full: 'LINDA MARIE KOWALCZYK', kind: 'person' }, tin: '318442097' },
      defaultMatchConfig,
      quiet,
    );
    expect(sameTin.classification?.matchTypePortalDisplayText).toBe('TIN MATCH');
    expect(sameTin.features.some((feature) => feature.name !== 'tin')).toBe(true);
  });
});
