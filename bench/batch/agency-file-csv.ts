import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { plantedParty, type SourcePerson } from './planted-parties.js';

/** The agency file's CSV columns this bench fills (docs/agency-files.md, "Columns"). */
const header = [
  'agencyAlcCode',
  'agencyPartyId',
  'agencySourceFullName',
  'agencyPartyTypeCode',
  'agencyTin',
  'agencyTinTypeCode',
  'birthDate',
];

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Writes an agency file of `rows` parties drawn from `people` in the mix of planted-parties.ts,
 * as a sender would: a CSV with a header row. Streamed, so a million rows never sit in memory.
 * Answers the file's size in bytes.
 */
export async function writeAgencyFileCsv(path: string, people: readonly SourcePerson[], rows: number): Promise<number> {
  const out = createWriteStream(path, { encoding: 'utf8' });
  let bytes = 0;
  const write = async (line: string) => {
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(`${header.join(',')}\n`);
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    const party = plantedParty(people, i);
    const fields = [
      '12345678',
      String(i + 1),
      party.name,
      'I',
      party.tin ?? '',
      party.tin ? 'SSN' : '',
      party.birth ?? '',
    ];
    chunk += `${fields.map(csvField).join(',')}\n`;
    if (chunk.length > 1 << 16) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  out.end();
  await finished(out);
  return bytes;
}
