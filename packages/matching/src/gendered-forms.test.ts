import { describe, expect, it } from 'vitest';
import { areGenderedForms } from './gendered-forms.js';

describe('areGenderedForms', () => {
  it.each([
    ['PAUL', 'PAULA'],
    ['MARIO', 'MARIA'],
    ['ALEXANDRA', 'ALEXANDER'],
    ['JOSEPH', 'JOSEPHINE'],
    ['DANIEL', 'DANIELLE'],
  ])('reads %s and %s as two people', (a, b) => {
    expect(areGenderedForms(a, b)).toBe(true);
  });

  it.each([
    ['ANN', 'ANNE', 'a respelling, not a feminine form'],
    ['CAROL', 'CAROLE', 'a respelling, not a feminine form'],
    ['IVANOV', 'IVANOVA', 'a Slavic surname of one family'],
    ['DONN', 'DONNA', 'a clipped name'],
    ['JOHN', 'JOHN', 'the same name'],
  ])('does not separate %s and %s (%s)', (a, b) => {
    expect(areGenderedForms(a, b)).toBe(false);
  });
});
