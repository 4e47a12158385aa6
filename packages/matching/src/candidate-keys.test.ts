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

  it('keeps unrelated names apart', () => {
    expect(share('JOHN SMITH', 'MARY BROWN')).toBe(false);
  });
});
