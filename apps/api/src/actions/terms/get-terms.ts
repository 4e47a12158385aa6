import type { Terms } from '@dnp/contracts';
import { and, currentTermsVersion, eq, featureFlags, termsAcceptances, termsVersions } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import { DomainError } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

/** The current terms, whether the gate is on, and whether this user accepted this version. */
export async function getTerms({ deps, ctx }: ActionArgs): Promise<Terms> {
  await authorize({ deps, ctx }, {});
  const { db } = deps.handle;
  const [terms] = await db.select().from(termsVersions).where(eq(termsVersions.version, currentTermsVersion));
  if (!terms) throw new DomainError('INTERNAL', `terms version ${currentTermsVersion} is not in the database`);
  const [flag] = await db.select().from(featureFlags).where(eq(featureFlags.key, 'termsAndConditions'));
  const required = flag?.enabled ?? false;
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
