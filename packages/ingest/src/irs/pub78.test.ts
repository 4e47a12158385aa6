import { publicSamples } from '../public-data.js';
import { describe, expect, it } from 'vitest';
import { computeDelta, recordHash } from '../delta.js';
import { collect, streamOf } from '../test-support.js';
import { parsePub78 } from './pub78.js';

const SAMPLE = publicSamples.pub78;
const UPDATE = publicSamples.pub78Update;

async function hashes(path: string): Promise<Map<string, string>> {
  const { records } = await collect(parsePub78(path));
  return new Map(records.map(({ key, record }) => [key, recordHash(record)]));
}

describe('parsePub78', () => {
  it('reads every organization of the real sample', async () => {
    const { records, rejections } = await collect(parsePub78(SAMPLE));
    expect(rejections).toEqual([]);
    expect(records).toHaveLength(1001);
    expect(records[0]).toMatchObject({
      line: 1,
      key: '000003154',
      record: {
        name: 'Oakleaf Forest Tenant Management',
        tin: '000003154',
        taxIdType: 'EIN',
        cityName: 'Norfolk',
        stateCode: 'VA',
        country: 'United States',
        partyTypeCd: 'E',
        deductibilityCode: 'PC',
        deductibilityDesc: 'Public charity (50% deductibility limitation)',
      },
    });
  });

  it('describes each of several deductibility codes', async () => {
    const { records } = await collect(parsePub78(streamOf(['123456789|Lodge 1|Reno|NV|United States|EO,GROUP,LODGE'])));
    expect(records[0]?.record.deductibilityDesc).toBe(
      'Organization described in section 170(c) other than a public charity or private foundation; ' +
        'Central organization holding a group exemption, whose subordinate units are also eligible; ' +
        'Domestic fraternal society under the lodge system (contributions for charitable purposes only)',
    );
  });

  it('rejects a short row and a bad EIN with their line numbers, and goes on', async () => {
    const input = streamOf([
      '123456789|Good Org|Austin|TX|United States|PC',
      '12345678|Short EIN Org|Austin|TX|United States|PC',
      '223456789|Missing Column|Austin|TX|United States',
      '323456789|Also Good|Austin|TX|United States|PF',
    ]);
    const { records, rejections } = await collect(parsePub78(input));
    expect(records.map((item) => item.line)).toEqual([1, 4]);
    expect(rejections).toEqual([
      { kind: 'rejection', line: 2, column: 'EIN', reason: 'EIN "12345678" is not a 9-digit TIN' },
      { kind: 'rejection', line: 3, column: '*', reason: 'expected 6 Pub 78 fields, found 5' },
    ]);
  });
});

describe('computeDelta on the two real Pub 78 files', () => {
  it('finds the one organization added, the one changed and the one dropped', async () => {
    const delta = computeDelta(await hashes(SAMPLE), await hashes(UPDATE));
    expect(delta).toEqual({ added: ['900410317'], changed: ['010400845'], removed: ['010407276'] });
  });

  it('finds nothing between a file and itself', async () => {
    const sample = await hashes(SAMPLE);
    expect(computeDelta(sample, await hashes(SAMPLE))).toEqual({ added: [], changed: [], removed: [] });
  });
});
