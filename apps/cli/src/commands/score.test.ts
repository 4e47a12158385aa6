import { describe, expect, it } from 'vitest';
import { scoreNamePair } from '@dnp/matching';
import { formatResult, parseScoreArgs } from './score.js';

describe('score command', () => {
  it('parses two names and an optional type', () => {
    expect(parseScoreArgs(['JOHN SMITH', 'SMITH, JON'])).toEqual({
      name1: 'JOHN SMITH',
      name2: 'SMITH, JON',
      kind: 'unknown',
    });
    expect(parseScoreArgs(['A', 'B', '--type', 'entity'])).toMatchObject({ kind: 'entity' });
    expect(parseScoreArgs(['A', 'B', '--type=person'])).toMatchObject({ kind: 'person' });
  });

  it('rejects wrong arguments with the usage line', () => {
    expect(parseScoreArgs(['only one'])).toMatch(/^usage: score/);
    expect(parseScoreArgs(['A', 'B', '--type', 'robot'])).toMatch(/--type must be person or entity/);
    expect(parseScoreArgs(['A', 'B', '--fast'])).toMatch(/unknown option --fast/);
  });

  it('prints the score, the level and one line per feature', () => {
    const text = formatResult(scoreNamePair('JOHN SMITH', 'SMITH, JON'));
    expect(text.split('\n')[0]).toBe('Score 0.960: POSSIBLE (NAME MATCH)');
    expect(text).toContain('+0.500  Last name SMITH agrees exactly');
    expect(text).toContain('Given name JON is a common nickname of JOHN');
  });
});
