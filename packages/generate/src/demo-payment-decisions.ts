import {
  paymentStatusAfterAdjudication,
  planAdjudication,
  type AdjudicationAction,
  type AgencyOverrideDesc,
  type SettableMatchAdjudicationStatus,
} from '@dnp/contracts';
import {
  queryRows,
  inLoadTransaction,
  sourceTables,
  paymentDatasources,
  type DbHandle,
  type LoadSession,
} from '@dnp/db';
import { randomUUID } from 'node:crypto';

/** Who decides: the user, their home group and the group they act for (adminuser acts for HUD). */
interface Actor {
  userId: string;
  homeGroupId: string;
  actingGroupId: string;
  level1: boolean;
}

const analyst: Actor = { userId: 'portaluser', homeGroupId: 'DOD', actingGroupId: 'DOD', level1: false };
const hudReviewer: Actor = { userId: 'adminuser', homeGroupId: 'API_FTPA', actingGroupId: 'HUD', level1: false };
const level1: Actor = { userId: 'adminuser', homeGroupId: 'API_FTPA', actingGroupId: 'API_FTPA', level1: true };

interface DemoDecision {
  agencyPartyId: number;
  actor: Actor;
  status: SettableMatchAdjudicationStatus;
  action: AdjudicationAction;
  comment?: string;
  override?: AgencyOverrideDesc;
}

const improper = (agencyPartyId: number, actor: Actor, action: AdjudicationAction, comment: string) => ({
  agencyPartyId,
  actor,
  status: 'IMPROPER' as const,
  action,
  comment,
});

/**
 * The demo's decisions by month: January wholly decided and certified where improper, so the
 * level-1 group can submit it; February partly submitted and pending; March a research note;
 * the later months open. A payee found in the sources only (1005, 2002, 2003) is decided when
 * the sources hold one.
 */
const decisionsByMonth: Readonly<Record<string, readonly DemoDecision[]>> = {
  '2025-01': [
    improper(1001, analyst, 'submit', 'SSA and DoD both report the death on 2024-11-02; the benefit is not due.'),
    improper(1002, analyst, 'submit', 'Department of State report of death abroad, confirmed by the family.'),
    improper(1003, analyst, 'submit', "Probate opened for LINDA HARTLEY's estate in 2023; SSA lists her maiden name."),
    {
      agencyPartyId: 1004,
      actor: analyst,
      status: 'PROPER - BUSINESS REASON',
      action: 'submit',
      comment: 'Paid on 2025-01-03, before the death on 2025-01-09: the January benefit was due.',
    },
    {
      agencyPartyId: 1005,
      actor: analyst,
      status: 'PROPER - BUSINESS REASON',
      action: 'submit',
      comment: 'The payee was alive on the payment date.',
    },
    improper(2001, hudReviewer, 'submit', 'DMF death of 2023-02-14 under the formal name WILLIAM THOMAS OSULLIVAN.'),
    {
      agencyPartyId: 2002,
      actor: hudReviewer,
      status: 'PROPER - BUSINESS REASON',
      action: 'submit',
      comment: 'The payee was alive on the payment date.',
    },
    {
      agencyPartyId: 2003,
      actor: hudReviewer,
      status: 'PROPER - FALSE POSITIVE',
      action: 'submit',
      comment: 'Payee verified in person: the DMF record is another person with a mistyped SSN.',
      override: 'FALSE POSITIVE MATCH',
    },
    improper(1001, level1, 'certify', 'Certified improper.'),
    improper(1002, level1, 'certify', 'Certified improper.'),
  ],
  '2025-02': [
    improper(1001, analyst, 'submit', 'Same death as in January; stopped again.'),
    improper(1003, analyst, 'save', "Waiting for the probate court's letter before submitting."),
    improper(2001, hudReviewer, 'save', 'Stopped again; the estate was written to about the January payment.'),
  ],
  '2025-03': [
    {
      agencyPartyId: 1002,
      actor: analyst,
      status: 'IN PROGRESS',
      action: 'save',
      comment: 'Asked the Department of State for the consular report.',
    },
  ],
};

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
async function suppress(session: LoadSession, payment: Payment, actor: Actor, reason: string | null): Promise<number> {
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
  for (const decision of decisionsByMonth[month] ?? []) {
    const fileId = decision.agencyPartyId < 2000 ? fileIds.DOD : fileIds.HUD;
    if (fileId !== undefined && (await decide(handle, fileId, decision, at))) written += 1;
  }
  if (month === '2025-01' && (await undecided(handle, month)) === 0) {
    await inLoadTransaction(handle, async (session) => {
      await session.query(
        `insert into asr_submissions (level1_group_id, report_year, report_month, submitted_by, submitted_at)
         values ('API_FTPA', 2025, 1, $1, $2) on conflict do nothing`,
        [level1.userId, `${month}-28T16:00:00Z`],
      );
      await session.query(
        `insert into audit_log (request_id, transaction_id, user_id, home_access_group_id, acting_access_group_id,
                                action, outcome, resource_type, resource_id, details)
         values ($1, $1, $2, 'API_FTPA', 'API_FTPA', 'asr.submit', 'allowed', 'asrSubmission', 'API_FTPA-2025-01', $3)`,
        [`demo-${randomUUID()}`, level1.userId, JSON.stringify({ level1AccessGroupId: 'API_FTPA', period: '2025-01' })],
      );
    });
  }
  return written;
}
