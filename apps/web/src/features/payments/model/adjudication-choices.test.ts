import { describe, expect, it } from 'vitest';
import { allowedActions, closedReason, overridesFor } from './adjudication-choices.js';

const agency = { isLevel1AccessGroup: false };
const level1 = { isLevel1AccessGroup: true };

describe('the actions offered', () => {
  it('let anyone save or submit an open payment; research can only be saved', () => {
    expect(allowedActions([null], 'IMPROPER', agency)).toEqual(['save', 'submit']);
    expect(allowedActions([null], 'IN PROGRESS', agency)).toEqual(['save']);
  });

  it('let only the level-1 group reopen or certify a submitted payment', () => {
    expect(allowedActions(['PROPER (SUBMITTED)'], 'PROPER - OTHER', agency)).toEqual([]);
    expect(allowedActions(['PROPER (SUBMITTED)'], 'PROPER - OTHER', level1)).toEqual(['save', 'certify']);
    expect(closedReason(['IMPROPER (SUBMITTED)'], agency)).toBe(
      'A submitted determination can be reopened or certified only by the level-1 access group.',
    );
  });

  it('offer, for several payments, only what every one of them may take', () => {
    expect(allowedActions([null, 'IMPROPER (PENDING)'], 'IMPROPER', agency)).toEqual(['save', 'submit']);
    expect(allowedActions([null, 'PROPER (SUBMITTED)'], 'IMPROPER', level1)).toEqual(['save']);
    expect(closedReason(['PAYMENT VALID'], level1)).toBe(
      'A certified determination is final: it cannot be changed here.',
    );
    expect(closedReason([null], agency)).toBeNull();
  });

  it('pair overrides with PROPER statuses only, a false-positive override with a false positive', () => {
    expect(overridesFor('IMPROPER')).toEqual([]);
    expect(overridesFor('PROPER - OTHER')).toEqual(['LITIGATION PROCEEDINGS', 'EMERGENCY/DISASTER']);
    expect(overridesFor('PROPER - FALSE POSITIVE')).toContain('FALSE POSITIVE MATCH');
  });
});
