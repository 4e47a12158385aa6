import { datasourceCatalog, type DatasourceApiName } from '@dnp/contracts';
import type { PortalUser, ReadAccessRows } from './access-rows.js';
import { forbidden } from './domain-error.js';
import type { GroupRow } from './group-tree.js';
import type { VerifiedToken } from './token-verifier.js';

export type { PortalUser } from './access-rows.js';

/** Who is asking, for which group, and what they may see: built once per request. */
export interface RequestContext {
  /** The server's id of the request (never a client's): audit rows take it as their transaction id. */
  requestId: string;
  /** Where the request came from (Fastify's request.ip), for the audit rows. */
  clientAddress?: string;
  /** A well-formed x-request-id the client sent, kept beside ours for correlation only. */
  clientRequestId?: string;
  user: PortalUser;
  homeGroup: GroupRow;
  actingGroup: GroupRow;
  impersonating: boolean;
  /** The acting group and its descendants: the data this request may see. */
  visibleGroupIds: readonly string[];
  allowedDatasources: ReadonlySet<DatasourceApiName>;
  clientTimezoneOffset?: number;
  /** The sign-in this request belongs to (domain/sessions.ts); set once its session is checked. */
  sessionKey?: string;
}

function deny(requestId: string, user: PortalUser | undefined, detail: string, details: Record<string, unknown>) {
  const actor = user ? { requestId, userId: user.id, homeGroupId: user.homeGroupId } : { requestId };
  return forbidden(detail, { actor, details });
}

/** Public sources, plus the restricted ones granted to this very group (grants are not inherited). */
export function allowedDatasources(granted: ReadonlySet<string>): Set<DatasourceApiName> {
  return new Set(
    datasourceCatalog.filter((entry) => !entry.restricted || granted.has(entry.apiName)).map((entry) => entry.apiName),
  );
}

/**
 * Resolves the signed-in user and the group they act for. Refusals here (no
 * account, no role, inactive group, impersonation without the right) are
 * audited as denials.
 */
export async function loadRequestContext(
  readAccess: ReadAccessRows,
  input: {
    requestId: string;
    token: VerifiedToken;
    requestedGroupId?: string | undefined;
    connection?: { clientAddress?: string; clientRequestId?: string };
  },
): Promise<RequestContext> {
  const { requestId, token } = input;
  const access = await readAccess(token, input.requestedGroupId);
  if (!access) {
    throw deny(
      requestId,
      undefined,
      'Your account is not registered in Do Not Pay. Ask your agency administrator to request access for you.',
      { subject: token.subject, issuer: token.issuer },
    );
  }
  const { user, tree, granted } = access;
  if (user.role.trim() === '') {
    throw deny(
      requestId,
      user,
      'Your account has no portal role, so it cannot use any part of Do Not Pay. Ask your agency administrator to assign one.',
      {},
    );
  }
  const homeGroup = tree.get(user.homeGroupId);
  if (!homeGroup || homeGroup.status !== 'ACTIVE') {
    throw deny(
      requestId,
      user,
      `Your access group ${user.homeGroupId} is inactive, so your account cannot use Do Not Pay until an administrator restores the group.`,
      { accessGroup: user.homeGroupId },
    );
  }

  let actingGroup = homeGroup;
  const requested = input.requestedGroupId;
  if (requested && requested !== homeGroup.id) {
    if (!user.functions.has('IMPERSONATION')) {
      throw deny(requestId, user, 'You may not act for another access group.', { requestedGroup: requested });
    }
    const target = tree.subtree(homeGroup.id).find((group) => group.id === requested);
    if (!target || target.status !== 'ACTIVE') {
      throw deny(requestId, user, `Access group ${requested} does not exist, is inactive, or is outside yours.`, {
        requestedGroup: requested,
      });
    }
    actingGroup = target;
  }

  return {
    requestId,
    ...input.connection,
    user,
    homeGroup,
    actingGroup,
    impersonating: actingGroup.id !== homeGroup.id,
    visibleGroupIds: tree.subtree(actingGroup.id).map((group) => group.id),
    // The acting group is the one asked for, or the home group: the grants read above.
    allowedDatasources: allowedDatasources(granted),
  };
}
