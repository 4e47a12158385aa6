import type { PartyKind } from '@dnp/matching';
import type { AgencyParty } from '../bulk-match/batch-level.js';
import { nameKeyHashes } from '../datasources/name-key-hash.js';
import { listedNameKeys } from '../datasources/record-names.js';
import type { LoadSession } from '../datasources/load-session.js';
import { copyRow } from '../datasources/copy-text.js';

const untypedKinds: readonly PartyKind[] = ['person', 'entity', 'unknown'];

/**
 * A party's name keys for one kind, hashed as the sources' keys are (name-key-hash.ts): the
 * engine's nameKeys(prepareName(…)), through the loader's word cache, which a million parties need.
 */
function hashedKeys(fullName: string, kind: PartyKind): number[] {
  return nameKeyHashes(listedNameKeys({ name: fullName, kind }));
}

/**
 * The key rows of one party: a typed party (I or E) is matched under its own kind by every
 * source, so its keys hold for all (`for_kind` null); an untyped one takes each source's kind,
 * as the bulk matcher's partyOfAgencyRow does, so it has keys per kind.
 */
export function partyKeyRows(fileId: number, party: Pick<AgencyParty, 'partyId' | 'fullName' | 'partyType'>): string {
  let rows = '';
  const typed: PartyKind | null = party.partyType === 'I' ? 'person' : party.partyType === 'E' ? 'entity' : null;
  if (typed !== null) {
    for (const key of hashedKeys(party.fullName, typed)) rows += copyRow([fileId, party.partyId, null, key]);
    return rows;
  }
  for (const kind of untypedKinds) {
    for (const key of hashedKeys(party.fullName, kind)) rows += copyRow([fileId, party.partyId, kind, key]);
  }
  return rows;
}

const keyColumns = ['file_id', 'party_id', 'for_kind', 'key'] as const;

const KEY_PARTIES_PER_READ = 20_000;

/**
 * Writes the name keys of every party of an enrolled file (replacing any it had), a slice of
 * parties at a time so a file of a million parties never sits in memory whole.
 */
export async function writeEnrolledPartyKeys(session: LoadSession, fileId: number): Promise<number> {
  await session.query(`delete from con_mon_party_name_keys where file_id = $1`, [fileId]);
  let after = -1;
  let parties = 0;
  for (;;) {
    const slice = await session.query<{ partyId: string; fullName: string; partyType: string | null }>(
      `select party_id::text as "partyId", full_name as "fullName", party_type as "partyType"
         from agency_parties where file_id = $1 and party_id > $2 order by party_id limit $3`,
      [fileId, after, KEY_PARTIES_PER_READ],
    );
    let rows = '';
    for (const row of slice) {
      after = Number(row.partyId);
      rows += partyKeyRows(fileId, { partyId: after, fullName: row.fullName, partyType: row.partyType });
    }
    // One COPY per slice: a query cannot run on a connection while its COPY is open.
    if (rows !== '') await session.copyText('con_mon_party_name_keys', keyColumns, rows);
    parties += slice.length;
    if (slice.length < KEY_PARTIES_PER_READ) break;
  }
  return parties;
}
