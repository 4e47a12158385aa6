import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names.js';
import { defaultMatchConfig } from './config.js';
import { foldToAscii } from './normalize.js';

describe('Korean names in Hangul', () => {
  it('writes the surname as records spell it and the given name as one word', () => {
    expect(foldToAscii('김정은').text).toBe('KIM JEONGEUN');
    expect(foldToAscii('박지훈').text).toBe('PARK JIHUN');
    expect(foldToAscii('이서연').text).toBe('LEE SEOYEON');
  });

  it('matches the usual Latin spellings', () => {
    expect(compareNames('김민준', 'KIM MINJUN').score).toBeGreaterThanOrEqual(defaultMatchConfig.possibleThreshold);
    expect(compareNames('이서연', 'LEE SEO-YEON').score).toBeGreaterThanOrEqual(defaultMatchConfig.possibleThreshold);
  });
});
