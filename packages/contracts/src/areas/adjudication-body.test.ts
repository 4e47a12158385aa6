import { describe, expect, it } from 'vitest';
import { AdjudicationAnswer, AdjudicationBody } from './adjudication-body.js';

const attributes = {
  paymentId: 'P2024052900017731',
  agencyPartyId: 5523107,
  matchAdjudicationStatusTypeCode: 'PROPER - BUSINESS REASON',
  action: 'save',
  matchAdjudicationStatusComment: 'Payment covers services rendered before the date of death.',
};
const body = (overrides: Record<string, unknown>) => ({
  data: { attributes: { ...attributes, ...overrides } },
  meta: { client_timezone_offset: 240 },
});

describe('POST adjudication body', () => {
  it('accepts a saved determination and trims the comment', () => {
    const parsed = AdjudicationBody.parse(body({ matchAdjudicationStatusComment: '  Services before death.  ' }));
    expect(parsed.data.attributes.matchAdjudicationStatusComment).toBe('Services before death.');
    expect(parsed.meta?.client_timezone_offset).toBe(240);
  });

  it('accepts an emergency override on a proper determination', () => {
    expect(AdjudicationBody.safeParse(body({ agencyOverrideDesc: 'EMERGENCY/DISASTER' })).success).toBe(true);
  });

  it('refuses a comment over 1,000 characters but takes exactly 1,000', () => {
    expect(AdjudicationBody.safeParse(body({ matchAdjudicationStatusComment: 'a'.repeat(1000) })).success).toBe(true);
    expect(AdjudicationBody.safeParse(body({ matchAdjudicationStatusComment: 'a'.repeat(1001) })).success).toBe(false);
  });

  it('refuses the empty status, which only means "never adjudicated", and unknown ones', () => {
    expect(AdjudicationBody.safeParse(body({ matchAdjudicationStatusTypeCode: '' })).success).toBe(false);
    expect(AdjudicationBody.safeParse(body({ matchAdjudicationStatusTypeCode: 'PROPER (PENDING)' })).success).toBe(
      false,
    );
  });

  it('refuses an unknown override and an override on an improper determination', () => {
    expect(AdjudicationBody.safeParse(body({ agencyOverrideDesc: 'COURT ORDER' })).success).toBe(false);
    const improper = body({
      matchAdjudicationStatusTypeCode: 'IMPROPER',
      agencyOverrideDesc: 'LITIGATION PROCEEDINGS',
    });
    expect(AdjudicationBody.safeParse(improper).success).toBe(false);
  });

  it('takes a false-positive override only with PROPER - FALSE POSITIVE', () => {
    expect(AdjudicationBody.safeParse(body({ agencyOverrideDesc: 'FALSE POSITIVE MATCH' })).success).toBe(false);
    const matching = body({
      matchAdjudicationStatusTypeCode: 'PROPER - FALSE POSITIVE',
      agencyOverrideDesc: 'FALSE POSITIVE MATCH',
    });
    expect(AdjudicationBody.safeParse(matching).success).toBe(true);
  });

  it('needs a comment for PROPER - OTHER, and a blank one does not count', () => {
    const other = { matchAdjudicationStatusTypeCode: 'PROPER - OTHER' };
    expect(AdjudicationBody.safeParse(body({ ...other, matchAdjudicationStatusComment: undefined })).success).toBe(
      false,
    );
    expect(AdjudicationBody.safeParse(body({ ...other, matchAdjudicationStatusComment: '   ' })).success).toBe(false);
    expect(AdjudicationBody.safeParse(body(other)).success).toBe(true);
  });

  it('lets research in progress be saved but not submitted', () => {
    expect(AdjudicationBody.safeParse(body({ matchAdjudicationStatusTypeCode: 'IN PROGRESS' })).success).toBe(true);
    const submitted = body({ matchAdjudicationStatusTypeCode: 'IN PROGRESS', action: 'submit' });
    expect(AdjudicationBody.safeParse(submitted).success).toBe(false);
  });

  it('refuses a party id sent as text and an unknown action', () => {
    expect(AdjudicationBody.safeParse(body({ agencyPartyId: '5523107' })).success).toBe(false);
    expect(AdjudicationBody.safeParse(body({ action: 'approve' })).success).toBe(false);
  });
});

describe('POST adjudication answer', () => {
  it('is an empty data array', () => {
    expect(AdjudicationAnswer.safeParse({ data: [], meta: { 'transaction-id': 'a1b2' } }).success).toBe(true);
    expect(AdjudicationAnswer.safeParse({ data: [{ id: '1' }] }).success).toBe(false);
  });
});
