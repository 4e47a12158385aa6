import { businessFunctions, type BusinessFunction } from '@dnp/contracts';
import { and, datasourceGrants, eq, userBusinessFunctions, users, type Database } from '@dnp/db';
import { GroupTree } from './group-tree.js';
import type { VerifiedToken } from './token-verifier.js';

export interface PortalUser {
  id: string;
  userName: string;
  firstName: string;
  lastName: string;
  role: string;
  homeGroupId: string;
  functions: ReadonlySet<BusinessFunction>;
}

/** What a request's authorization is decided from, as stored. The decision itself is made per request. */
export interface AccessRows {
  user: PortalUser;
  tree: GroupTree;
  /** Restricted datasources granted to the group asked for, or to the user's home group. */
  granted: ReadonlySet<string>;
}

/** Reads the access rows of a token's user acting for a group; undefined when no active account has that identity. */
export type ReadAccessRows = (
  token: VerifiedToken,
  requestedGroupId: string | undefined,
) => Promise<AccessRows | undefined>;

const knownFunctions = new Set<string>(businessFunctions);

type UserRow = typeof users.$inferSelect;

async function loadUserRow(db: Database, token: VerifiedToken): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.issuer, token.issuer), eq(users.subject, token.subject), eq(users.active, true)));
  return row;
}

async function loadFunctions(db: Database, userId: string): Promise<Set<BusinessFunction>> {
  const granted = await db
    .select({ fn: userBusinessFunctions.businessFunction })
    .from(userBusinessFunctions)
    .where(eq(userBusinessFunctions.userId, userId));
  return new Set(granted.map((g) => g.fn).filter((fn): fn is BusinessFunction => knownFunctions.has(fn)));
}

function portalUser(row: UserRow, functions: Set<BusinessFunction>): PortalUser {
  return {
    id: row.id,
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    homeGroupId: row.homeAccessGroupId,
    functions,
  };
}

/** The restricted datasources granted to one group (not inherited): a request's, or a job's for the group it runs for. */
export async function grantsOf(db: Database, groupId: string): Promise<Set<string>> {
  const grants = await db
    .select({ apiName: datasourceGrants.apiName })
    .from(datasourceGrants)
    .where(eq(datasourceGrants.accessGroupId, groupId));
  return new Set(grants.map((grant) => grant.apiName));
}

/** Reads the rows from the database: the user, then functions, group tree and grants at once. */
export function readAccessRowsFrom(db: Database): ReadAccessRows {
  return async (token, requestedGroupId) => {
    const row = await loadUserRow(db, token);
    if (!row) return undefined;
    // The rest depends only on the user row and the group asked for, so it is read at once: one
    // round trip instead of three (docs/benchmarks.md).
    const [functions, tree, granted] = await Promise.all([
      loadFunctions(db, row.id),
      GroupTree.load(db),
      grantsOf(db, requestedGroupId || row.homeAccessGroupId),
    ]);
    return { user: portalUser(row, functions), tree, granted };
  };
}
