import { DatasourceApiName } from '@dnp/contracts';
import { sourceTables, sql, type DbTransaction } from '@dnp/db';
import type { RequestContext } from '../request-context.js';
import type { FoundPayment } from './find-payment.js';
import { rowsOf } from './find-payment.js';
import { level1GroupOf, paymentApiNames } from './payment-scope.js';

/**
 * One suppression per counted match of a payment decided `PROPER - FALSE POSITIVE` and
 * submitted: the same payee and the same source record, as it reads now (its content hash),
 * stop raising a match on the tree's later payment files. An active suppression of the same
 * payee and record is kept as it is. Returns how many were created.
 */
export async function suppressCountedMatches(
  tx: DbTransaction,
  ctx: RequestContext,
  payment: FoundPayment,
  reason: string | null,
): Promise<number> {
  const matches = await rowsOf<{ api_name: string; record_id: string }>(
    tx,
    sql`select m.api_name, m.record_id::text as record_id
          from match_results m
         where m.file_id = ${payment.fileId} and m.party_id = ${payment.partyId}
           and m.api_name = any(${sql.param(paymentApiNames)}::text[])
           and not exists (
             select 1 from payment_suppressed_matches x
              where x.file_id = m.file_id and x.party_id = m.party_id and x.api_name = m.api_name
                and x.record_id = m.record_id)`,
  );
  const level1GroupId = await level1GroupOf(tx, payment.accessGroupId);
  let created = 0;
  for (const match of matches) {
    // The table name comes from the schema through a parsed api name, never from the caller.
    const table = sourceTables[DatasourceApiName.parse(match.api_name)].table;
    const inserted = await rowsOf<{ id: string }>(
      tx,
      sql`insert into match_suppressions
            (level1_group_id, payee_tin, agency_party_id, api_name, natural_key, content_hash, file_id, party_id,
             reason, decided_by)
          select ${level1GroupId}, ${payment.payeeTin}, ${String(payment.partyId)}, ${match.api_name}, r.natural_key,
                 r.content_hash, ${payment.fileId}, ${payment.partyId}, ${reason}, ${ctx.user.id}
            from ${sql.identifier(table)} r where r.id = ${Number(match.record_id)}
          on conflict do nothing
          returning id::text as id`,
    );
    created += inserted.length;
  }
  return created;
}
