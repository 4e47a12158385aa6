import { datasourceApiNames, recordAttributesByApiName } from '@dnp/contracts';
import type { DatasourceApiName } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { isValidEin, isValidSsn } from './identifiers.js';
import { plantedCases } from './planted-cases.js';
import { recordsPerSource } from './scale.js';
import { generateRecords } from './source-generator.js';

async function collect(apiName: DatasourceApiName, count: number, seed = 'test') {
  const out: { key: string; record: Record<string, unknown> }[] = [];
  for await (const item of generateRecords(apiName, { seed, count })) {
    if (item.kind === 'record') out.push({ key: item.key, record: item.record as Record<string, unknown> });
  }
  return out;
}

describe('generateRecords', () => {
  it.each(datasourceApiNames)('%s: records match the source schema and keys are unique', async (apiName) => {
    const records = await collect(apiName, 400);
    expect(records).toHaveLength(400);
    expect(new Set(records.map((r) => r.key)).size).toBe(400);
    for (const { record } of records)
      expect(recordAttributesByApiName[apiName].safeParse(record).error).toBeUndefined();
  });

  it('gives the same records for the same seed and different ones for another', async () => {
    const a = await collect('dmf', 200, 'alpha');
    expect(await collect('dmf', 200, 'alpha')).toEqual(a);
    const b = await collect('dmf', 200, 'beta');
    expect(b.slice(20).map((r) => r.key)).not.toEqual(a.slice(20).map((r) => r.key));
  });

  it('issues only valid SSNs and EINs', async () => {
    for (const { record } of await collect('dmf', 3000)) expect(isValidSsn(String(record.tin))).toBe(true);
    for (const { record } of await collect('pub78', 1000)) expect(isValidEin(String(record.tin))).toBe(true);
    expect(isValidSsn('666123456')).toBe(false);
    expect(isValidSsn('901123456')).toBe(false);
    expect(isValidSsn('123001234')).toBe(false);
    expect(isValidSsn('123450000')).toBe(false);
    expect(isValidEin('071234567')).toBe(false);
  });

  it('dates every death after the birth, at a realistic age', async () => {
    const ages: number[] = [];
    for (const { record } of await collect('dmf', 3000)) {
      const birth = Date.parse(String(record.birthDate));
      const death = Date.parse(String(record.deathDate));
      expect(death).toBeGreaterThan(birth);
      ages.push((death - birth) / (365.25 * 86_400_000));
    }
    const mean = ages.reduce((sum, age) => sum + age, 0) / ages.length;
    expect(mean).toBeGreaterThan(68);
    expect(mean).toBeLessThan(82);
    expect(Math.max(...ages)).toBeLessThan(108);
  });

  it('draws common surnames most often', async () => {
    const counts = new Map<string, number>();
    for (const { record } of await collect('dmf', 5000)) {
      const last = String(record.lastName);
      counts.set(last, (counts.get(last) ?? 0) + 1);
    }
    const top = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name]) => name);
    expect(top).toContain('SMITH');
    expect(counts.get('GARCIA') ?? 0).toBeGreaterThan(counts.get('HOFFMAN') ?? 0);
  });

  it('puts every planted record into its source', async () => {
    for (const plantedCase of plantedCases) {
      for (const planted of plantedCase.records) {
        const records = await collect(planted.apiName, 50);
        expect(records.find((r) => r.key === planted.key)?.record).toEqual(planted.record);
      }
    }
    const whitcomb = plantedCases.find((c) => c.id === 'whitcomb');
    expect(whitcomb?.records.map((r) => r.apiName)).toEqual(['dmf', 'dod', 'dbck']);
  });

  it('splits a total over the sources, DMF the largest', () => {
    const split = recordsPerSource(1_000_000, ['dmf', 'dod', 'bop', 'samEnt']);
    expect([...split.values()].reduce((sum, n) => sum + n, 0)).toBe(1_000_000);
    expect(split.get('dmf')).toBeGreaterThan(900_000);
  });
});
