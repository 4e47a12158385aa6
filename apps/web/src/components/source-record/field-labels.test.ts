import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels.js';

describe('fieldLabel', () => {
  it('turns attribute names into sentence-case labels with acronyms kept', () => {
    expect(fieldLabel('exclusionDate')).toBe('Exclusion date');
    expect(fieldLabel('cageCode')).toBe('CAGE code');
    expect(fieldLabel('abaRoutingNumber')).toBe('ABA routing number');
    expect(fieldLabel('addressLine1')).toBe('Address line 1');
    expect(fieldLabel('tin')).toBe('TIN');
    expect(fieldLabel('ssn')).toBe('SSN');
    expect(fieldLabel('naicsDetails')).toBe('NAICS details');
  });

  it('uses the reader-facing names where the attribute name would mislead', () => {
    expect(fieldLabel('entNum')).toBe('SDN entry number');
    expect(fieldLabel('countyCode')).toBe('Issuing country');
  });
});
