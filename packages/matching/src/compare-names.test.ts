import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names.js';
import { defaultMatchConfig } from './config.js';

const score = (a: string, b: string, kind: 'person' | 'entity' | 'unknown' = 'unknown'): number =>
  compareNames(a, b, { kind }).score;
const texts = (a: string, b: string): string[] => compareNames(a, b).features.map((f) => f.text);
const threshold = defaultMatchConfig.possibleThreshold;

describe('compareNames: the same party written differently scores above the POSSIBLE threshold', () => {
  it.each([
    ['JOHN SMITH', 'john  smith.', 'case and punctuation'],
    ['SMITH, JOHN', 'JOHN SMITH', 'word order'],
    ['JOHN ROBERT SMITH', 'JOHN SMITH', 'dropped middle name'],
    ['J. SMITH', 'JOHN SMITH', 'initial'],
    ['BILL CLINTON', 'WILLIAM CLINTON', 'nickname'],
    ['PEGGY OLSON', 'MARGARET OLSON', 'nickname'],
    ['JONATHAN SMIHT', 'JONATHAN SMITH', 'typo'],
    ['Владимир Путин', 'VLADIMIR PUTIN', 'Cyrillic'],
    ['محمد علي', 'MOHAMMED ALI', 'Arabic'],
    ['习近平', 'XI JINPING', 'Chinese'],
    ['Αλέξης Τσίπρας', 'ALEXIS TSIPRAS', 'Greek'],
    ['MUHAMMAD ABD AL RAHMAN', 'MOHAMED ABDULRAHMAN', 'Latin variants and joined words'],
    ['SERGEI IVANOFF', 'SERGEY IVANOV', '-OFF/-OV and Y/I'],
    ['ACME SUPPLY INC', 'Acme Supply Incorporated', 'spelled-out legal form'],
    ['ACME SUPPLY INC', 'ACME SUPPLY LLC', 'different legal form'],
    ['SIEMENS AG', 'SIEMENS AKTIENGESELLSCHAFT', 'foreign legal form'],
    ['JOHAN DE LEON', 'JOHAN DELEON', 'particle joined to the surname'],
    ['MARIA DE LA CRUZ', 'MARIA DELACRUZ', 'particles joined to the surname'],
    ['DIFUSO COMUNICACIONES, SOCIEDAD ANONIMA', 'DIFUSO COMUNICACIONES S.A.', 'legal form after a comma'],
    ['SCUADRA FORTIA, S.A. DE C.V.', 'SCUADRA FORTIA SA DE CV', 'spaced legal form after a comma'],
    ['ZHANG WEI', 'CHANG WEI', 'Wade-Giles surname'],
    ['LEE SEOYEON', 'YI SEO-YEON', 'Korean surname spelling'],
    ['YOUNG MENS CHRISTIAN ASSOCIATION', 'YMCA', 'acronym'],
    ['राजेश शर्मा', 'RAJESH SHARMA', 'Devanagari'],
  ])('%s ~ %s (%s)', (a, b) => {
    expect(score(a, b)).toBeGreaterThanOrEqual(threshold);
  });
});

describe('compareNames: different parties score below the threshold', () => {
  it.each([
    ['JOHN SMITH', 'MARY SMITH', 'shared surname'],
    ['JOHN SMITH', 'JOHN BROWN', 'shared given name'],
    ['ACME SUPPLY INC', 'ACME SERVICES INC', 'similar company names'],
    ['SMITH', 'JOHN SMITH', 'surname alone'],
    ['OLUWOLE A OGUNGBUYI', 'ABENI O OGUNGBUYI', 'initials in other places'],
    ['Владимир Путин', 'VLADIMIR POTANIN', 'another person in Latin'],
    ['JOHN ROBERT SMITH', 'JOHN WILLIAM SMITH', 'different middle names'],
    ['IVAN PETROVICH SIDOROV', 'IVAN SERGEEVICH SIDOROV', 'different patronymics'],
    ['AHMED BIN ALI AL-MASRI', 'AHMED BIN OMAR AL-MASRI', "different fathers' names"],
    ['JOHN SMITH JR', 'JOHN SMITH SR', 'father and son'],
    ['ALEXANDER WEBER', 'ALEXANDRA WEBER', 'masculine and feminine forms'],
    ['PAUL FLORES', 'PAULA FLORES', 'masculine and feminine forms'],
    ['TEAMSTERS LOCAL 152', 'TEAMSTERS LOCAL 153', 'numbers differ'],
    ['RASHID BIN IBRAHIM HADDAD', 'RASHID BIN IBRAHIM AL-ZAHRANI', 'shared start, other surname'],
    ['ABDULLAH AL-MASRI', 'ABDULRAHMAN AL-MASRI', 'other name after ABD-'],
  ])('%s vs %s (%s)', (a, b) => {
    expect(score(a, b)).toBeLessThan(threshold);
  });
});

describe('compareNames: scores and explanations', () => {
  it('gives 1 to identical names and ranks an exact spelling above a variant', () => {
    expect(score('JOHN SMITH', 'JOHN SMITH')).toBe(1);
    expect(score('MOHAMMED ALI', 'MOHAMMED ALI')).toBeGreaterThan(score('MOHAMMED ALI', 'MUHAMMAD ALI'));
  });

  it('makes the contributions add up to the score', () => {
    const result = compareNames('JOHN ROBERT SMITH', 'SMITH, JON');
    const sum = result.features.reduce((total, f) => total + f.contribution, 0);
    expect(sum).toBeCloseTo(result.score, 2);
  });

  it('explains each agreement in plain words', () => {
    expect(texts('JOHN SMITH', 'BILL SMITH')).toContain('Last name SMITH agrees exactly');
    expect(texts('WILLIAM SMITH', 'BILL SMITH')).toContain('Given name BILL is a common nickname of WILLIAM');
    expect(texts('MUHAMMAD ALI', 'MOHAMMED ALI')).toContain(
      'Given name MUHAMMAD and MOHAMMED are spellings of the same name',
    );
    expect(texts('J SMITH', 'JOHN SMITH')).toContain('Initial J matches the name JOHN');
    expect(texts('JOHN SCHMIDT', 'JOHN SMIT')).toContain('Last name SCHMIDT sounds like SMIT');
    expect(texts('JOHN SMITH', 'JOHN SMIHT')[1]).toMatch(
      /^Last name SMITH and SMIHT differ by a likely typing error \(\d+% alike\)$/,
    );
    expect(texts('JOHN ROBERT SMITH', 'JOHN SMITH')).toContain(
      'Middle name ROBERT is missing from "JOHN SMITH", as when a middle name is dropped',
    );
    expect(texts('JOHN SMITH', 'SMITH JOHN')).toContain('The words appear in a different order');
    expect(texts('PAUL FLORES', 'PAULA FLORES')).toContain(
      'Given name PAUL and PAULA are the masculine and feminine forms of a name: two people',
    );
    expect(texts('ABDULRAHMAN KHALIL', 'ABDUL RAHMAN KHALIL')[0]).toMatch(
      /agree when spaces between words are ignored/,
    );
  });

  it('counts a generational suffix conflict against the match', () => {
    const result = compareNames('JOHN SMITH JR', 'JOHN SMITH SR');
    expect(result.score).toBeLessThan(score('JOHN SMITH JR', 'JOHN SMITH'));
    expect(result.features.map((f) => f.text)).toContain('Generational suffix JR differs from SR');
  });

  it('uses nicknames only for persons', () => {
    expect(score('BILL SMITH', 'WILLIAM SMITH', 'entity')).toBeLessThan(score('BILL SMITH', 'WILLIAM SMITH', 'person'));
  });

  it('reads a name as an organization when the other side is one', () => {
    const result = compareNames('JOHNSON BROTHERS', 'JOHNSON BROTHERS LLC');
    expect(result.score).toBeGreaterThanOrEqual(threshold);
    expect(result.features.map((f) => f.text)).toContain('Legal form LLC does not appear in "JOHNSON BROTHERS"');
  });
});
