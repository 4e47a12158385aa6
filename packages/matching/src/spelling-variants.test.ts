import { describe, expect, it } from 'vitest';
import { formalNamesOf, nicknamePairCount } from './nicknames.js';
import { canonicalSpelling, consonantSkeleton } from './spelling-variants.js';

describe('canonicalSpelling', () => {
  it('maps listed transliteration variants to one spelling', () => {
    const forms = ['MOHAMMED', 'MUHAMMAD', 'MOHAMAD', 'MOHAMMAD'].map(canonicalSpelling);
    expect(new Set(forms).size).toBe(1);
    expect(canonicalSpelling('ABDEL')).toBe(canonicalSpelling('ABDUL'));
  });

  it('erases the usual rule-based differences', () => {
    expect(canonicalSpelling('IVANOFF')).toBe(canonicalSpelling('IVANOV'));
    expect(canonicalSpelling('KHODORKOVSKY')).toBe(canonicalSpelling('HODORKOVSKIY'));
    expect(canonicalSpelling('YOUSSEF')).toBe(canonicalSpelling('YUSEF'));
    expect(canonicalSpelling('MAXIM')).toBe(canonicalSpelling('MAKSIM'));
    expect(canonicalSpelling('JURIJ')).toBe(canonicalSpelling('YURIY'));
  });

  it('keeps different names apart', () => {
    expect(canonicalSpelling('SMITH')).not.toBe(canonicalSpelling('SMYTHE'));
    expect(canonicalSpelling('IVAN')).not.toBe(canonicalSpelling('IVANOV'));
  });
});

describe('consonantSkeleton', () => {
  it('reduces a Latin spelling to what Arabic script writes', () => {
    expect(consonantSkeleton('MOHAMMED')).toBe(consonantSkeleton('MHMD'));
    expect(consonantSkeleton('YUSUF')).toBe(consonantSkeleton('YWSF'));
    expect(consonantSkeleton('RABIN')).toBe(consonantSkeleton('RVYN'));
  });
});

describe('nicknames', () => {
  it('lists a few hundred given-name equivalences', () => {
    expect(nicknamePairCount()).toBeGreaterThan(300);
    expect(formalNamesOf('PEGGY')).toContain('MARGARET');
    expect(formalNamesOf('AL')).toEqual(expect.arrayContaining(['ALBERT', 'ALFRED', 'ALAN']));
    expect(formalNamesOf('XYZZY')).toEqual([]);
  });
});
