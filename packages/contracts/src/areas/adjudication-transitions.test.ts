import { describe, expect, it } from 'vitest';
import { paymentAdjudicationStatuses } from '../enums.js';
import type { AdjudicationState } from './adjudication-transitions.js';
import { adjudicationTarget, canTransition, planAdjudication } from './adjudication-transitions.js';

const agency = { isLevel1AccessGroup: false };
const level1 = { isLevel1AccessGroup: true };
const allStates: AdjudicationState[] = [null, ...paymentAdjudicationStatuses];

describe('canTransition', () => {
  it('lets any adjudicator save or submit a first determination, or keep researching', () => {
    for (const to of [
      null,
      'PROPER (PENDING)',
      'IMPROPER (PENDING)',
      'PROPER (SUBMITTED)',
      'IMPROPER (SUBMITTED)',
    ] as const) {
      expect(canTransition(null, to, agency)).toBe(true);
    }
  });

  it('lets any adjudicator change a pending draft and submit it on either side', () => {
    expect(canTransition('PROPER (PENDING)', 'IMPROPER (PENDING)', agency)).toBe(true);
    expect(canTransition('PROPER (PENDING)', 'PROPER (PENDING)', agency)).toBe(true);
    expect(canTransition('IMPROPER (PENDING)', 'IMPROPER (SUBMITTED)', agency)).toBe(true);
    expect(canTransition('IMPROPER (PENDING)', 'PROPER (SUBMITTED)', agency)).toBe(true);
  });

  it('never takes a determination back to "not adjudicated"', () => {
    for (const from of paymentAdjudicationStatuses) {
      expect(canTransition(from, null, level1)).toBe(false);
    }
  });

  it('lets no one certify from the open or pending stage', () => {
    for (const from of [null, 'PROPER (PENDING)', 'IMPROPER (PENDING)'] as const) {
      expect(canTransition(from, 'PAYMENT VALID', level1)).toBe(false);
      expect(canTransition(from, 'PAYMENT INVALID', level1)).toBe(false);
    }
  });

  it('makes a submitted determination final for the agency adjudicator', () => {
    for (const from of ['PROPER (SUBMITTED)', 'IMPROPER (SUBMITTED)'] as const) {
      for (const to of allStates) {
        expect(canTransition(from, to, agency)).toBe(false);
      }
    }
  });

  it('lets the level-1 group reopen a submitted determination to either pending state', () => {
    expect(canTransition('PROPER (SUBMITTED)', 'IMPROPER (PENDING)', level1)).toBe(true);
    expect(canTransition('IMPROPER (SUBMITTED)', 'IMPROPER (PENDING)', level1)).toBe(true);
  });

  it('does not let the level-1 group flip a submitted side without reopening it', () => {
    expect(canTransition('PROPER (SUBMITTED)', 'IMPROPER (SUBMITTED)', level1)).toBe(false);
    expect(canTransition('PROPER (SUBMITTED)', 'PROPER (SUBMITTED)', level1)).toBe(false);
  });

  it('lets the level-1 group certify only the side that was submitted', () => {
    expect(canTransition('PROPER (SUBMITTED)', 'PAYMENT VALID', level1)).toBe(true);
    expect(canTransition('IMPROPER (SUBMITTED)', 'PAYMENT INVALID', level1)).toBe(true);
    expect(canTransition('PROPER (SUBMITTED)', 'PAYMENT INVALID', level1)).toBe(false);
    expect(canTransition('IMPROPER (SUBMITTED)', 'PAYMENT VALID', level1)).toBe(false);
  });

  it('makes certified results final for everyone', () => {
    for (const from of ['PAYMENT VALID', 'PAYMENT INVALID'] as const) {
      for (const to of allStates) {
        expect(canTransition(from, to, level1)).toBe(false);
      }
    }
  });

  it('gives the level-1 group every move the agency adjudicator has', () => {
    for (const from of allStates) {
      for (const to of allStates) {
        if (canTransition(from, to, agency)) expect(canTransition(from, to, level1)).toBe(true);
      }
    }
  });
});

describe('adjudicationTarget', () => {
  it('maps a status and an action to the payment state asked for', () => {
    expect(adjudicationTarget('PROPER - FALSE POSITIVE', 'save')).toBe('PROPER (PENDING)');
    expect(adjudicationTarget('IMPROPER', 'submit')).toBe('IMPROPER (SUBMITTED)');
    expect(adjudicationTarget('PROPER - OTHER', 'certify')).toBe('PAYMENT VALID');
    expect(adjudicationTarget('IMPROPER', 'certify')).toBe('PAYMENT INVALID');
    expect(adjudicationTarget('IN PROGRESS', 'save')).toBeNull();
    expect(adjudicationTarget('IN PROGRESS', 'submit')).toBeUndefined();
  });
});

describe('planAdjudication', () => {
  it('allows an agency submission of a pending draft', () => {
    const plan = planAdjudication('PROPER (PENDING)', { status: 'PROPER - BUSINESS REASON', action: 'submit' }, agency);
    expect(plan).toEqual({ allowed: true, from: 'PROPER (PENDING)', to: 'PROPER (SUBMITTED)' });
  });

  it('refuses an agency reopen as level-1 only, so the API answers 403', () => {
    const plan = planAdjudication('IMPROPER (SUBMITTED)', { status: 'IMPROPER', action: 'save' }, agency);
    expect(plan).toMatchObject({ allowed: false, reason: 'level1Only' });
  });

  it('refuses a move no one may make as notAllowed, so the API answers 409', () => {
    const plan = planAdjudication('PAYMENT VALID', { status: 'IMPROPER', action: 'save' }, level1);
    expect(plan).toEqual({
      allowed: false,
      reason: 'notAllowed',
      detail: 'cannot move from PAYMENT VALID to IMPROPER (PENDING)',
    });
  });

  it('refuses submitting research in progress', () => {
    const plan = planAdjudication(null, { status: 'IN PROGRESS', action: 'submit' }, level1);
    expect(plan).toMatchObject({ allowed: false, reason: 'notAllowed' });
  });
});
