import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsv, readCsvObjects } from './csv.js';

const rows = async (text: string) => {
  const out = [];
  for await (const row of readCsv(Readable.from([Buffer.from(text, 'utf8')]))) out.push(row);
  return out;
};

describe('readCsv', () => {
  it('numbers each record by the line it starts on, across quoted newlines and blank lines', async () => {
    expect(await rows('a,b\n"one\ntwo",3\n\nx,"y"\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['one\ntwo', '3'] },
      { line: 5, fields: ['x', 'y'] },
    ]);
  });

  it('reads escaped quotes, a byte-order mark, CRLF endings, spaces after a closing quote and an end-of-file mark', async () => {
    expect(await rows('\uFEFFname,remark\r\n"Jo ""JJ"" Lee"  ,"x, y"\r\n\u001a')).toEqual([
      { line: 1, fields: ['name', 'remark'] },
      { line: 2, fields: ['Jo "JJ" Lee', 'x, y'] },
    ]);
  });

  it('keeps a quote inside an unquoted field as text', async () => {
    expect(await rows('item,size\nPIPE,5" WIDE\n')).toEqual([
      { line: 1, fields: ['item', 'size'] },
      { line: 2, fields: ['PIPE', '5" WIDE'] },
    ]);
  });

  it('ends with one error row at a broken quote, never reading later fields into the wrong records', async () => {
    const bad = await rows('a,b\n"bad"x,1\nc,d\n');
    expect(bad.at(-1)).toEqual({
      line: 2,
      error: 'a closing quote is followed by text instead of a comma or the end of the line',
    });
    expect(bad.some((row) => 'fields' in row && row.fields.includes('c'))).toBe(false);
    const open = await rows('a,b\nc,d\n"open,1\ne,f\n');
    expect(open.at(-1)).toMatchObject({ error: 'a quoted field is not closed before the end of the file' });
    expect(open.some((row) => 'fields' in row && row.fields.includes('e'))).toBe(false);
  });
});

describe('readCsvObjects', () => {
  it('keys records by the header and refuses a record whose field count differs', async () => {
    const out = [];
    for await (const row of readCsvObjects(Readable.from([Buffer.from('id,name\n1,Ann\n2\n')]), ['id'])) out.push(row);
    expect(out).toEqual([
      { line: 2, row: { id: '1', name: 'Ann' } },
      { line: 3, error: 'expected 2 fields, found 1', column: '*' },
    ]);
  });

  it('refuses the file once when the header lacks a required column', async () => {
    const out = [];
    for await (const row of readCsvObjects(Readable.from([Buffer.from('name\nAnn\n')]), ['id'])) out.push(row);
    expect(out).toEqual([{ line: 1, error: 'header lacks column(s) id', column: 'id' }]);
  });
});
