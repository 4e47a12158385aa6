import { catalogEntry, tinDigits, type DatasourceApiName, type SearchAttributes } from '@dnp/contracts';
import type { PartyKind, PartyRecord } from '@dnp/matching';

const kindOfSource: Record<'person' | 'entity' | 'both', PartyKind> = {
  person: 'person',
  entity: 'entity',
  both: 'unknown',
};

/** The searched party as the matching engine takes it; the source decides whom a name names. */
export function partyOfQuery(apiName: DatasourceApiName, criteria: SearchAttributes): PartyRecord {
  const kind = kindOfSource[catalogEntry(apiName).partyKind];
  const name = criteria.name
    ? { full: criteria.name, kind }
    : {
        ...(criteria.firstName ? { first: criteria.firstName } : {}),
        ...(criteria.middleName ? { middle: criteria.middleName } : {}),
        ...(criteria.lastName ? { last: criteria.lastName } : {}),
        kind,
      };
  return {
    name,
    ...(criteria.tin ? { tin: tinDigits(criteria.tin) } : {}),
    ...(criteria.birthDate ? { dob: criteria.birthDate } : {}),
    ...(criteria.stateCode ? { address: { state: criteria.stateCode.toUpperCase() } } : {}),
    ...(criteria.countryCode ? { country: criteria.countryCode.toUpperCase() } : {}),
  };
}

/** What the audit row keeps of the criteria: never a full TIN, only its last four digits. */
export function auditedCriteria(criteria: SearchAttributes): Record<string, unknown> {
  const { tin, ...rest } = criteria;
  return { ...rest, ...(tin ? { tinLast4: tinDigits(tin).slice(-4) } : {}) };
}
