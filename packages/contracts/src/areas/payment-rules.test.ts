import { describe, expect, it } from 'vitest';
import type { ScreeningMatch } from './payment-rules.js';
import { daysBetween, evaluatePaymentRules, paymentStatusAfterAdjudication } from './payment-rules.js';

const payment = { workingPaymentDate: '2026-03-03' };

function match(overrides: Partial<ScreeningMatch>): ScreeningMatch {
  return { source: 'DMF', recordId: 1, level: 'CONCLUSIVE', deathDate: '2025-12-01', ...overrides };
}

const codes = (matches: ScreeningMatch[]) => evaluatePaymentRules(payment, matches).hits.map((hit) => hit.ruleCode);

describe('evaluatePaymentRules', () => {
  it('stops a payment on a CONCLUSIVE official death 30 or more days before the payment date', () => {
    for (const source of ['DMF', 'DOD', 'DOS'] as const) {
      const screening = evaluatePaymentRules(payment, [match({ source, deathDate: '2026-02-01' })]);
      expect(screening.paymentStatus).toBe('STOPPED');
      expect(screening.stopRuleApplied).toBe(true);
      expect(screening.daysSinceDeath).toBe(30);
      expect(screening.hits).toEqual([
        expect.objectContaining({ ruleCode: 'SP-DEATH-30', kind: 'STOP', applied: true, source, recordId: 1 }),
      ]);
    }
  });

  it('only flags a death less than 30 days before the payment date', () => {
    const screening = evaluatePaymentRules(payment, [match({ deathDate: '2026-02-02' })]);
    expect(screening.paymentStatus).toBe('ISSUED');
    expect(screening.daysSinceDeath).toBe(29);
    expect(screening.businessRuleApplied).toBe(true);
    expect(codes([match({ deathDate: '2026-02-02' })])).toEqual(['BR-DEATH-RECENT']);
  });

  it('flags a death after the payment date, with negative days since death', () => {
    const screening = evaluatePaymentRules(payment, [match({ deathDate: '2026-03-10' })]);
    expect(screening.paymentStatus).toBe('ISSUED');
    expect(screening.daysSinceDeath).toBe(-7);
    expect(screening.hits.map((hit) => hit.ruleCode)).toEqual(['BR-DEATH-AFTER-PAYMENT']);
  });

  it('flags a PROBABLE death match and never stops on it, however old the death', () => {
    const screening = evaluatePaymentRules(payment, [match({ level: 'PROBABLE', deathDate: '2020-01-01' })]);
    expect(screening.paymentStatus).toBe('ISSUED');
    expect(screening.hits.map((hit) => hit.ruleCode)).toEqual(['BR-PROBABLE-DEATH']);
  });

  it('fires no rule on a name-only POSSIBLE match, but counts its death in the days since death', () => {
    const screening = evaluatePaymentRules(payment, [match({ level: 'POSSIBLE', deathDate: '2026-01-02' })]);
    expect(screening.hits).toEqual([]);
    expect(screening.paymentStatus).toBe('ISSUED');
    expect(screening.daysSinceDeath).toBe(60);
  });

  it('shows the AIS stop rule in soft launch without stopping the payment, and flags the AIS match', () => {
    const screening = evaluatePaymentRules(payment, [match({ source: 'AIS-OB', deathDate: '2025-06-01' })]);
    expect(screening.paymentStatus).toBe('ISSUED');
    expect(screening.stopRuleApplied).toBe(false);
    expect(screening.softLaunch).toBe(true);
    expect(screening.businessRuleApplied).toBe(true);
    expect(screening.hits).toEqual([
      expect.objectContaining({ ruleCode: 'SP-AIS-DEATH-30', kind: 'STOP', applied: false }),
      expect.objectContaining({ ruleCode: 'BR-AIS-DEATH', kind: 'BUSINESS', applied: true }),
    ]);
  });

  it('flags a CONCLUSIVE official match without a death date instead of stopping', () => {
    const screening = evaluatePaymentRules(payment, [match({ deathDate: null })]);
    expect(screening.paymentStatus).toBe('ISSUED');
    expect(screening.daysSinceDeath).toBeNull();
    expect(screening.hits.map((hit) => hit.ruleCode)).toEqual(['BR-DEATH-DATE-MISSING']);
  });

  it('issues a payment with no counted match, and counts days from the earliest death', () => {
    expect(evaluatePaymentRules(payment, [])).toEqual({
      hits: [],
      paymentStatus: 'ISSUED',
      daysSinceDeath: null,
      stopRuleApplied: false,
      businessRuleApplied: false,
      softLaunch: false,
    });
    const screening = evaluatePaymentRules(payment, [
      match({ source: 'DOD', recordId: 2, deathDate: '2026-02-20' }),
      match({ source: 'DMF', recordId: 3, deathDate: '2026-01-02' }),
    ]);
    expect(screening.daysSinceDeath).toBe(60);
    expect(screening.paymentStatus).toBe('STOPPED');
    expect(screening.hits.map((hit) => [hit.ruleCode, hit.source, hit.recordId])).toEqual([
      ['BR-DEATH-RECENT', 'DOD', 2],
      ['SP-DEATH-30', 'DMF', 3],
    ]);
  });

  it('gives every hit its long description', () => {
    const screening = evaluatePaymentRules(payment, [match({ source: 'AIS-PR', level: 'PROBABLE' })]);
    expect(screening.hits[0]?.longDesc).toMatch(/American InfoSource/);
  });
});

describe('daysBetween', () => {
  it('counts calendar days across a daylight-saving change and a leap day', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});

describe('paymentStatusAfterAdjudication', () => {
  const stopped = { stopRuleApplied: true, override: null };

  it('releases a stopped payment decided proper with an override, on submission or certification', () => {
    for (const to of ['PROPER (SUBMITTED)', 'PAYMENT VALID'] as const) {
      expect(paymentStatusAfterAdjudication({ ...stopped, to, override: 'LITIGATION PROCEEDINGS' })).toBe('ISSUED');
    }
  });

  it('keeps a stopped payment stopped when decided proper without an override, or only as a draft', () => {
    expect(paymentStatusAfterAdjudication({ ...stopped, to: 'PROPER (SUBMITTED)' })).toBe('STOPPED');
    expect(paymentStatusAfterAdjudication({ ...stopped, to: 'PROPER (PENDING)', override: 'EMERGENCY/DISASTER' })).toBe(
      'STOPPED',
    );
    expect(paymentStatusAfterAdjudication({ ...stopped, to: null })).toBe('STOPPED');
  });

  it('holds a submitted improper payment and invalidates a certified one', () => {
    const issued = { stopRuleApplied: false, override: null };
    expect(paymentStatusAfterAdjudication({ ...issued, to: 'IMPROPER (PENDING)' })).toBe('ISSUED');
    expect(paymentStatusAfterAdjudication({ ...issued, to: 'IMPROPER (SUBMITTED)' })).toBe('STOPPED');
    expect(paymentStatusAfterAdjudication({ ...issued, to: 'PAYMENT INVALID' })).toBe('INVALID');
    expect(paymentStatusAfterAdjudication({ ...stopped, to: 'PAYMENT INVALID' })).toBe('INVALID');
  });

  it('falls back to the screening when a submission is reopened to a draft', () => {
    expect(paymentStatusAfterAdjudication({ stopRuleApplied: false, to: 'PROPER (PENDING)', override: null })).toBe(
      'ISSUED',
    );
  });
});
