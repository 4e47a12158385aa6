import type { MatchLevel } from '@dnp/contracts';
import type { MatchConfig } from './config.js';
import type { AddressAgreement, DobAgreement, TinAgreement } from './evidence.js';

export type MatchTypeDisplay =
  'TIN + NAME MATCH' | 'TIN MATCH' | 'NAME + DOB MATCH' | 'NAME + ADDRESS MATCH' | 'NAME MATCH';

export interface MatchEvidence {
  nameScore: number;
  /** Name score plus evidence points, 0–1. */
  score: number;
  tin: TinAgreement;
  dob: DobAgreement;
  address: AddressAgreement;
}

export interface Classification {
  level: MatchLevel;
  matchTypePortalDisplayText: MatchTypeDisplay;
}

/**
 * The match rule (docs/matching.md): an agreeing TIN decides, and the name then says CONCLUSIVE or PROBABLE; a
 * different TIN means a different party whatever the name says; without TIN a strong name needs a date of birth or
 * an address to be PROBABLE, and a name alone is at most POSSIBLE. Returns null when it is no match.
 */
export function classifyMatch(evidence: MatchEvidence, config: MatchConfig): Classification | null {
  if (evidence.tin === 'agree') {
    return evidence.nameScore >= config.tinNameThreshold
      ? { level: 'CONCLUSIVE', matchTypePortalDisplayText: 'TIN + NAME MATCH' }
      : { level: 'PROBABLE', matchTypePortalDisplayText: 'TIN MATCH' };
  }
  if (evidence.tin === 'differ') return null;
  if (evidence.nameScore >= config.strongNameThreshold) {
    if (evidence.dob === 'exact' || evidence.dob === 'transposed') {
      return { level: 'PROBABLE', matchTypePortalDisplayText: 'NAME + DOB MATCH' };
    }
    if (evidence.dob !== 'differ' && (evidence.address === 'postal' || evidence.address === 'city')) {
      return { level: 'PROBABLE', matchTypePortalDisplayText: 'NAME + ADDRESS MATCH' };
    }
  }
  if (evidence.nameScore >= config.possibleThreshold && evidence.score >= config.possibleThreshold) {
    return { level: 'POSSIBLE', matchTypePortalDisplayText: 'NAME MATCH' };
  }
  return null;
}
