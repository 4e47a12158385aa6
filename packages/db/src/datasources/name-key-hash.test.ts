import { describe, expect, it } from 'vitest';
import { nameKeyHash, nameKeyHashes, nameKeyPartition } from './name-key-hash.js';

describe('nameKeyHash', () => {
  it('is the published 32-bit FNV-1a, as a signed integer', () => {
    // FNV-1a test vectors: "" -> 0x811c9dc5, "a" -> 0xe40c292c, "foobar" -> 0xbf9cf968.
    expect(nameKeyHash('')).toBe(0x811c9dc5 | 0);
    expect(nameKeyHash('a')).toBe(0xe40c292c | 0);
    expect(nameKeyHash('foobar')).toBe(0xbf9cf968 | 0);
  });

  it('keeps each distinct key once', () => {
    expect(nameKeyHashes(['t:SMITH', 'p:SM0', 't:SMITH'])).toEqual([nameKeyHash('t:SMITH'), nameKeyHash('p:SM0')]);
  });
});

describe('nameKeyPartition', () => {
  it('names the partition of the migration', () => {
    expect(nameKeyPartition('dmf')).toBe('datasource_name_keys_dmf');
    expect(nameKeyPartition('aisObituary')).toBe('datasource_name_keys_ais_obituary');
    expect(nameKeyPartition('form990n')).toBe('datasource_name_keys_form990n');
  });
});
