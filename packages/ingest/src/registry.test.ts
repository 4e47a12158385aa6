import { publicSamples } from './public-data.js';
import { loadableDatasources, recordAttributesByApiName } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { ingestFormat, ingestRegistry } from './registry.js';
import { collect } from './test-support.js';

describe('ingestRegistry', () => {
  it('has a parser for each source with a public file format, and none for agency feeds', () => {
    expect(Object.keys(ingestRegistry).sort()).toEqual(
      ['arl', 'dmf', 'form990n', 'leiePublic', 'ofac', 'pub78', 'samEnt', 'samExPub', 'samExRes'].sort(),
    );
    expect(ingestFormat('bop')).toBeUndefined();
  });

  it('is the list of loadable sources the web app offers (contracts cannot import the parsers)', () => {
    expect([...loadableDatasources].sort()).toEqual(Object.keys(ingestRegistry).sort());
  });

  it('parses a file through its entry into records the contract accepts', async () => {
    const pub78 = ingestFormat('pub78');
    if (!pub78) throw new Error('pub78 has a public format');
    const { records } = await collect(pub78.parse(publicSamples.pub78Update));
    expect(records).toHaveLength(1001);
    for (const { record } of records) expect(recordAttributesByApiName.pub78.safeParse(record).success).toBe(true);
  });

  it('reads OFAC from its folder and refuses a single stream for it', async () => {
    const ofac = ingestFormat('ofac');
    if (!ofac) throw new Error('ofac has a public format');
    expect(ofac.input).toBe('folder');
    const { Readable } = await import('node:stream');
    expect(() => ofac.parse(Readable.from(['x']))).toThrow(/folder/);
  });
});
