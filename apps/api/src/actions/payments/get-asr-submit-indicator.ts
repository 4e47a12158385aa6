import { ASR_MISSING_PERIOD_DETAIL, AsrSubmitIndicatorQuery, type AsrSubmitIndicator } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import { badRequest } from '../../domain/domain-error.js';
import { periodSubmitted, undecidedInPeriod } from '../../domain/payments/asr-period.js';
import { actsForLevel1, level1GroupOf } from '../../domain/payments/payment-scope.js';
import type { ActionArgs } from '../action.js';

/**
 * GET ASR submit indicator: whether the caller's group is a level-1 group, whether its tree's
 * month was submitted, and whether the caller may submit it now (level 1, not yet submitted,
 * and no listed payment of the month left open or pending). Either parameter missing or
 * malformed answers the spec's 400 detail, naming the parameter in `source`.
 */
export async function getAsrSubmitIndicator({
  deps,
  ctx,
  input,
}: ActionArgs<Record<string, unknown>>): Promise<AsrSubmitIndicator> {
  // The spec's indicator serves the Payments screen and the Reporting area's adjudication
  // summary alike: either function opens it (a reporting-only user reads it, never submits).
  await authorize({ deps, ctx }, { fn: ctx.user.functions.has('REPORTING') ? 'REPORTING' : 'PAYMENTS' });
  const parsed = AsrSubmitIndicatorQuery.safeParse(input);
  if (!parsed.success) {
    const parameter = String(parsed.error.issues[0]?.path[0] ?? 'report_month');
    throw badRequest(ASR_MISSING_PERIOD_DETAIL, { parameter });
  }
  const period = { year: Number(parsed.data.report_year), month: Number(parsed.data.report_month) };
  const level1 = actsForLevel1(ctx);
  const level1GroupId = level1 ? ctx.actingGroup.id : await level1GroupOf(deps.handle.db, ctx.actingGroup.id);
  const submitted = await periodSubmitted(deps.handle.db, level1GroupId, period);
  const undecided = level1 && !submitted ? await undecidedInPeriod(deps.handle.db, ctx.visibleGroupIds, period) : null;
  const ready = undecided !== null && undecided.open + undecided.pending === 0;
  return {
    isLevel1AccessGroup: level1 ? 'true' : 'false',
    asrSubmitIndicator: ready ? 'true' : 'false',
    alreadySubmittedForPeriod: submitted ? 'true' : 'false',
  };
}
