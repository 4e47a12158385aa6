import type { MatchFeature } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { contributionPoints, matchSummary } from './match-summary.js';

// Features as the matching engine writes them (packages/matching: compare-names, evidence, score-candidate).
const f = (name: string, value: number | string, contribution: number, text = ''): MatchFeature => ({
  name,
  value,
  contribution,
  text,
});

describe('matchSummary', () => {
  it('says the level, the agreeing evidence and how the name differs', () => {
    const summary = matchSummary({
      level: 'PROBABLE',
      explanation: [
        f('token.exact', 1, 0.5, 'Last name SMITH agrees exactly'),
        f('token.similar', 0.95, 0.475, 'Given name JONH and JOHN differ by a likely typing error (95% alike)'),
        f('dob', 'exact', 0.1, 'Date of birth agrees exactly'),
      ],
    });
    expect(summary).toBe('Probable match: same date of birth and a similar name (a likely typing error)');
  });

  it('calls an all-exact name the same name, and puts the TIN first', () => {
    const summary = matchSummary({
      level: 'CONCLUSIVE',
      explanation: [f('token.exact', 1, 0.8), f('token.exact', 1, 0.2), f('tin', 'agree', 0.3)],
    });
    expect(summary).toBe('Conclusive match: same TIN and the same name');
  });

  it('lists several name differences and names the alias that matched', () => {
    const summary = matchSummary({
      level: 'POSSIBLE',
      explanation: [
        f('token.nickname', 0.92, 0.45),
        f('token.unmatched', 'R', 0),
        f('token.exact', 1, 0.49),
        f('alias', 'BILL SMITH', 0),
      ],
    });
    expect(summary).toBe(
      'Possible match: a similar name (a nickname and a word missing on one side) through the alias "BILL SMITH"',
    );
  });

  it('says what speaks against the match', () => {
    const summary = matchSummary({
      level: 'POSSIBLE',
      explanation: [f('token.exact', 1, 1), f('dob', 'differ', -0.2), f('country', 'differ', -0.05)],
    });
    expect(summary).toBe('Possible match: the same name, but a different date of birth and a different country');
  });

  it('describes a TIN-only match without inventing a name comparison', () => {
    expect(matchSummary({ level: 'PROBABLE', explanation: [f('tin', 'agree', 0.3)] })).toBe('Probable match: same TIN');
    expect(matchSummary({ level: 'POSSIBLE', explanation: [] })).toBe('Possible match: no agreeing details were given');
  });
});

describe('contributionPoints', () => {
  it('shows a contribution as signed points of the 100-point score', () => {
    expect(contributionPoints(0.46)).toBe('+46');
    expect(contributionPoints(-0.2)).toBe('−20');
    expect(contributionPoints(0.001)).toBe('0');
  });
});
