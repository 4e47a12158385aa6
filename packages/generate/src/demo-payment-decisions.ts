import { paymentStatusAfterAdjudication, planAdjudication } from '@dnp/contracts';
import {
  queryRows,
  inLoadTransaction,
  sourceTables,
  paymentDatasources,
  type DbHandle,
  type LoadSession,
} from '@dnp/db';
import { randomUUID } from 'node:crypto';
import {
  DEMO_SUBMITTED_MONTH,
  demoDecisionsOf,
  demoLevel1Actor,
  demoPayerOf,
  type DemoActor,
  type DemoDecision,
} from './demo-decision-plan.js';

interface Payment {
  fileId: number;
  partyId: number;
  paymentId: string;
  tin: string | null;
  accessGroupId: string;
  stopRuleApplied: boolean;
  adjudicationStatus: Parameters<typeof planAdjudication>[0];
}

async function paymentOf(session: LoadSession, fileId: number, partyId: number): Promise<Payment | undefined> {
  const [payment] = await session.query<Payment>(
    `select p.file_id::int as "fileId", p.party_id::int as "partyId", p.payment_id as "paymentId", a.tin,
            f.access_group_id as "accessGroupId", p.stop_rule_applied as "stopRuleApplied",
            p.adjudication_status as "adjudicationStatus"
       from payments p join agency_parties a on a.file_id = p.file_id and a.party_id = p.party_id
       join agency_files f on f.id = p.file_id
      where p.file_id = $1 and p.party_id = $2 for update of p`,
    [fileId, partyId],
  );
  return payment;
}

/** The suppressions a submitted false positive creates, as the adjudication action writes them. */
async function suppress(
  session: LoadSession,
  payment: Payment,
  actor: DemoActor,
  reason: string | null,
): Promise<number> {
  let created = 0;
  for (const apiName of paymentDatasources) {
    const rows = await session.query(
      `insert into match_suppressions
         (level1_group_id, payee_tin, agency_party_id, api_name, natural_key, content_hash, file_id, party_id,
          reason, decided_by)
       select $1, $2, $3, m.api_name, r.natural_key, r.content_hash, m.file_id, m.party_id, $4, $5
         from match_results m join ${sourceTables[apiName].table} r on r.id = m.record_id
        where m.file_id = $6 and m.party_id = $7 and m.api_name = $8
          and not exists (select 1 from payment_suppressed_matches x
                           where x.file_id = m.file_id and x.party_id = m.party_id
                             and x.api_name = m.api_name and x.record_id = m.record_id)
       on conflict do nothing returning id`,
      [
        'API_FTPA',
        payment.tin,
        String(payment.partyId),
        reason,
        actor.userId,
        payment.fileId,
        payment.partyId,
        apiName,
      ],
    );
    created += rows.length;
  }
  return created;
}

/**
 * One decision written with the statements of the adjudication action (apps/api
 * domain/payments/decide-payment.ts): the payment's state and status, its history row, the
 * suppressions of a submitted false positive and the `adjudicate` audit row, in one transaction.
 * The action itself is not called: it checks the Rules of Behavior, which only the user may accept.
 */
async function decide(handle: DbHandle, fileId: number, decision: DemoDecision, at: string): Promise<boolean> {
  return inLoadTransaction(handle, async (session) => {
    const payment = await paymentOf(session, fileId, decision.agencyPartyId);
    if (!payment) return false;
    const plan = planAdjudication(
      payment.adjudicationStatus,
      { status: decision.status, action: decision.action },
      { isLevel1AccessGroup: decision.actor.level1 },
    );
    if (!plan.allowed) throw new Error(`demo decision on payee ${decision.agencyPartyId}: ${plan.detail}`);
    const override = decision.override ?? null;
    const comment = decision.comment ?? null;
    const paymentStatus = paymentStatusAfterAdjudication({
      stopRuleApplied: payment.stopRuleApplied,
      to: plan.to,
      override,
    });
    const { userId, actingGroupId, homeGroupId } = decision.actor;
    await session.query(
      `update payments set adjudication_status = $3, match_adjudication_status = $4, adjudication_comment = $5,
              agency_override = $6, adjudicated_by = $7, adjudicated_at = $8, payment_status = $9
        where file_id = $1 and party_id = $2`,
      [fileId, payment.partyId, plan.to, decision.status, comment, override, userId, at, paymentStatus],
    );
    await session.query(
      `insert into payment_adjudications (file_id, party_id, action, from_status, to_status, match_adjudication_status,
                                          comment, agency_override, user_id, access_group_id, decided_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        fileId,
        payment.partyId,
        decision.action,
        plan.from,
        plan.to,
        decision.status,
        comment,
        override,
        userId,
        actingGroupId,
        at,
      ],
    );
    const suppressions =
      decision.action === 'submit' && decision.status === 'PROPER - FALSE POSITIVE'
        ? await suppress(session, payment, decision.actor, comment)
        : 0;
    const requestId = `demo-${randomUUID()}`;
    await session.query(
      `insert into audit_log (request_id, transaction_id, user_id, home_access_group_id, acting_access_group_id,
                              action, outcome, resource_type, resource_id, details)
       values ($1, $1, $2, $3, $4, 'adjudicate', 'allowed', 'payment', $5, $6)`,
      [
        requestId,
        userId,
        homeGroupId,
        actingGroupId,
        `${fileId}-${payment.partyId}`,
        JSON.stringify({
          paymentId: payment.paymentId,
          agencyPartyId: payment.partyId,
          agencyFrbFileId: String(fileId),
          action: decision.action,
          from: plan.from,
          to: plan.to,
          matchAdjudicationStatus: decision.status,
          agencyOverride: override,
          paymentStatus,
          suppressionsCreated: suppressions,
        }),
      ],
    );
    return true;
  });
}

/** The month's payments still wanting a submitted determination, over the whole tree. */
async function undecided(handle: DbHandle, month: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    handle,
    `select count(*)::int as n from payments p join agency_files f on f.id = p.file_id
      where f.area = 'payment' and to_char(p.working_payment_date, 'YYYY-MM') = $1
        and (p.adjudication_status is null or p.adjudication_status like '%(PENDING)')
        and exists (select 1 from match_results m where m.file_id = p.file_id and m.party_id = p.party_id
                      and not exists (select 1 from payment_suppressed_matches x
                                       where x.file_id = m.file_id and x.party_id = m.party_id
                                         and x.api_name = m.api_name and x.record_id = m.record_id))`,
    [month],
  );
  return row?.n ?? 0;
}

/**
 * Applies the demo decisions of one month to its screened files (fileIds: the month's files,
 * DOD's and HUD's), then, once nothing of the month is left open or pending, the level-1
 * group's submission of the month (the ASR), as the ASR action writes it with its audit row.
 * Answers how many decisions were written.
 */
export async function decideDemoMonth(
  handle: DbHandle,
  month: string,
  fileIds: Readonly<Record<'DOD' | 'HUD', number | undefined>>,
): Promise<number> {
  let written = 0;
  const at = `${month}-10T15:00:00Z`;
  for (const decision of demoDecisionsOf(month)) {
    const fileId = fileIds[demoPayerOf(decision.agencyPartyId)];
    if (fileId !== undefined && (await decide(handle, fileId, decision, at))) written += 1;
  }
  if (month === DEMO_SUBMITTED_MONTH && (await undecided(handle, month)) === 0) {
    await inLoadTransaction(handle, async (session) => {
      await session.query(
        `insert into asr_submissions (level1_group_id, report_year, report_month, submitted_by, submitted_at)
         values ('API_FTPA', 2025, 1, $1, $2) on conflict do nothing`,
        [demoLevel1Actor.userId, `${month}-28T16:00:00Z`],
      );
      await session.query(
        `insert into audit_log (request_id, transaction_id, user_id, home_access_group_id, acting_access_group_id,
                                action, outcome, resource_type, resource_id, details)
         values ($1, $1, $2, 'API_FTPA', 'API_FTPA', 'asr.submit', 'allowed', 'asrSubmission', 'API_FTPA-2025-01', $3)`,
        [
          `demo-${randomUUID()}`,
          demoLevel1Actor.userId,
          JSON.stringify({ level1AccessGroupId: 'API_FTPA', period: '2025-01' }),
        ],
      );
    });
  }
  return written;
}
