import type { Terms } from '@dnp/contracts';
import { and, currentTermsVersion, eq, featureFlags, termsAcceptances, termsVersions, type Executor } from '@dnp/db';
import { DomainError } from '../../domain/domain-error.js';
import type { RequestContext } from '../../domain/request-context.js';

export async function isTermsGateOn(db: Executor): Promise<boolean> {
  const [flag] = await db.select().from(featureFlags).where(eq(featureFlags.key, 'termsAndConditions'));
  return flag?.enabled ?? false;
}

/** The current terms, whether the gate is on, and whether this user accepted this version. */
export async function getTerms(db: Executor, ctx: RequestContext): Promise<Terms> {
  const [terms] = await db.select().from(termsVersions).where(eq(termsVersions.version, currentTermsVersion));
  if (!terms) throw new DomainError('INTERNAL', `terms version ${currentTermsVersion} is not in the database`);
  const required = await isTermsGateOn(db);
  const [acceptance] = await db
    .select()
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, ctx.user.id), eq(termsAcceptances.version, terms.version)));
  return {
    version: terms.version,
    title: terms.title,
    body: terms.body,
    required,
    // With the gate off, terms count as accepted (spec section 1).
    accepted: !required || acceptance !== undefined,
    acceptedAt: acceptance ? acceptance.acceptedAt.toISOString() : null,
  };
}
