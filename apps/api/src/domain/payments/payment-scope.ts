import {
  catalogEntryBySourceCode,
  paymentSourceCodes,
  type DatasourceApiName,
  type PaymentSourceCode,
} from '@dnp/contracts';
import type { Executor } from '@dnp/db';
import { GroupTree } from '../group-tree.js';
import type { RequestContext } from '../request-context.js';

/** The api names of the death sources payments are screened against, in the order of PaymentSourceCode. */
export const paymentApiNames: DatasourceApiName[] = paymentSourceCodes.map(
  (code) => catalogEntryBySourceCode(code).apiName,
);

export const apiNameOfSource = (code: PaymentSourceCode): DatasourceApiName => catalogEntryBySourceCode(code).apiName;

/**
 * The level-1 group of a group: the root of its tree, which owns the tree's ASR, certifies and
 * reopens determinations and lifts suppressions (docs/adjudication.md, docs/payments-api.md).
 */
export async function level1GroupOf(executor: Executor, groupId: string): Promise<string> {
  const lineage = (await GroupTree.load(executor)).lineage(groupId);
  return lineage.at(-1)?.id ?? groupId;
}

/** Whether the caller acts for a level-1 group: the root of its tree. */
export function actsForLevel1(ctx: RequestContext): boolean {
  return ctx.actingGroup.parentId === null;
}

/**
 * Only the last four digits of an account leave the server, behind four stars whatever the
 * account's length, so the mask does not tell the length either.
 */
export function maskAccount(account: string | null): string | null {
  const digits = (account ?? '').replace(/[^0-9]/g, '');
  return digits.length < 4 ? null : `****${digits.slice(-4)}`;
}

/** A month as the ASR names it: 'YYYY-MM'. */
export const periodText = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
