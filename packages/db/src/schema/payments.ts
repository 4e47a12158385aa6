import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accessGroups, users } from './access.js';
import { agencyParties } from './agency-files.js';

/**
 * A payment of a screened payment file: the agency party (agency_parties holds the payee's
 * name, TIN, ALC, amount and address) plus what only a payment has, its screening outcome
 * and its current adjudication (docs/payment-rules.md, docs/adjudication.md).
 */
export const payments = pgTable(
  'payments',
  {
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    partyId: bigint('party_id', { mode: 'number' }).notNull(),
    paymentId: text('payment_id').notNull(),
    scheduleNumber: text('schedule_number').notNull(),
    paymentType: text('payment_type', { enum: ['SALARY', 'MONTHLY BENEFIT', 'N/A'] }).notNull(),
    workingPaymentDate: date('working_payment_date').notNull(),
    payeeAddressLine2: text('payee_address_line2'),
    /** Stored whole for the paying system's reconciliation; only its last four digits leave the server. */
    payeeAccountNumber: text('payee_account_number'),
    agencySpecificIdentifier: text('agency_specific_identifier'),
    /** The agency's paying system (agencySrcSysTypeCd), not a DNP datasource. */
    agencySrcSys: text('agency_src_sys').notNull(),
    /** The file's access group, the payee's ALC and amount: copied here so the list filters and sorts on one row. */
    accessGroupId: text('access_group_id')
      .notNull()
      .references(() => accessGroups.id),
    agencyAlcCode: text('agency_alc_code').notNull(),
    paymentAmount: numeric('payment_amount', { precision: 14, scale: 2 }).notNull(),
    /**
     * The payment's counted matches (not withdrawn, not suppressed), as screening last wrote them
     * (writePaymentFigures): the best level, how many, their sources' api names sorted, and when the
     * latest was made (of the suppressed ones when none counts). null / 0 / {} without a match.
     */
    bestMatchLevel: text('best_match_level', { enum: ['CONCLUSIVE', 'PROBABLE', 'POSSIBLE'] }),
    matchCount: integer('match_count').notNull().default(0),
    matchedSources: text('matched_sources')
      .array()
      .notNull()
      .default(sql`'{}'`),
    lastMatchedAt: timestamp('last_matched_at', { withTimezone: true }),
    paymentStatus: text('payment_status', { enum: ['ISSUED', 'STOPPED', 'INVALID', 'UNKNOWN'] })
      .notNull()
      .default('UNKNOWN'),
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    /** Days from the earliest matched death to the payment date; null without a death match. */
    daysSinceDeath: integer('days_since_death'),
    stopRuleApplied: boolean('stop_rule_applied').notNull().default(false),
    businessRuleApplied: boolean('business_rule_applied').notNull().default(false),
    /** A rule in soft launch fired: shown, not applied. */
    softLaunch: boolean('soft_launch').notNull().default(false),
    adjudicationStatus: text('adjudication_status', {
      enum: [
        'IMPROPER (SUBMITTED)',
        'PROPER (SUBMITTED)',
        'PAYMENT INVALID',
        'PAYMENT VALID',
        'IMPROPER (PENDING)',
        'PROPER (PENDING)',
      ],
    }),
    matchAdjudicationStatus: text('match_adjudication_status', {
      enum: ['PROPER - BUSINESS REASON', 'PROPER - FALSE POSITIVE', 'PROPER - OTHER', 'IN PROGRESS', 'IMPROPER'],
    }),
    adjudicationComment: text('adjudication_comment'),
    agencyOverride: text('agency_override', {
      enum: ['LITIGATION PROCEEDINGS', 'FALSE POSITIVE MATCH', 'EMERGENCY/DISASTER'],
    }),
    adjudicatedBy: text('adjudicated_by').references(() => users.id),
    adjudicatedAt: timestamp('adjudicated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.partyId] }),
    foreignKey({
      columns: [t.fileId, t.partyId],
      foreignColumns: [agencyParties.fileId, agencyParties.partyId],
    }).onDelete('cascade'),
    check('payments_type', sql`${t.paymentType} IN ('SALARY', 'MONTHLY BENEFIT', 'N/A')`),
    check('payments_status', sql`${t.paymentStatus} IN ('ISSUED', 'STOPPED', 'INVALID', 'UNKNOWN')`),
    check(
      'payments_best_match_level',
      sql`${t.bestMatchLevel} IS NULL OR ${t.bestMatchLevel} IN ('CONCLUSIVE', 'PROBABLE', 'POSSIBLE')`,
    ),
    index('payments_date_idx').on(t.workingPaymentDate),
    index('payments_payment_id_idx').on(t.paymentId),
    index('payments_group_date_idx').on(t.accessGroupId, t.workingPaymentDate),
    index('payments_group_alc_idx').on(t.accessGroupId, t.agencyAlcCode),
    index('payments_matched_date_idx')
      .on(t.accessGroupId, t.workingPaymentDate, t.fileId, t.partyId)
      .where(sql`${t.bestMatchLevel} IS NOT NULL`),
    index('payments_matched_amount_idx')
      .on(t.accessGroupId, t.paymentAmount, t.fileId, t.partyId)
      .where(sql`${t.bestMatchLevel} IS NOT NULL`),
    // The matched indexes' INCLUDE columns are in migration 0012: Drizzle's index builder has none.
    index('payments_matched_alc_idx')
      .on(t.accessGroupId, t.agencyAlcCode, t.workingPaymentDate)
      .where(sql`${t.bestMatchLevel} IS NOT NULL`),
    // The payment reports' (migration 0013), which INCLUDEs every column they group or filter by.
    index('payments_report_matched_idx')
      .on(t.accessGroupId, t.workingPaymentDate)
      .where(sql`${t.bestMatchLevel} IS NOT NULL`),
    index('payments_suppressed_idx')
      .on(t.accessGroupId, t.workingPaymentDate)
      .where(sql`${t.bestMatchLevel} IS NULL AND ${t.lastMatchedAt} IS NOT NULL`),
  ],
);

/** Every business or stop-payment rule that fired on a payment, for a matched record. */
export const paymentRuleHits = pgTable(
  'payment_rule_hits',
  {
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    partyId: bigint('party_id', { mode: 'number' }).notNull(),
    ruleCode: text('rule_code').notNull(),
    kind: text('kind', { enum: ['STOP', 'BUSINESS'] }).notNull(),
    /** false: the rule is in soft launch, evaluated and shown but not applied. */
    applied: boolean('applied').notNull(),
    apiName: text('api_name').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    longDesc: text('long_desc').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.partyId, t.ruleCode, t.apiName, t.recordId] }),
    foreignKey({ columns: [t.fileId, t.partyId], foreignColumns: [payments.fileId, payments.partyId] }).onDelete(
      'cascade',
    ),
  ],
);

/** The adjudication history of a payment: one row per decision, who, when, from what to what. */
export const paymentAdjudications = pgTable(
  'payment_adjudications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    partyId: bigint('party_id', { mode: 'number' }).notNull(),
    action: text('action', { enum: ['save', 'submit', 'certify'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    matchAdjudicationStatus: text('match_adjudication_status').notNull(),
    comment: text('comment'),
    agencyOverride: text('agency_override'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    accessGroupId: text('access_group_id')
      .notNull()
      .references(() => accessGroups.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.fileId, t.partyId], foreignColumns: [payments.fileId, payments.partyId] }).onDelete(
      'cascade',
    ),
    index('payment_adjudications_payment_idx').on(t.fileId, t.partyId, t.decidedAt),
  ],
);

/** A month the level-1 group submitted for its tree (the ASR). */
export const asrSubmissions = pgTable(
  'asr_submissions',
  {
    level1GroupId: text('level1_group_id')
      .notNull()
      .references(() => accessGroups.id),
    reportYear: integer('report_year').notNull(),
    reportMonth: integer('report_month').notNull(),
    submittedBy: text('submitted_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.level1GroupId, t.reportYear, t.reportMonth] }),
    check('asr_submissions_month', sql`${t.reportMonth} BETWEEN 1 AND 12`),
  ],
);

/**
 * A false positive decided on a payment: the same payee (agencyPartyId within the agency's
 * tree) and the same source record, as it read then (content hash), no longer raise a match.
 */
export const matchSuppressions = pgTable(
  'match_suppressions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level1GroupId: text('level1_group_id')
      .notNull()
      .references(() => accessGroups.id),
    payeeTin: text('payee_tin'),
    agencyPartyId: text('agency_party_id').notNull(),
    apiName: text('api_name').notNull(),
    naturalKey: text('natural_key').notNull(),
    /** The record's content when decided: a changed record raises the match again. */
    contentHash: text('content_hash').notNull(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    partyId: bigint('party_id', { mode: 'number' }).notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by')
      .notNull()
      .references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    liftedBy: text('lifted_by').references(() => users.id),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ columns: [t.fileId, t.partyId], foreignColumns: [payments.fileId, payments.partyId] }).onDelete(
      'cascade',
    ),
    uniqueIndex('match_suppressions_active_idx')
      .on(t.level1GroupId, t.agencyPartyId, t.apiName, t.naturalKey)
      .where(sql`${t.liftedAt} IS NULL`),
  ],
);

/** A match of a later payment that a suppression kept from counting: shown, not raised. */
export const paymentSuppressedMatches = pgTable(
  'payment_suppressed_matches',
  {
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    partyId: bigint('party_id', { mode: 'number' }).notNull(),
    suppressionId: bigint('suppression_id', { mode: 'number' })
      .notNull()
      .references(() => matchSuppressions.id),
    apiName: text('api_name').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.partyId, t.apiName, t.recordId] }),
    foreignKey({ columns: [t.fileId, t.partyId], foreignColumns: [payments.fileId, payments.partyId] }).onDelete(
      'cascade',
    ),
  ],
);
