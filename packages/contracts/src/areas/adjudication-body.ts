import { z } from 'zod';
import { EmptyData, postBody } from '../envelope.js';
import { AgencyOverrideDesc, SettableMatchAdjudicationStatus } from './area-enums.js';
import { AdjudicationAction } from './adjudication-transitions.js';
import { ADJUDICATION_COMMENT_MAX } from './payments.js';
import { AgencyPartyId } from './wire-formats.js';

/**
 * POST adjudication: one determination on one matched payment (the spec leaves
 * the body open; this is our design, see docs/adjudication.md).
 */
export const AdjudicationAttributes = z
  .object({
    paymentId: z.string().min(1),
    agencyPartyId: AgencyPartyId,
    matchAdjudicationStatusTypeCode: SettableMatchAdjudicationStatus,
    action: AdjudicationAction,
    matchAdjudicationStatusComment: z.string().trim().min(1).max(ADJUDICATION_COMMENT_MAX).optional(),
    agencyOverrideDesc: AgencyOverrideDesc.optional(),
  })
  .superRefine((body, ctx) => {
    const status = body.matchAdjudicationStatusTypeCode;
    if (status === 'IN PROGRESS' && body.action !== 'save') {
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'research in progress can only be saved' });
    }
    // An override is the reason an agency pays despite a match, so it only goes with a PROPER determination.
    if (body.agencyOverrideDesc !== undefined && !status.startsWith('PROPER')) {
      ctx.addIssue({ code: 'custom', path: ['agencyOverrideDesc'], message: 'an override needs a PROPER status' });
    }
    if (body.agencyOverrideDesc === 'FALSE POSITIVE MATCH' && status !== 'PROPER - FALSE POSITIVE') {
      ctx.addIssue({
        code: 'custom',
        path: ['agencyOverrideDesc'],
        message: 'a false-positive override needs PROPER - FALSE POSITIVE',
      });
    }
    // "Other" says nothing on its own; the reviewer and the auditor need the reason in words.
    if (status === 'PROPER - OTHER' && body.matchAdjudicationStatusComment === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['matchAdjudicationStatusComment'],
        message: 'PROPER - OTHER needs a comment',
      });
    }
  });
export type Adjudication = z.infer<typeof AdjudicationAttributes>;
export const AdjudicationBody = postBody(AdjudicationAttributes);
export type AdjudicationBody = z.infer<typeof AdjudicationBody>;

/** The answer to POST adjudication: an empty data array (spec section 7). */
export const AdjudicationAnswer = EmptyData;
export type AdjudicationAnswer = z.infer<typeof AdjudicationAnswer>;
