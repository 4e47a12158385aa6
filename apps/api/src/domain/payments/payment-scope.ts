import {
  catalogEntryBySourceCode,
  paymentSourceCodes,
  type DatasourceApiName,
  type PaymentSourceCode,
} from '@dnp/contracts';
import type { RequestContext } from '../request-context.js';

/** The api names of the death sources payments are screened against, in the order of PaymentSourceCode. */
export const paymentApiNames: DatasourceApiName[] = paymentSourceCodes.map(
  (code) => catalogEntryBySourceCode(code).apiName,
);

export const apiNameOfSource = (code: PaymentSourceCode): DatasourceApiName => catalogEntryBySourceCode(code).apiName;

/** The level-1 group of a group: one rule for requests and screening, kept in @dnp/db. */
export { level1GroupOf } from '@dnp/db';

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
