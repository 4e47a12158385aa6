import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inspectFile } from './inspect-file.js';

const inspect = (bytes: Buffer | string, maxBytes = 1_000_000) =>
  inspectFile(Readable.from([typeof bytes === 'string' ? Buffer.from(bytes) : bytes]), { maxBytes });

describe('inspectFile', () => {
  it('gives the same checksum to the same bytes and counts the lines with text', async () => {
    const a = await inspect('h\n1\n\n2\n');
    const b = await inspect('h\n1\n\n2\n');
    expect(a).toMatchObject({ lines: 3, bytes: 7, problems: [] });
    expect(a.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(b.checksum).toBe(a.checksum);
    expect((await inspect('h\n1\n\n3\n')).checksum).not.toBe(a.checksum);
  });

  it('refuses an empty file, and one of blanks only', async () => {
    expect((await inspect('')).problems).toEqual([{ row: 0, column: null, message: 'The file is empty.' }]);
    expect((await inspect(' \r\n\n')).problems).toEqual([{ row: 0, column: null, message: 'The file is empty.' }]);
  });

  it('refuses a binary file and a file that is not UTF-8, naming the line', async () => {
    expect((await inspect(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).problems[0]?.message).toMatch(/binary/);
    const latin1 = Buffer.concat([Buffer.from('a,b\nJOS'), Buffer.from([0xc9]), Buffer.from(' PEREZ,1\n')]);
    expect((await inspect(latin1)).problems).toEqual([
      { row: 2, column: null, message: expect.stringMatching(/not UTF-8/) },
    ]);
  });

  it('stops reading past the size limit', async () => {
    const result = await inspect('x'.repeat(2000), 1000);
    expect(result.problems[0]?.message).toMatch(/larger than the limit of 1000 bytes/);
  });
});
