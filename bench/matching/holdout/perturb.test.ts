import { describe, expect, it } from 'vitest';
import { seededRandom } from '../labelled-pair.js';
import { patronymic, toCyrillic, typo, typoKinds } from './perturb.js';

describe('held-out set perturbations', () => {
  it('makes one edit per typo and keeps the first letter', () => {
    const random = seededRandom(7);
    for (const kind of typoKinds) {
      for (let i = 0; i < 50; i++) {
        const changed = typo(random, 'MARGARET', kind);
        expect(changed.charAt(0)).toBe('M');
        expect(Math.abs(changed.length - 'MARGARET'.length)).toBeLessThanOrEqual(1);
      }
    }
    expect(typo(random, 'MARGARET', 'delete')).toHaveLength(7);
  });

  it('writes Russian names back in Cyrillic and builds patronymics', () => {
    expect(toCyrillic('SERGEI IVANOV')).toBe('Сергей Иванов');
    expect(toCyrillic('DMITRY')).toBe('Дмитрий');
    expect(patronymic('IVAN', 'm')).toBe('IVANOVICH');
    expect(patronymic('SERGEI', 'f')).toBe('SERGEEVNA');
    expect(patronymic('DMITRY', 'm')).toBe('DMITRIEVICH');
  });
});
