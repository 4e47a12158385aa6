import { parseOfac, publicDataDir } from '@dnp/ingest';
import { nameKeys, prepareName, surnameCodes } from '@dnp/matching';
import type { PartyKind } from '@dnp/matching';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listedNameKeys, listedNameKeysAndSurname, listedNames } from './record-names.js';
import type { ListedName } from './record-names.js';

const engineKeys = (listed: ListedName): string[] => nameKeys(prepareName(listed.name, listed.kind));
const engineSurname = (listed: ListedName): readonly string[] => surnameCodes(prepareName(listed.name, listed.kind));

/** Words the engine treats by position, mixed with plain ones, so the per-word shortcut must step aside. */
const words = [
  'JOHN',
  'SMITH',
  'MARIA',
  'DE',
  'LA',
  'CRUZ',
  'AL',
  'RASHID',
  'VAN',
  'DYKE',
  'JR',
  'SR',
  'III',
  'V',
  'Y',
  'DR',
  'MR',
  'MD',
  'PHD',
  'J',
  "O'SULLIVAN",
  'ABD-ALLAH',
  'BILL',
  'WILLIAM',
  'ESQ',
  'BIN',
  'LEE',
  'MÜLLER',
];

function* wordCombinations(): Generator<string> {
  for (const a of words) {
    yield a;
    for (const b of words) {
      yield `${a} ${b}`;
      for (const c of words) yield `${a} ${b} ${c}`;
    }
  }
}

describe('listedNameKeys', () => {
  it('gives exactly the engine keys and surname codes for every name of up to three tricky words', () => {
    const kinds: PartyKind[] = ['person', 'entity', 'unknown'];
    let checked = 0;
    let withCodes = 0;
    for (const name of wordCombinations()) {
      for (const kind of kinds) {
        const listed = { name, kind };
        const { keys, surnameCodes: codes } = listedNameKeysAndSurname(listed);
        expect(keys, `${kind} ${name}`).toEqual(engineKeys(listed));
        expect(codes, `${kind} ${name}`).toEqual(engineSurname(listed));
        checked++;
        if (codes.length > 0) withCodes++;
      }
    }
    expect(checked).toBe(3 * (28 + 28 ** 2 + 28 ** 3));
    // JOHN SMITH ends in SMITH's codes; JOHN J (an initial last) and any entity name end in none.
    expect(listedNameKeysAndSurname({ name: 'JOHN SMITH', kind: 'person' }).surnameCodes).toEqual(['SM0']);
    expect(listedNameKeysAndSurname({ name: 'JOHN J', kind: 'person' }).surnameCodes).toEqual([]);
    expect(withCodes).toBeGreaterThan(10_000);
  });

  it('gives exactly the engine keys for every name and alias of the OFAC list', async () => {
    let checked = 0;
    for await (const item of parseOfac(join(publicDataDir, 'ofac'))) {
      if (item.kind !== 'record') continue;
      for (const listed of listedNames('ofac', item.record)) {
        expect(listedNameKeys(listed), listed.name).toEqual(engineKeys(listed));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(14_000);
  });
});
