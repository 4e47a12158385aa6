import { describe, expect, it } from 'vitest';
import { parseRecordsFile, sourceFileParser } from './records-file.js';
import { collect, streamOf } from './test-support.js';

const death = { name: 'HAROLD WHITCOMB', tin: '524713380', birthDate: '1941-07-30', deathDate: '2024-02-11' };

describe('parseRecordsFile', () => {
  it('reads each line as the key and the record the source contract types', async () => {
    const { records, rejections } = await collect(
      parseRecordsFile('dod', streamOf([JSON.stringify({ key: '524713380', record: death })])),
    );
    expect(rejections).toEqual([]);
    expect(records).toEqual([{ kind: 'record', line: 1, key: '524713380', record: death }]);
  });

  it('refuses a bad line with its line and field, and reads on', async () => {
    const { records, rejections } = await collect(
      parseRecordsFile(
        'dod',
        streamOf([
          '{"key": "1", "record": ',
          JSON.stringify({ key: '2', record: { ...death, deathDate: 'yesterday' } }),
          JSON.stringify({ key: '', record: {} }),
          JSON.stringify({ key: '4', record: death, extra: true }),
        ]),
      ),
    );
    expect(records).toEqual([]);
    expect(rejections.map((r) => [r.line, r.column])).toEqual([
      [1, undefined],
      [2, 'record.deathDate'],
      [3, 'key'],
      [4, undefined],
    ]);
    expect(rejections[0]?.reason).toMatch(/^not a JSON object: /);
    expect(rejections[3]?.reason).toMatch(/extra/);
  });

  it('is the parser of every source sent as records; a published file only where the source has one', () => {
    expect(sourceFileParser('caivrs', 'records')?.input).toBe('file');
    expect(sourceFileParser('caivrs', 'published')).toBeUndefined();
    expect(sourceFileParser('pub78', 'published')?.format).toMatch(/Publication 78/);
  });
});
