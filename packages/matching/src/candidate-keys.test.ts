import { describe, expect, it } from 'vitest';
import { nameKeys, shareKey } from './candidate-keys.js';
import { prepareName } from './prepare-name.js';

const keys = (name: string): string[] => nameKeys(prepareName(name));
const share = (a: string, b: string): boolean => shareKey(prepareName(a), prepareName(b));

describe('nameKeys', () => {
  it('keeps a handful of keys per name, none for legal forms or connecting words', () => {
    const list = keys('The Acme Supply Company LLC');
    expect(list.length).toBeLessThanOrEqual(12);
    expect(list.some((key) => key.endsWith(':LLC') || key.endsWith(':THE'))).toBe(false);
    expect(list).toContain('t:ACME');
  });

  it('brings up variants the scorer accepts', () => {
    expect(share('BILL CLINTON', 'WILLIAM J CLINTON')).toBe(true);
    expect(share('BILL JEFFERSON', 'WILLIAM CLINTON')).toBe(true);
    expect(share('محمد علي', 'MOHAMMED HUSSEIN')).toBe(true);
    expect(share('ABDULRAHMAN', 'ABDUL RAHMAN')).toBe(true);
    expect(share('SMITH', 'SMYTHE')).toBe(true);
  });

  it('pairs the sound codes of two words of a person, in either order and through nicknames', () => {
    const pairs = (name: string, kind: 'person' | 'entity' = 'person'): string[] =>
      nameKeys(prepareName(name, kind)).filter((key) => key.startsWith('q:'));
    const common = (a: string, b: string): string[] => pairs(a).filter((key) => pairs(b).includes(key));
    expect(common('JOHN SMITH', 'SMYTHE JON')).not.toEqual([]);
    expect(common('BILL SMITH', 'WILLIAM A SMITH')).not.toEqual([]);
    expect(common('JOHN SMITH', 'JOHN BROWN')).toEqual([]);
    expect(pairs('ACME SUPPLY COMPANY', 'entity')).toEqual([]);
    expect(pairs('SMITH')).toEqual([]);
  });

  it('pairs the sound of one word with the first letter of another: a typo in the other word or an initial', () => {
    const initialPairs = (name: string): string[] => keys(name).filter((key) => key.startsWith('i:'));
    const common = (a: string, b: string): string[] => initialPairs(a).filter((key) => initialPairs(b).includes(key));
    expect(common('BETTY MAETINEZ', 'BETTY MARTINEZ')).toContain('i:PT|M');
    expect(common('J SMITH', 'JOHN SMITH')).toEqual(['i:SM0|J']);
    expect(common('BILL SMITH', 'WILLIAM SMITH')).toContain('i:SM0|W');
    expect(common('BETTY MAETINEZ', 'BETTY NUNEZ')).toEqual([]);
  });

  it('makes pairs among four words at most: the first three and the last', () => {
    const pairs = keys('BRANDT KOWALSKI DORNER MELNYK ZAVALA FRITZSCHE').filter((key) => key.startsWith('q:'));
    expect(pairs).toHaveLength(6);
    expect(pairs).toContain('q:FRTSX|PRNT');
    expect(pairs.some((key) => key.includes('MLNK') || key.includes('SFL'))).toBe(false);
  });

  it('keeps unrelated names apart', () => {
    expect(share('JOHN SMITH', 'MARY BROWN')).toBe(false);
  });
});
