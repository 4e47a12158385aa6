import type { AdjudicationAction, AgencyOverrideDesc, SettableMatchAdjudicationStatus } from '@dnp/contracts';

/** Who decides: the user, their home group and the group they act for (adminuser acts for HUD). */
export interface DemoActor {
  userId: string;
  homeGroupId: string;
  actingGroupId: string;
  level1: boolean;
}

const analyst: DemoActor = { userId: 'portaluser', homeGroupId: 'DOD', actingGroupId: 'DOD', level1: false };
const hudReviewer: DemoActor = { userId: 'adminuser', homeGroupId: 'API_FTPA', actingGroupId: 'HUD', level1: false };
/** The level-1 group that certifies and submits the demo's month. */
export const demoLevel1Actor: DemoActor = {
  userId: 'adminuser',
  homeGroupId: 'API_FTPA',
  actingGroupId: 'API_FTPA',
  level1: true,
};

/** The month the level-1 group submits (its ASR), once nothing of it is left open or pending. */
export const DEMO_SUBMITTED_MONTH = '2025-01';

export interface DemoDecision {
  agencyPartyId: number;
  actor: DemoActor;
  status: SettableMatchAdjudicationStatus;
  action: AdjudicationAction;
  comment?: string;
  override?: AgencyOverrideDesc;
}

const improper = (agencyPartyId: number, actor: DemoActor, action: AdjudicationAction, comment: string) => ({
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
    improper(1001, demoLevel1Actor, 'certify', 'Certified improper.'),
    improper(1002, demoLevel1Actor, 'certify', 'Certified improper.'),
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

/** One month's demo decisions, in the order they are made. */
export function demoDecisionsOf(month: string): readonly DemoDecision[] {
  return decisionsByMonth[month] ?? [];
}

/** Whose file pays a demo payee: DOD's ids are below 2000, HUD's from 2000 (demo-payment-files.ts). */
export function demoPayerOf(agencyPartyId: number): 'DOD' | 'HUD' {
  return agencyPartyId < 2000 ? 'DOD' : 'HUD';
}
