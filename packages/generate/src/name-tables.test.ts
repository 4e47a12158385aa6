import { describe, expect, it } from 'vitest';
import { Population } from './population.js';

function countOf(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe('generated names', () => {
  const population = new Population('name-tail');
  const people = Array.from({ length: 50_000 }, (_, i) => population.deceased(i));

  it('keep the real head of US surnames and add a long tail, as the Census surname file has', () => {
    const surnames = [...countOf(people.map((p) => p.lastName)).entries()].sort((a, b) => b[1] - a[1]);
    expect(surnames[0]?.[0]).toBe('SMITH');
    // The 200 most common US surnames hold about a fifth of people; about 3,000 names hold half.
    const topTwoHundred = surnames.slice(0, 200).reduce((sum, [, n]) => sum + n, 0) / people.length;
    expect(topTwoHundred).toBeGreaterThan(0.17);
    expect(topTwoHundred).toBeLessThan(0.27);
    expect(surnames.length).toBeGreaterThan(20_000);
  });

  it('give most people of an exclusion-list-sized set a full name nobody else in it has', () => {
    const fullNames = countOf(people.map((p) => `${p.firstName} ${p.lastName}`));
    const alone = people.filter((p) => fullNames.get(`${p.firstName} ${p.lastName}`) === 1).length;
    expect(alone / people.length).toBeGreaterThan(0.9);
  });

  it('spell every invented name in capital letters, as the real ones are', () => {
    for (const person of people.slice(0, 5_000)) {
      expect(person.lastName).toMatch(/^[A-Z]+( [A-Z]+)?$/);
      expect(person.firstName).toMatch(/^[A-Z]+$/);
    }
  });

  it('draw the same names for the same person index whatever was drawn before', () => {
    const again = new Population('name-tail');
    for (const index of [49_999, 7, 31_337]) expect(again.deceased(index)).toEqual(people[index]);
  });
});
