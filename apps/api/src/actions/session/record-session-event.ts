import type { SessionEventKind } from '@dnp/contracts';
import { currentTermsVersion, sessionEvents, termsAcceptances } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { DomainError } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

export interface SessionEventInput {
  kind: SessionEventKind;
  termsVersion?: string;
  reason?: string;
}

/**
 * Stores a login, terms or logout event. Accepting terms records the
 * acceptance of that exact version; event, acceptance and audit row commit together.
 */
export async function recordSessionEvent({ deps, ctx, input }: ActionArgs<SessionEventInput>): Promise<void> {
  await authorize({ deps, ctx }, {});
  if (input.kind === 'terms' && input.termsVersion !== currentTermsVersion) {
    throw new DomainError(
      'CONFLICT',
      `Terms version ${input.termsVersion ?? '(none)'} is not the current version ${currentTermsVersion}. Reload and read the current terms.`,
      { pointer: '/data/attributes/termsVersion' },
    );
  }
  await deps.handle.db.transaction(async (tx) => {
    await tx.insert(sessionEvents).values({
      userId: ctx.user.id,
      kind: input.kind,
      detail: input.kind === 'terms' ? `accepted ${input.termsVersion}` : (input.reason ?? null),
      clientTimezoneOffset: ctx.clientTimezoneOffset ?? null,
    });
    if (input.kind === 'logout' && ctx.sessionKey !== undefined) {
      // The access token of this sign-in is refused from now on; the user's other sign-ins go on.
      await deps.sessions.end(tx, { userId: ctx.user.id, sessionKey: ctx.sessionKey, now: deps.now() });
    }
    if (input.kind === 'terms') {
      await tx
        .insert(termsAcceptances)
        .values({ userId: ctx.user.id, version: currentTermsVersion })
        .onConflictDoNothing();
    }
    await recordAudit(tx, actorOf(ctx), {
      action: `session.${input.kind}`,
      outcome: 'allowed',
      details:
        input.kind === 'terms' ? { termsVersion: input.termsVersion } : input.reason ? { reason: input.reason } : {},
    });
  });
}
