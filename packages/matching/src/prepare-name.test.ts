import { describe, expect, it } from 'vitest';
import { prepareName } from './prepare-name.js';

const texts = (name: string, kind: 'person' | 'entity' | 'unknown' = 'unknown'): string[] =>
  prepareName(name, kind).tokens.map((token) => token.text);

describe('prepareName', () => {
  it('folds case, diacritics and punctuation', () => {
    expect(texts('José  Müller-Lüdenscheidt')).toEqual(['JOSE', 'MULLER', 'LUDENSCHEIDT']);
    expect(texts("Patrick O'Brien")).toEqual(['PATRICK', 'OBRIEN']);
  });

  it('drops honorifics and post-nominals, and keeps the generational suffix aside', () => {
    const name = prepareName('Dr. John A. Smith Jr., Esq.', 'person');
    expect(name.tokens.map((t) => t.text)).toEqual(['JOHN', 'A', 'SMITH']);
    expect(name.suffix).toBe('JR');
    expect(prepareName('John Smith III').suffix).toBe('III');
  });

  it('reads "LAST, FIRST" as "FIRST LAST" but not "NAME, INC"', () => {
    expect(texts('SMITH, JOHN ROBERT')).toEqual(['JOHN', 'ROBERT', 'SMITH']);
    expect(texts('ACME SUPPLY, INC.')).toEqual(['ACME', 'SUPPLY', 'INC']);
  });

  it('marks single letters as initials and middle words as middle', () => {
    const name = prepareName('J. Robert Smith', 'person');
    expect(name.tokens.map((t) => t.role)).toEqual(['initial', 'word', 'word']);
    expect(name.tokens.map((t) => t.middle)).toEqual([false, true, false]);
  });

  it('turns legal forms, spelled out or abbreviated, into weak tokens', () => {
    expect(prepareName('Acme Supply Incorporated').legalForms).toEqual(['INC']);
    expect(prepareName('Bosch Gesellschaft mit beschränkter Haftung').legalForms).toEqual(['GMBH']);
    expect(prepareName('Orlen Sp. z o.o.').legalForms).toEqual(['SP Z O O']);
    expect(prepareName('ООО Ромашка').legalForms).toEqual(['OOO']);
    expect(prepareName('Acme Co., Ltd.').legalForms).toEqual(['CO LTD']);
    const legal = prepareName('ACME LLC').tokens.find((t) => t.text === 'LLC');
    expect(legal?.role).toBe('legal');
    expect(legal?.weight).toBeLessThan(0.5);
  });

  it('expands organization abbreviations and joins spaced acronyms', () => {
    expect(texts('St. Jude Intl Hosp', 'entity')).toEqual(['SAINT', 'JUDE', 'INTERNATIONAL', 'HOSPITAL']);
    expect(texts('A.B.C. Holdings LLC')).toEqual(['ABC', 'HOLDINGS', 'LLC']);
  });

  it('infers the kind when not given: a legal form or an organization word makes an entity', () => {
    expect(prepareName('Acme Supply LLC').kind).toBe('entity');
    expect(prepareName('First Baptist Church').kind).toBe('entity');
    expect(prepareName('MOL Korlatolt Felelossegu Tarsasag').kind).toBe('entity');
    expect(prepareName('John Smith').kind).toBe('person');
    expect(prepareName('Sal Smith').kind).toBe('person');
  });

  it('romanizes Chinese as surname then joined given name, and flags Arabic and Hebrew script', () => {
    expect(texts('习近平')).toEqual(['XI', 'JINPING']);
    expect(prepareName('محمد علي').abjad).toBe(true);
    expect(prepareName('Владимир Путин').abjad).toBe(false);
    expect(texts('Владимир Путин')).toEqual(['VLADIMIR', 'PUTIN']);
  });

  it('accepts structured name parts', () => {
    expect(
      prepareName({ first: 'John', middle: 'Q', last: 'Public', kind: 'person' }).tokens.map((t) => t.text),
    ).toEqual(['JOHN', 'Q', 'PUBLIC']);
  });
});
