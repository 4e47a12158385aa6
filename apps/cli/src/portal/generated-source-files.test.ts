import { generateRecords } from '@dnp/generate';
import { ingestFormat, parseDmf, parseRecordsFile } from '@dnp/ingest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFileFormat, writeGeneratedSourceFile } from './generated-source-files.js';

async function collect<T>(items: Iterable<T> | AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('generated source files', () => {
  it('writes DMF records that the DMF parser reads back as the records a direct generate loads', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'dnp-dmf-file-')), 'dmf.txt');
    await writeGeneratedSourceFile('dmf', { seed: 'round trip', count: 500, path });
    expect(
      readFileSync(path, 'latin1')
        .split('\n')
        .slice(0, -1)
        .every((line) => line.length === 100),
    ).toBe(true);
    const parsed = await collect(parseDmf(path));
    const generated = await collect(generateRecords('dmf', { seed: 'round trip', count: 500 }));
    expect(parsed.filter((item) => item.kind === 'rejection')).toEqual([]);
    expect(parsed.map((item) => (item.kind === 'record' ? [item.key, item.record] : []))).toEqual(
      generated.map((item) => (item.kind === 'record' ? [item.key, item.record] : [])),
    );
  });

  it.each(['pub78', 'arl'] as const)(
    'writes %s as its pipe-delimited file, read back by its parser as the generated records',
    async (apiName) => {
      const path = join(mkdtempSync(join(tmpdir(), 'dnp-irs-file-')), `${apiName}.txt`);
      await writeGeneratedSourceFile(apiName, { seed: 'round trip', count: 300, path });
      const parsed = await collect(ingestFormat(apiName)?.parse(path) ?? []);
      const generated = await collect(generateRecords(apiName, { seed: 'round trip', count: 300 }));
      expect(parsed.filter((item) => item.kind === 'rejection')).toEqual([]);
      expect(parsed.map((item) => (item.kind === 'record' ? [item.key, item.record] : []))).toEqual(
        generated.map((item) => (item.kind === 'record' ? [item.key, item.record] : [])),
      );
    },
  );

  it.each(['dod', 'caivrs', 'ofac', 'leiePrivate'] as const)(
    'writes %s, which has no published file here, as its records file, read back as the generated records',
    async (apiName) => {
      const path = join(mkdtempSync(join(tmpdir(), 'dnp-records-file-')), `${apiName}.jsonl`);
      expect(generatedFileFormat(apiName)).toBe('records');
      expect(await writeGeneratedSourceFile(apiName, { seed: 'round trip', count: 200, path })).toBe('records');
      const parsed = await collect(parseRecordsFile(apiName, path));
      const generated = await collect(generateRecords(apiName, { seed: 'round trip', count: 200 }));
      expect(parsed.filter((item) => item.kind === 'rejection')).toEqual([]);
      expect(parsed.map((item) => (item.kind === 'record' ? [item.key, item.record] : []))).toEqual(
        generated.map((item) => (item.kind === 'record' ? [item.key, item.record] : [])),
      );
    },
  );
});
