import type { PartyKind } from '@dnp/matching';
import type { AgencyParty } from '../bulk-match/batch-level.js';
import { bulkKeys } from '../bulk-match/candidate-pairs.js';
import { nameKeyHashes } from '../datasources/name-key-hash.js';
import { listedNameKeysAndSurname } from '../datasources/record-names.js';
import type { LoadSession } from '../datasources/load-session.js';
import { copyRow } from '../datasources/copy-text.js';

const untypedKinds: readonly PartyKind[] = ['person', 'entity', 'unknown'];

/**
 * A party's name keys for one kind, hashed as the sources' keys are (name-key-hash.ts), and only
 * those a batch run looks the party up by (`bulkKeys`): a person's sound pairs holding its surname, else
 * its sound pairs, else its pair keys, every key of an entity or of a one-word name (decisions 71, 119,
 * 121). A changed record holds every key of its name, so it meets a party exactly where a batch run of
 * the party would have met the record. Through the loader's word cache, which a million parties need.
 */
function hashedKeys(fullName: string, kind: PartyKind): number[] {
  const { keys, surnameCodes } = listedNameKeysAndSurname({ name: fullName, kind });
  return nameKeyHashes(bulkKeys(keys, surnameCodes));
}

type KeyedParty = Pick<AgencyParty, 'partyId' | 'fullName' | 'partyType' | 'tin'>;

/**
 * The key rows of one party, each with its sort key: a typed party (I or E) is matched under its
 * own kind by every source, so its keys hold for all (`for_kind` null); an untyped one takes each
 * source's kind, as the bulk matcher's partyOfAgencyRow does, so it has keys per kind.
 */
function partyKeyRows(fileId: number, party: KeyedParty): Array<{ key: number; row: string }> {
  const hasTin = party.tin !== null;
  const typed: PartyKind | null = party.partyType === 'I' ? 'person' : party.partyType === 'E' ? 'entity' : null;
  const kinds: ReadonlyArray<PartyKind | null> = typed === null ? untypedKinds : [null];
  return kinds.flatMap((kind) =>
    hashedKeys(party.fullName, kind ?? typed ?? 'unknown').map((key) => ({
      key,
      row: copyRow([fileId, party.partyId, kind, key, hasTin]),
    })),
  );
}

const keyColumns = ['file_id', 'party_id', 'for_kind', 'key', 'has_tin'] as const;

/** Parties read and written per COPY: a few MB of rows, and few enough to sort in memory. */
const KEY_PARTIES_PER_READ = 50_000;

/**
 * Writes the name keys of every party of an enrolled file (replacing any it had), a slice of
 * parties at a time so a file of a million parties never sits in memory whole. Each slice's rows
 * go in key order: the key index takes them page by page instead of one random page per row,
 * which is most of a large file's write.
 */
export async function writeEnrolledPartyKeys(session: LoadSession, fileId: number): Promise<number> {
  await session.query(`delete from con_mon_party_name_keys where file_id = $1`, [fileId]);
  let after = -1;
  let parties = 0;
  for (;;) {
    const slice = await session.query<{
      partyId: string;
      fullName: string;
      partyType: string | null;
      tin: string | null;
    }>(
      `select party_id::text as "partyId", full_name as "fullName", party_type as "partyType", tin
         from agency_parties where file_id = $1 and party_id > $2 order by party_id limit $3`,
      [fileId, after, KEY_PARTIES_PER_READ],
    );
    const rows: Array<{ key: number; row: string }> = [];
    for (const party of slice) {
      after = Number(party.partyId);
      for (const keyed of partyKeyRows(fileId, { ...party, partyId: after })) rows.push(keyed);
    }
    rows.sort((a, b) => a.key - b.key);
    // One COPY per slice: a query cannot run on a connection while its COPY is open.
    if (rows.length > 0) {
      await session.copyText('con_mon_party_name_keys', keyColumns, rows.map((keyed) => keyed.row).join(''));
    }
    parties += slice.length;
    if (slice.length < KEY_PARTIES_PER_READ) break;
  }
  return parties;
}
