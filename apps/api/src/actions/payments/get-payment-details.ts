import {
  MatchFeature,
  paymentIncludeSource,
  type LooseSourceAttributes,
  type PaymentDetail,
  type PaymentDetailsQuery,
  type PaymentInclude,
  type PaymentSourceRecordResource,
} from '@dnp/contracts';
import { readRecords, sourceTables, type DbHandle } from '@dnp/db';
import { z } from 'zod';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { notFound } from '../../domain/domain-error.js';
import { asrSubmissionCovering } from '../../domain/payments/asr-lock.js';
import { findPayment } from '../../domain/payments/find-payment.js';
import { toPaymentDetail } from '../../domain/payments/payment-detail.js';
import { readPaymentMatches, readRuleHits, type PaymentMatchRow } from '../../domain/payments/payment-matches.js';
import { apiNameOfSource } from '../../domain/payments/payment-scope.js';
import { shapeRecord } from '../../domain/search/shape-record.js';
import { recordReadVolume, withinVolumeLimit } from '../../domain/volume-limit.js';
import type { RequestContext } from '../../domain/request-context.js';
import type { ActionArgs } from '../action.js';

export interface PaymentDetailAnswer {
  rows: Array<{ id: string; attributes: PaymentDetail }>;
  included: PaymentSourceRecordResource[];
  /** Includes asked for a source the acting group may not read: left out, and said so in meta. */
  excluded: PaymentInclude[];
}

/** A record's attributes as `included` carries them: flat text, the TIN already masked. */
function flatAttributes(shown: Record<string, unknown>): LooseSourceAttributes {
  const flat: LooseSourceAttributes = {};
  for (const [key, value] of Object.entries(shown)) {
    if (value === null || value === undefined) flat[key] = null;
    else if (typeof value === 'string') flat[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') flat[key] = String(value);
  }
  return flat;
}

/** The death records of the matches for the includes asked and allowed, shaped as a record read shapes them. */
async function readIncluded(
  handle: DbHandle,
  ctx: RequestContext,
  matches: readonly PaymentMatchRow[],
  includes: readonly PaymentInclude[],
): Promise<{ included: PaymentSourceRecordResource[]; excluded: PaymentInclude[] }> {
  const included: PaymentSourceRecordResource[] = [];
  const excluded: PaymentInclude[] = [];
  for (const include of includes) {
    const apiName = apiNameOfSource(paymentIncludeSource(include));
    if (!ctx.allowedDatasources.has(apiName)) {
      excluded.push(include);
      continue;
    }
    const ids = [...new Set(matches.filter((m) => m.api_name === apiName).map((m) => Number(m.record_id)))];
    const lists = sourceTables[apiName].lists.map((list) => list.attribute);
    for (const stored of await readRecords(handle, apiName, ids, false)) {
      const shown = shapeRecord(apiName, stored.record, lists, new Set()) as Record<string, unknown>;
      included.push({ id: String(stored.id), type: include, attributes: flatAttributes(shown) });
    }
  }
  return { included, excluded };
}

/**
 * One payment's matches as paymentDetail entries (counted ones, then the suppressed ones with
 * who suppressed them), with the death records asked for in `included`. Showing records is a
 * disclosure: one `record.read` audit row per record, counted in the user's volume limit, as
 * batch match's match detail writes them.
 */
export async function getPaymentDetails({
  deps,
  ctx,
  input,
}: ActionArgs<PaymentDetailsQuery>): Promise<PaymentDetailAnswer> {
  await authorize({ deps, ctx }, { fn: 'PAYMENTS' });
  const payment = await findPayment(deps.handle.db, ctx, {
    agencyPartyId: input['filter[agencyPartyId]'],
    paymentId: input['filter[paymentId]'],
  });
  const matches = await readPaymentMatches(deps.handle, payment.fileId, payment.partyId);
  if (matches.length === 0) {
    throw notFound(`Payment ${payment.paymentId} of payee ${payment.partyId} matched no death record.`);
  }
  const hits = await readRuleHits(deps.handle, payment.fileId, payment.partyId);
  const certified = payment.adjudicationStatus === 'PAYMENT VALID' || payment.adjudicationStatus === 'PAYMENT INVALID';
  const locked = certified || (await asrSubmissionCovering(deps.handle.db, payment)) !== undefined;
  const { included, excluded } = await readIncluded(deps.handle, ctx, matches, input.include ?? []);
  if (included.length > 0) {
    // One row per record, as a record read writes: the volume limit counts records, not answers.
    await withinVolumeLimit({ deps, ctx }, recordReadVolume(deps.config), async (tx) => {
      for (const record of included) {
        const apiName = apiNameOfSource(paymentIncludeSource(record.type));
        await recordAudit(tx, actorOf(ctx), {
          action: 'record.read',
          outcome: 'allowed',
          datasource: apiName,
          resourceType: apiName,
          resourceId: record.id,
          resultCount: 1,
          details: {
            recordIds: [Number(record.id)],
            agencyFrbFileId: String(payment.fileId),
            paymentId: payment.paymentId,
            area: 'payment',
          },
        });
      }
    });
  }
  const rows = matches.map((match) => ({
    id: match.match_id,
    attributes: toPaymentDetail(match, {
      partyId: payment.partyId,
      explanation: z.array(MatchFeature).parse(match.explanation),
      hits: hits.get(`${match.api_name}:${match.record_id}`) ?? [],
      locked,
    }),
  }));
  return { rows, included, excluded };
}
