import { parseOfac, publicSamples } from '@dnp/ingest';
import { defaultMatchConfig } from '@dnp/matching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { loadDatasource } from '../datasources/load-datasource.js';
import { queryRows } from '../datasources/load-session.js';
import { partyOfRecord } from '../datasources/party-of-record.js';
import { readRecords, type StoredRecord } from '../datasources/query-records.js';
import { openTestDb } from '../testing/index.js';
import type { AgencyParty } from './batch-level.js';
import { keepBest, matchesOf, PreparedParties } from './score-pairs.js';
import { createScoringPool, type PairScorer } from './scoring-pool.js';

let handle: DbHandle;
let pool: PairScorer;
const records = new Map<number, StoredRecord<'ofac'>>();
const pairs: Array<{ party: AgencyParty; recordId: number }> = [];

/**
 * Parties named after OFAC entries (some with a word dropped, some with a date of birth, which
 * OFAC's records choose against), each paired with its own record and the seven after it: a mix
 * of matches, near misses and rejections, as a step's candidates are.
 */
function party(partyId: number, stored: StoredRecord<'ofac'>): AgencyParty {
  const listed = partyOfRecord('ofac', stored.record);
  const full = listed.name.full ?? '';
  const words = full.split(' ');
  return {
    partyId,
    fullName: partyId % 3 === 0 && words.length > 2 ? words.slice(1).join(' ') : full,
    partyType: listed.name.kind === 'entity' ? 'E' : partyId % 2 === 0 ? 'I' : null,
    tin: null,
    birthDate: partyId % 4 === 0 ? (stored.record.birthDates?.[0]?.birthDateFrom ?? null) : null,
    addressLine1: null,
    cityName: null,
    stateCode: null,
    postalCode: null,
  };
}

beforeAll(async () => {
  handle = await openTestDb();
  await loadDatasource(handle, 'ofac', parseOfac(publicSamples.ofacFolder), { sourceVersion: '2021' });
  const ids = await queryRows<{ id: string }>(handle, `select id::text as id from ofac_records order by id limit 250`);
  for (const stored of await readRecords(
    handle,
    'ofac',
    ids.map((row) => Number(row.id)),
  )) {
    records.set(stored.id, stored);
  }
  const listed = [...records.values()];
  listed.forEach((stored, at) => {
    const candidate = party(at + 1, stored);
    for (const other of listed.slice(at, at + 8)) pairs.push({ party: candidate, recordId: other.id });
  });
  pool = createScoringPool({ workers: 2, pairsPerTask: 97 });
}, 120_000);
afterAll(async () => {
  await pool.close();
  await handle.close();
});

describe('scoring pool', () => {
  it('answers the same matches, in the same order, as scoring on the calling thread', async () => {
    const onThread = matchesOf('ofac', pairs, records, new PreparedParties(), defaultMatchConfig);
    const inWorkers = await pool.matches('ofac', pairs, records, defaultMatchConfig, new PreparedParties());

    expect(pairs.length).toBeGreaterThan(1_900);
    expect(onThread.length).toBeGreaterThan(150);
    expect(new Set(onThread.map((match) => match.level))).toEqual(new Set(['POSSIBLE']));
    expect(inWorkers).toEqual(onThread);
    expect(keepBest(inWorkers, 3)).toEqual(keepBest(onThread, 3));
  }, 120_000);

  it('refuses a pool without a worker', () => {
    expect(() => createScoringPool({ workers: 0 })).toThrow('A scoring pool needs at least one worker, not 0');
  });
});
