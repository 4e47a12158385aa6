import type { OfacBirthDate } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { ofacDob } from './ofac-birth-date.js';

/** A listed date as the OFAC parser stores it. */
const listed = (text: string, from: string, to: string, approximate = false): OfacBirthDate => ({
  alternateBirthDate: text,
  birthDateFrom: from,
  birthDateTo: to,
  approximate,
});

const fullDate = listed('12 Mar 1965', '1965-03-12', '1965-03-12');
const yearOnly = listed('1966', '1966-01-01', '1966-12-31');
const monthOnly = listed('Feb 1970', '1970-02-01', '1970-02-28');
const range = listed('1951 to 1953', '1951-01-01', '1953-12-31');
const circa = listed('circa 1979', '1979-01-01', '1979-12-31', true);

describe('ofacDob', () => {
  it('gives the listed date that agrees with the query, the first full date otherwise', () => {
    expect(ofacDob([yearOnly, fullDate], '1965-03-12')).toBe('1965-03-12');
    expect(ofacDob([yearOnly, fullDate], '1966-07-01')).toBe('1966');
    expect(ofacDob([yearOnly, fullDate], '1940-01-01')).toBe('1965-03-12');
    expect(ofacDob([yearOnly, fullDate], undefined)).toBe('1965-03-12');
  });

  it('prefers an exact day to a day-month swap and a swap to a year', () => {
    const swapped = listed('03 Dec 1965', '1965-12-03', '1965-12-03');
    expect(ofacDob([yearOnly, swapped, fullDate], '1965-03-12')).toBe('1965-03-12');
    expect(ofacDob([listed('1965', '1965-01-01', '1965-12-31'), swapped], '1965-03-12')).toBe('1965-12-03');
  });

  it('keeps a month as a month, so it can never agree as a full date', () => {
    expect(ofacDob([monthOnly], '1970-02-14')).toBe('1970-02');
  });

  it('never hands a circa date or a range to the engine', () => {
    expect(ofacDob([circa], undefined)).toBeUndefined();
    expect(ofacDob([range, circa], '1979-06-01')).toBeUndefined();
    expect(ofacDob([fullDate, range], '1952-06-01')).toBeUndefined();
    expect(ofacDob([fullDate, range], '1990-06-01')).toBe('1965-03-12');
  });

  it('gives nothing for an entry without dates or with unreadable ones', () => {
    expect(ofacDob(undefined, '1965-03-12')).toBeUndefined();
    expect(
      ofacDob(
        [{ alternateBirthDate: 'unknown', birthDateFrom: null, birthDateTo: null, approximate: false }],
        '1965-03-12',
      ),
    ).toBeUndefined();
  });
});
