import {
  adjudicationActions,
  agencyOverrideDescs,
  planAdjudication,
  type AdjudicationAction,
  type AdjudicationActor,
  type AdjudicationState,
  type AgencyOverrideDesc,
  type SettableMatchAdjudicationStatus,
} from '@dnp/contracts';

export const actionWords: Record<AdjudicationAction, string> = {
  save: 'Save as a draft',
  submit: 'Submit',
  certify: 'Certify',
};

/**
 * The actions this actor may take with `status` on every one of the payments (their
 * current states). The server decides again; offering only these spares the user a
 * refusal they could have been told about.
 */
export function allowedActions(
  currents: readonly AdjudicationState[],
  status: SettableMatchAdjudicationStatus,
  actor: AdjudicationActor,
): AdjudicationAction[] {
  return adjudicationActions.filter((action) =>
    currents.every((current) => planAdjudication(current, { status, action }, actor).allowed),
  );
}

/** Why nothing can be decided on these payments now, or null when something can. */
export function closedReason(currents: readonly AdjudicationState[], actor: AdjudicationActor): string | null {
  const statuses: SettableMatchAdjudicationStatus[] = ['IMPROPER', 'PROPER - BUSINESS REASON', 'IN PROGRESS'];
  const open = statuses.some((status) => allowedActions(currents, status, actor).length > 0);
  if (open) return null;
  if (currents.some((current) => current === 'PAYMENT VALID' || current === 'PAYMENT INVALID')) {
    return 'A certified determination is final: it cannot be changed here.';
  }
  const level1Could = statuses.some(
    (status) => allowedActions(currents, status, { isLevel1AccessGroup: true }).length > 0,
  );
  return level1Could
    ? 'A submitted determination can be reopened or certified only by the level-1 access group.'
    : 'These payments cannot be decided together: their determinations are at different stages.';
}

/** The overrides that go with a status: none without PROPER, a false-positive override only with a false positive. */
export function overridesFor(status: SettableMatchAdjudicationStatus): AgencyOverrideDesc[] {
  if (!status.startsWith('PROPER')) return [];
  return agencyOverrideDescs.filter(
    (override) => override !== 'FALSE POSITIVE MATCH' || status === 'PROPER - FALSE POSITIVE',
  );
}
