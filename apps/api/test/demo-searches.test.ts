import { SearchResponse, type DatasourceApiName } from '@dnp/contracts';
import { loadDemoData, plantedCases } from '@dnp/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The searches the README and docs/generator.md promise a new user, run
 * through the API against the demo set exactly as `npm start` loads it.
 */
describe('demo searches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t.handle);
  }, 300_000);
  afterAll(() => t.close());

  const searches = plantedCases.flatMap((plantedCase) =>
    plantedCase.searches.flatMap((search) =>
      Object.entries(search.expect).map(([apiName, level]) => ({
        label: `${plantedCase.id}: ${search.name ?? ''} ${search.tin ?? ''} in ${apiName} is ${level}`,
        apiName: apiName as DatasourceApiName,
        search,
        level,
      })),
    ),
  );

  it.each(searches)('$label', async ({ apiName, search, level }) => {
    const attributes = search.tin
      ? { searchCriteria: 'SSN/EIN/TIN', tin: search.tin, ...(search.name ? { name: search.name } : {}) }
      : { searchCriteria: 'NAME', name: search.name };
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/search/${apiName}`,
      headers: await t.as('adminuser'),
      payload: { data: { attributes } },
    });
    expect(response.statusCode).toBe(200);
    const levels = SearchResponse.parse(response.json()).data.map((hit) => hit.attributes.match.level);
    expect(levels[0]).toBe(level);
  });
});
