import { describe, expect, it } from 'vitest';
import { jaro, jaroWinkler } from './jaro-winkler.js';

describe('jaroWinkler', () => {
  it('reproduces the published values of Winkler (1990)', () => {
    expect(jaroWinkler('MARTHA', 'MARHTA')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('DWAYNE', 'DUANE')).toBeCloseTo(0.84, 3);
    expect(jaroWinkler('DIXON', 'DICKSONX')).toBeCloseTo(0.813, 3);
  });

  it('gives the plain Jaro value before the prefix bonus', () => {
    expect(jaro('MARTHA', 'MARHTA')).toBeCloseTo(0.944, 3);
  });

  it('rates identical strings 1 and strings with nothing in common 0', () => {
    expect(jaroWinkler('SMITH', 'SMITH')).toBe(1);
    expect(jaroWinkler('ABC', 'XYZ')).toBe(0);
    expect(jaroWinkler('', 'SMITH')).toBe(0);
  });

  it('handles strings longer than its internal buffer', () => {
    const long = 'A'.repeat(100);
    expect(jaroWinkler(long, `${long}B`)).toBeGreaterThan(0.99);
  });
});
