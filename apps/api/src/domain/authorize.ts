import { catalogEntry, type BusinessFunction, type DatasourceApiName } from '@dnp/contracts';
import { and, currentTermsVersion, eq, featureFlags, sql, termsAcceptances, type Executor } from '@dnp/db';
import type { AppDeps } from '../app-deps.js';
import { actorOf } from './audit.js';
import { forbidden } from './domain-error.js';
import type { RequestContext } from './request-context.js';

export interface Requirement {
  /** The business function the work needs; needing one makes it a data route, so accepted terms are needed too. */
  fn?: BusinessFunction;
  /** A datasource the acting group must be allowed (restricted sources need a grant to that very group). */
  datasource?: { apiName: DatasourceApiName; doing: 'search' | 'read records of'; recordId?: number };
  /** Only a Do Not Pay administrator (isDoNotPayAdministrator). */
  administrator?: true;
}

/**
 * A Do Not Pay administrator: an ACCESS_GROUP_ADMIN whose home group is a root of
 * the tree (the Do Not Pay Business Center). An agency's group administrator holds
 * the same function in a group with a parent, and answers only for that tree.
 */
export function isDoNotPayAdministrator(ctx: RequestContext): boolean {
  return ctx.user.functions.has('ACCESS_GROUP_ADMIN') && ctx.homeGroup.parentId === null;
}

/** Whether the terms gate is on and, if so, whether this user accepted the current version: one query. */
async function termsAccepted(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      gateOn: sql<boolean>`coalesce((select ${featureFlags.enabled} from ${featureFlags} where ${featureFlags.key} = 'termsAndConditions'), false)`,
      accepted: sql<boolean>`exists (select 1 from ${termsAcceptances} where ${and(
        eq(termsAcceptances.userId, userId),
        eq(termsAcceptances.version, currentTermsVersion),
      )})`,
    })
    .from(sql`(select 1) as one`);
  return !row?.gateOn || Boolean(row.accepted);
}

/**
 * The first line of every action: refuses (403, audited by the error handler)
 * unless the caller holds what the work needs. The route's policy checked the
 * business function already; checking it again here keeps an action safe
 * whatever route or job calls it.
 */
export async function authorize(
  { deps, ctx }: { deps: Pick<AppDeps, 'handle'>; ctx: RequestContext },
  need: Requirement,
): Promise<void> {
  if (need.fn && !ctx.user.functions.has(need.fn)) {
    throw forbidden(
      `This part of Do Not Pay needs the ${need.fn} business function, which your account does not have.`,
      {
        actor: actorOf(ctx),
        details: { required: need.fn },
      },
    );
  }
  if (need.administrator && !isDoNotPayAdministrator(ctx)) {
    throw forbidden('Only a Do Not Pay administrator may do this.', {
      actor: actorOf(ctx),
      details: { required: 'Do Not Pay administrator' },
    });
  }
  if (need.datasource && !ctx.allowedDatasources.has(need.datasource.apiName)) {
    const { apiName, doing, recordId } = need.datasource;
    throw forbidden(`Your access group may not ${doing} ${catalogEntry(apiName).displayName}.`, {
      actor: actorOf(ctx),
      details: { datasource: apiName, ...(recordId === undefined ? {} : { recordId }) },
    });
  }
  if ((need.fn || need.administrator) && !(await termsAccepted(deps.handle.db, ctx.user.id))) {
    throw forbidden(
      `Accept the Rules of Behavior (terms version ${currentTermsVersion}) before you use Do Not Pay data.`,
      { actor: actorOf(ctx), details: { required: 'terms', termsVersion: currentTermsVersion } },
    );
  }
}
