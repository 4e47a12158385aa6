import { DisclosureList, ErrorBody, RecordResponse, SearchResponse, searchResponseFor } from '@dnp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from './audit-rows.js';
import { loadFile, ofacFolder, pub78File, writeDmfFile } from './load-test-data.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('online search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await loadFile(t.handle, 'ofac', ofacFolder);
    await loadFile(t.handle, 'pub78', pub78File);
    await loadFile(t.handle, 'dmf', writeDmfFile());
  }, 180_000);
  afterAll(() => t.close());

  async function search(user: string, apiName: string, attributes: Record<string, unknown>, query = '') {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/search/${apiName}${query}`,
      headers: await t.as(user),
      payload: { data: { attributes }, meta: { client_timezone_offset: 300 } },
    });
  }

  it('finds an SDN by name in everyday word order, with score, level and explanation', async () => {
    const response = await search('portaluser', 'ofac', { searchCriteria: 'NAME', name: 'Nicolas Maduro Moros' });
    expect(response.statusCode).toBe(200);
    const body = searchResponseFor('ofac').parse(response.json());
    expect(body.meta['transaction-id']).toBeTruthy();
    expect(body.meta['total-count']).toBeGreaterThan(0);
    const best = body.data[0]?.attributes;
    expect(best?.name).toMatch(/MADURO/);
    expect(best?.searchCriteria).toBe('NAME');
    expect(best?.match.level).toBe('POSSIBLE');
    expect(best?.match.explanation.length).toBeGreaterThan(0);
    expect(best?.match.explanation.some((f) => /MADURO/.test(f.text))).toBe(true);
  });

  it('returns nothing for a person who is on no list, not the nearest strangers', async () => {
    const response = await search('portaluser', 'ofac', { searchCriteria: 'NAME', name: 'Margaret Thistlewood' });
    expect(SearchResponse.parse(response.json()).data).toEqual([]);
  });

  it('finds a death record by SSN with dashes, CONCLUSIVE when the name agrees too, TIN masked', async () => {
    const response = await search('portaluser', 'dmf', {
      searchCriteria: 'SSN/EIN/TIN',
      tin: '123-45-6789',
      name: 'Maria Hernandez',
    });
    const body = SearchResponse.parse(response.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.attributes).toMatchObject({
      searchCriteria: 'SSN/EIN/TIN',
      tin: '*****6789',
      tinMasked: true,
      match: { level: 'CONCLUSIVE', matchTypePortalDisplayText: 'TIN + NAME MATCH' },
    });
    expect(response.body).not.toContain('123456789');
  });

  it('finds a tax-exempt organization by name across word order and legal form', async () => {
    const response = await search('portaluser', 'pub78', { searchCriteria: 'NAME', name: 'Pine Grove Cemetery' });
    const body = SearchResponse.parse(response.json());
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('limits results to page[size]', async () => {
    const response = await search('portaluser', 'ofac', { searchCriteria: 'NAME', name: 'Mohammed' }, '?page[size]=2');
    const body = SearchResponse.parse(response.json());
    expect(body.data.length).toBeLessThanOrEqual(2);
  });

  it('says how far a name search looked: every record sharing a rare name, the best-ranked of a common one', async () => {
    const rare = await search('portaluser', 'ofac', { searchCriteria: 'NAME', name: 'Nicolas Maduro Moros' });
    const rareCoverage = SearchResponse.parse(rare.json()).meta.searchCoverage;
    expect(rareCoverage).toMatchObject({ complete: true, sampled: false });
    expect(rareCoverage?.compared).toBeGreaterThan(0);

    const common = await search('portaluser', 'ofac', { searchCriteria: 'NAME', name: 'Mohammed' });
    expect(SearchResponse.parse(common.json()).meta.searchCoverage).toEqual({
      compared: 400,
      complete: false,
      sampled: false,
    });

    const byTin = await search('portaluser', 'dmf', { searchCriteria: 'SSN/EIN/TIN', tin: '123-45-6789' });
    expect(SearchResponse.parse(byTin.json()).meta.searchCoverage).toBeUndefined();
  });

  it('enforces the hints: CAIVRS by TIN only, OFAC by name only', async () => {
    const caivrs = await search('adminuser', 'caivrs', { searchCriteria: 'NAME', name: 'John Smith' });
    expect(caivrs.statusCode).toBe(400);
    expect(ErrorBody.parse(caivrs.json()).errors[0]?.detail).toMatch(/by SSN\/EIN\/TIN/);
    const ofac = await search('portaluser', 'ofac', { searchCriteria: 'SSN/EIN/TIN', tin: '123456789' });
    expect(ofac.statusCode).toBe(400);
    expect(ErrorBody.parse(ofac.json()).errors[0]?.detail).toMatch(/name only/);
  });

  it('answers 400 naming the field for a malformed TIN, an empty name or an over-long field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ searchCriteria: 'SSN/EIN/TIN', tin: '12-34' }, '/data/attributes/tin'],
      [{ searchCriteria: 'NAME', name: '   ' }, '/data/attributes/name'],
      [{ searchCriteria: 'NAME', name: 'A'.repeat(101) }, '/data/attributes/name'],
    ];
    for (const [attributes, pointer] of cases) {
      const response = await search('portaluser', 'dmf', attributes);
      expect(response.statusCode).toBe(400);
      expect(ErrorBody.parse(response.json()).errors.map((e) => e.source?.pointer)).toContain(pointer);
    }
  });

  it('refuses a restricted source the group has no grant for, and audits the denial', async () => {
    const response = await search('portaluser', 'caivrs', { searchCriteria: 'SSN/EIN/TIN', tin: '123456789' });
    expect(response.statusCode).toBe(403);
    const [row] = await auditRows(t.handle.db, 'access.denied');
    expect(row?.details).toMatchObject({ datasource: 'caivrs' });
  });

  it('refuses a user without the online search function', async () => {
    const response = await search('reportuser', 'ofac', { searchCriteria: 'NAME', name: 'Putin' });
    expect(response.statusCode).toBe(403);
  });

  it('audits every search with masked criteria, the result count and the disclosed records', async () => {
    await search('portaluser', 'dmf', { searchCriteria: 'SSN/EIN/TIN', tin: '234567890' });
    const [row] = await auditRows(t.handle.db, 'search');
    expect(row).toMatchObject({ userId: 'portaluser', datasource: 'dmf', resultCount: 1, actingAccessGroupId: 'DOD' });
    expect(JSON.stringify(row?.details)).not.toContain('234567890');
    expect(row?.details).toMatchObject({ criteria: { searchCriteria: 'SSN/EIN/TIN', tinLast4: '7890' } });
  });

  it('reads one record with only the included sub-lists, and audits the read', async () => {
    const found = SearchResponse.parse(
      (await search('portaluser', 'ofac', { searchCriteria: 'NAME', name: 'Nicolas Maduro Moros' })).json(),
    ).data[0];
    const id = found?.id ?? '0';
    const response = await t.app.inject({
      url: `/api/v1/ofac/${id}?include=program,birthDate`,
      headers: await t.as('portaluser'),
    });
    const record = RecordResponse.parse(response.json()).data[0]?.attributes;
    expect(record).toHaveProperty('programs');
    expect(record).toHaveProperty('birthDates');
    expect(record).not.toHaveProperty('addresses');
    const [row] = await auditRows(t.handle.db, 'record.read');
    expect(row).toMatchObject({ datasource: 'ofac', resourceId: id });

    const bad = await t.app.inject({
      url: `/api/v1/ofac/${id}?include=naicsDetail`,
      headers: await t.as('portaluser'),
    });
    expect(bad.statusCode).toBe(400);
    // Names of Object.prototype are not sub-lists: a 400, never a crash or a leak.
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const odd = await t.app.inject({ url: `/api/v1/ofac/${id}?include=${name}`, headers: await t.as('portaluser') });
      expect(odd.statusCode).toBe(400);
      expect(ErrorBody.parse(odd.json()).errors[0]?.source).toEqual({ parameter: 'include' });
    }
  });

  it('reveals a TIN only on purpose, with a reason, audited', async () => {
    const answer = SearchResponse.parse(
      (await search('portaluser', 'dmf', { searchCriteria: 'SSN/EIN/TIN', tin: '345678901' })).json(),
    );
    const found = answer.data[0];
    const searchTransactionId = answer.meta['transaction-id'];
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/dmf/${found?.id}/tin-reveal`,
      headers: await t.as('portaluser'),
      payload: { data: { attributes: { reason: 'verify before stopping payment', searchTransactionId } } },
    });
    expect(response.json()).toMatchObject({ data: [{ attributes: { tin: '345678901' } }] });
    const [row] = await auditRows(t.handle.db, 'tin.reveal');
    expect(row?.details).toMatchObject({ reason: 'verify before stopping payment' });
  });

  it('tells an administrator which searches disclosed a record', async () => {
    const found = SearchResponse.parse(
      (await search('portaluser', 'dmf', { searchCriteria: 'NAME', name: 'Chukwuemeka Okafor' })).json(),
    ).data[0];
    expect(found).toBeDefined();
    const url = `/api/v1/audit/disclosures?datasource=dmf&recordId=${found?.id}`;
    const response = await t.app.inject({ url, headers: await t.as('adminuser') });
    const disclosures = DisclosureList.parse(response.json()).data.map((d) => d.attributes);
    expect(disclosures[0]).toMatchObject({ action: 'search', userId: 'portaluser', actingAccessGroupId: 'DOD' });
    expect(disclosures[0]?.criteria).toMatchObject({ name: 'Chukwuemeka Okafor' });

    const refused = await t.app.inject({ url, headers: await t.as('portaluser') });
    expect(refused.statusCode).toBe(403);
  });

  it('names the Fact of Death jurisdictions that are not available', async () => {
    const response = await search('portaluser', 'fod', { searchCriteria: 'NAME', name: 'Eleanor Vasquez' });
    const meta = SearchResponse.parse(response.json()).meta;
    expect(meta.excludedResources).toEqual(['AK', 'HI', 'PR', 'WY']);
    expect(meta.includedResources).toContain('NM');
    expect(meta.resourceDetails?.fod?.message).toBe('Jurisdictions unavailable: AK, HI, PR, WY');
  });
});
