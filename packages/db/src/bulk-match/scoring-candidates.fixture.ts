import type { OfacRecord } from '@dnp/contracts';
import { parseOfac, parsePub78, publicSamples } from '@dnp/ingest';
import type { DbHandle } from '../database.js';
import { loadDatasource } from '../datasources/load-datasource.js';
import { queryRows } from '../datasources/load-session.js';
import { partyOfRecord } from '../datasources/party-of-record.js';
import { readRecords, type StoredRecord } from '../datasources/query-records.js';
import { sourceTables } from '../datasources/source-tables.js';
import { agencyParty } from './agency-party.fixture.js';
import type { AgencyParty } from './batch-level.js';

/** A step's candidates as a scorer is given them: the pairs, and their records read. */
export interface ScoringCandidates<K extends 'ofac' | 'pub78'> {
  records: Map<number, StoredRecord<K>>;
  pairs: Array<{ party: AgencyParty; recordId: number }>;
}

/**
 * Parties named after a source's first records (some with a word dropped; on OFAC some with a
 * date of birth, which its records choose against), each paired with its own record and the
 * seven after it: a mix of matches, near misses and rejections, and each record in the pairs
 * of several slices, as a step's candidates are.
 */
export async function scoringCandidates<K extends 'ofac' | 'pub78'>(
  handle: DbHandle,
  apiName: K,
  count: number,
): Promise<ScoringCandidates<K>> {
  const ids = await queryRows<{ id: string }>(
    handle,
    `select id::text as id from ${sourceTables[apiName].table} order by id limit $1`,
    [count],
  );
  const stored = await readRecords(
    handle,
    apiName,
    ids.map((row) => Number(row.id)),
  );
  const pairs: ScoringCandidates<K>['pairs'] = [];
  stored.forEach((record, at) => {
    const listed = partyOfRecord(apiName, record.record);
    const full = listed.name.full ?? '';
    const words = full.split(' ');
    const birthDates = apiName === 'ofac' ? (record.record as OfacRecord).birthDates : undefined;
    const party = agencyParty({
      partyId: at + 1,
      fullName: at % 3 === 0 && words.length > 2 ? words.slice(1).join(' ') : full,
      partyType: listed.name.kind === 'entity' ? 'E' : at % 2 === 0 ? 'I' : null,
      birthDate: at % 4 === 0 ? (birthDates?.[0]?.birthDateFrom ?? null) : null,
    });
    for (const other of stored.slice(at, at + 8)) pairs.push({ party, recordId: other.id });
  });
  return { records: new Map(stored.map((record) => [record.id, record])), pairs };
}

/** OFAC's and Pub 78's public samples loaded, and 250 parties of each source paired as `scoringCandidates` pairs them. */
export async function loadScoringCandidates(
  handle: DbHandle,
): Promise<{ ofac: ScoringCandidates<'ofac'>; pub78: ScoringCandidates<'pub78'> }> {
  await loadDatasource(handle, 'ofac', parseOfac(publicSamples.ofacFolder), { sourceVersion: '2021' });
  await loadDatasource(handle, 'pub78', parsePub78(publicSamples.pub78), { sourceVersion: 'sample' });
  return { ofac: await scoringCandidates(handle, 'ofac', 250), pub78: await scoringCandidates(handle, 'pub78', 250) };
}
