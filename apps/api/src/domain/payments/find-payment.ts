import type { AdjudicationState, AgencyOverrideDesc } from '@dnp/contracts';
import { sql, type Executor } from '@dnp/db';
import { notFound } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';

export interface PaymentRef {
  agencyPartyId: number;
  /** Without it, the payee's latest payment (docs/payments-api.md). */
  paymentId?: string | undefined;
}

export interface FoundPayment {
  fileId: number;
  partyId: number;
  paymentId: string;
  accessGroupId: string;
  workingPaymentDate: string;
  adjudicationStatus: AdjudicationState;
  agencyOverride: AgencyOverrideDesc | null;
  stopRuleApplied: boolean;
  payeeTin: string | null;
}

interface Row {
  file_id: string;
  party_id: string;
  payment_id: string;
  access_group_id: string;
  working_payment_date: string;
  adjudication_status: AdjudicationState;
  agency_override: AgencyOverrideDesc | null;
  stop_rule_applied: boolean;
  tin: string | null;
}

/** Rows of a raw statement on either driver: PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(executor: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A payment of the acting group's tree (its own group or a descendant's), by payee and payment
 * id; the same pair sent again in a later file names the newest. Any other answers 404, never
 * 403, so an id says nothing about another group's payments. `forUpdate` locks the row for a
 * decision, so two decisions on one payment are made one after the other.
 */
export async function findPayment(
  executor: Executor,
  ctx: RequestContext,
  ref: PaymentRef,
  options: { forUpdate?: boolean } = {},
): Promise<FoundPayment> {
  const [row] = await rowsOf<Row>(
    executor,
    sql`select p.file_id::text as file_id, p.party_id::text as party_id, p.payment_id, f.access_group_id,
               p.working_payment_date::text as working_payment_date, p.adjudication_status, p.agency_override,
               p.stop_rule_applied, a.tin
          from payments p
          join agency_files f on f.id = p.file_id
          join agency_parties a on a.file_id = p.file_id and a.party_id = p.party_id
         where f.area = 'payment' and f.access_group_id = any(${sql.param([...ctx.visibleGroupIds])}::text[])
           and p.party_id = ${ref.agencyPartyId} and (${ref.paymentId ?? null}::text is null or p.payment_id = ${ref.paymentId ?? null})
         order by p.working_payment_date desc, f.received_at desc, p.file_id desc
         limit 1
         ${options.forUpdate ? sql`for update of p` : sql``}`,
  );
  if (!row) {
    const which = ref.paymentId === undefined ? '' : ` ${ref.paymentId}`;
    throw notFound(
      `There is no payment${which} of payee ${ref.agencyPartyId} in your access group ${ctx.actingGroup.id} or below it.`,
    );
  }
  return {
    fileId: Number(row.file_id),
    partyId: Number(row.party_id),
    paymentId: row.payment_id,
    accessGroupId: row.access_group_id,
    workingPaymentDate: row.working_payment_date,
    adjudicationStatus: row.adjudication_status,
    agencyOverride: row.agency_override,
    stopRuleApplied: row.stop_rule_applied,
    payeeTin: row.tin,
  };
}
