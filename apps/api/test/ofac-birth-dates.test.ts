import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SearchResponse } from '@dnp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFile, ofacFolder } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Real SDN entries, copied row for row from the public file so the load stays quick:
 * Maduro Moros ("DOB 23 Nov 1962; ... citizen Venezuela"), Nasrallah (four full dates),
 * Fadlallah ("DOB 1938; alt. DOB 1936") and Sahinpasic ("DOB circa 1951").
 */
const ENTRIES = new Set(['22790', '2686', '2679', '7782']);

function writeOfacExtract(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dnp-ofac-dob-'));
  for (const file of ['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv']) {
    const rows = readFileSync(join(ofacFolder, file), 'utf8')
      .split(/\r?\n/)
      .filter((line) => ENTRIES.has(line.split(',')[0] ?? ''));
    writeFileSync(join(dir, file), rows.map((row) => `${row}\n`).join(''));
  }
  return dir;
}

describe('OFAC dates of birth and countries as matching evidence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'ofac', writeOfacExtract());
  }, 60_000);
  afterAll(() => t.close());

  async function best(attributes: Record<string, unknown>) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/ofac',
      headers: await t.as('portaluser'),
      payload: { data: { attributes: { searchCriteria: 'NAME', ...attributes } }, meta: {} },
    });
    expect(response.statusCode).toBe(200);
    const match = SearchResponse.parse(response.json()).data[0]?.attributes.match;
    const feature = (name: string) => match?.explanation.find((item) => item.name === name)?.value;
    return {
      level: match?.level,
      display: match?.matchTypePortalDisplayText,
      dob: feature('dob'),
      country: feature('country'),
    };
  }

  it('corroborates a name with the listed full date of birth', async () => {
    expect(await best({ name: 'Nicolas Maduro Moros' })).toMatchObject({ level: 'POSSIBLE', dob: undefined });
    expect(await best({ name: 'Nicolas Maduro Moros', birthDate: '1962-11-23' })).toMatchObject({
      level: 'PROBABLE',
      display: 'NAME + DOB MATCH',
      dob: 'exact',
    });
  });

  it('corroborates with any of the listed full dates, not only the first', async () => {
    expect(await best({ name: 'Hasan Nasrallah' })).toMatchObject({ level: 'POSSIBLE' });
    expect(await best({ name: 'Hasan Nasrallah', birthDate: '1955-08-31' })).toMatchObject({
      level: 'PROBABLE',
      display: 'NAME + DOB MATCH',
      dob: 'exact',
    });
  });

  it('counts a date none of the listed full dates has as a different date', async () => {
    expect(await best({ name: 'Hasan Nasrallah', birthDate: '1957-08-31' })).toMatchObject({
      level: 'POSSIBLE',
      dob: 'differ',
    });
  });

  it('lets a year-only date agree on the year but never corroborate the name', async () => {
    expect(await best({ name: 'Muhammad Husayn Fadlallah', birthDate: '1936-04-02' })).toMatchObject({
      level: 'POSSIBLE',
      display: 'NAME MATCH',
      dob: 'year',
    });
  });

  it('treats a circa date as neither agreeing nor differing', async () => {
    expect(await best({ name: 'Senad Sahinpasic', birthDate: '1951-06-01' })).toMatchObject({
      level: 'POSSIBLE',
      dob: undefined,
    });
  });

  it('compares the query country with the listed citizenship and address countries', async () => {
    expect(await best({ name: 'Nicolas Maduro Moros', countryCode: 've' })).toMatchObject({ country: 'agree' });
    expect(await best({ name: 'Nicolas Maduro Moros', countryCode: 'CO' })).toMatchObject({ country: 'differ' });
  });
});
