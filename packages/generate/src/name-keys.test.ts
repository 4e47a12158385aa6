import { datasourceApiNames } from '@dnp/contracts';
import { listedNameKeys, listedNames } from '@dnp/db';
import { nameKeys, prepareName } from '@dnp/matching';
import { describe, expect, it } from 'vitest';
import { generateRecords } from './source-generator.js';

/** The loader computes name keys per word (packages/db record-names.ts); on generated data that must equal the engine's. */
describe('name keys of generated records', () => {
  it('are exactly the engine keys for 2,500 records of every source', async () => {
    let names = 0;
    for (const apiName of datasourceApiNames) {
      for await (const item of generateRecords(apiName, { seed: 'keys', count: 2500 })) {
        if (item.kind !== 'record') continue;
        for (const listed of listedNames(apiName, item.record)) {
          expect(listedNameKeys(listed), `${apiName} ${listed.name}`).toEqual(
            nameKeys(prepareName(listed.name, listed.kind)),
          );
          names++;
        }
      }
    }
    expect(names).toBeGreaterThan(40_000);
  });
});
