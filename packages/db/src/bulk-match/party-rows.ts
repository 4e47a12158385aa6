import type { AgencyParty } from './batch-level.js';

/** An agency party's columns as the matchers read them, aliased to AgencyParty's fields (`p` is agency_parties). */
export const partyColumns = `p.party_id::int8 as "partyId", p.full_name as "fullName", p.party_type as "partyType", p.tin,
  to_char(p.birth_date, 'YYYY-MM-DD') as "birthDate", p.address_line1 as "addressLine1", p.city_name as "cityName",
  p.state_code as "stateCode", p.postal_code as "postalCode"`;

export type PartyRow = AgencyParty & { partyId: number | string };

/** int8 arrives as a string from node-postgres and a number from PGlite. */
export const partyOf = (row: PartyRow): AgencyParty => ({ ...row, partyId: Number(row.partyId) });
