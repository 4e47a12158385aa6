import { catalogEntry, type DatasourceApiName, type MatchLevel } from '@dnp/contracts';
import type { MatchResult, MatchTypeDisplay, PartyKind, PartyRecord } from '@dnp/matching';

/** An agency party as the bulk matcher reads it from agency_parties. */
export interface AgencyParty {
  partyId: number;
  fullName: string;
  /** I (individual) or E (entity), when the file says. */
  partyType: string | null;
  /** Nine digits. */
  tin: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  addressLine1: string | null;
  cityName: string | null;
  stateCode: string | null;
  postalCode: string | null;
}

const kindOfSource: Record<'person' | 'entity' | 'both', PartyKind> = {
  person: 'person',
  entity: 'entity',
  both: 'unknown',
};

/** The kind the engine reads the party's name as: the file's own type code wins over the source's guess. */
export function partyKindOf(party: Pick<AgencyParty, 'partyType'>, apiName: DatasourceApiName): PartyKind {
  return party.partyType === 'I'
    ? 'person'
    : party.partyType === 'E'
      ? 'entity'
      : kindOfSource[catalogEntry(apiName).partyKind];
}

/** The party as the matching engine takes it, its name of the kind `partyKindOf` says. */
export function partyOfAgencyRow(party: AgencyParty, apiName: DatasourceApiName): PartyRecord {
  const kind = partyKindOf(party, apiName);
  const address = {
    ...(party.addressLine1 ? { line1: party.addressLine1 } : {}),
    ...(party.cityName ? { city: party.cityName } : {}),
    ...(party.stateCode ? { state: party.stateCode } : {}),
    ...(party.postalCode ? { postalCode: party.postalCode } : {}),
  };
  return {
    name: { full: party.fullName, kind },
    ...(party.tin ? { tin: party.tin } : {}),
    ...(party.birthDate ? { dob: party.birthDate } : {}),
    ...(Object.keys(address).length > 0 ? { address } : {}),
  };
}

export interface BatchMatch {
  level: MatchLevel;
  matchType: MatchTypeDisplay;
}

/**
 * The batch match levels (docs/matching.md, "Batch match levels"): an agreeing TIN keeps the
 * engine's level (CONCLUSIVE with the name, PROBABLE without); a match without an agreeing TIN
 * is POSSIBLE however strong its name, date of birth or address, because an agency acts on a
 * batch file's PROBABLE matches without reviewing each, and only a TIN names one person. The
 * match type keeps what agreed (NAME + DOB MATCH…). Null when the engine finds no match.
 */
export function batchMatchOf(match: Pick<MatchResult, 'classification' | 'tin'>): BatchMatch | null {
  const { classification } = match;
  if (classification === null) return null;
  if (match.tin === 'agree') {
    return { level: classification.level, matchType: classification.matchTypePortalDisplayText };
  }
  return { level: 'POSSIBLE', matchType: classification.matchTypePortalDisplayText };
}
