import type { ReadSession } from '../datasources/load-session.js';
import type { AgencyParty } from './batch-level.js';

/** An agency party's columns as the matchers read them, aliased to AgencyParty's fields (`p` is agency_parties). */
export const partyColumns = `p.party_id::int8 as "partyId", p.full_name as "fullName", p.party_type as "partyType", p.tin,
  to_char(p.birth_date, 'YYYY-MM-DD') as "birthDate", p.address_line1 as "addressLine1", p.city_name as "cityName",
  p.state_code as "stateCode", p.postal_code as "postalCode"`;

export type PartyRow = AgencyParty & { partyId: number | string };

/** int8 arrives as a string from node-postgres and a number from PGlite. */
export const partyOf = (row: PartyRow): AgencyParty => ({ ...row, partyId: Number(row.partyId) });

/** The file's parties of these ids, by id: one read by the file's primary key, whatever order the ids come in. */
export async function partiesById(
  session: ReadSession,
  fileId: number,
  partyIds: readonly number[],
): Promise<Map<number, AgencyParty>> {
  if (partyIds.length === 0) return new Map();
  const rows = await session.query<PartyRow>(
    `select ${partyColumns} from agency_parties p where p.file_id = $1 and p.party_id = any($2::int8[])`,
    [fileId, partyIds],
  );
  return new Map(rows.map((row) => [Number(row.partyId), partyOf(row)]));
}
