import type { DatasourceApiName, DmfRecord } from '@dnp/contracts';
import { generateRecords } from '@dnp/generate';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

/** A field of the DMF's fixed layout: cut to its width, padded with blanks (docs/data-formats.md). */
const fixed = (value: string | null, width: number): string => (value ?? '').slice(0, width).padEnd(width, ' ');

/** SSA's MMDDYYYY; an unknown date is written as zeros, as SSA writes it. */
function dmfDate(iso: string | null): string {
  if (iso === null) return '00000000';
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${month}${day}${year}`;
}

/** One 100-character DMF record, the layout packages/ingest ssa/dmf.ts reads. */
export function dmfLine(record: DmfRecord): string {
  return (
    ' ' +
    fixed(record.tin, 9) +
    fixed(record.lastName, 20) +
    fixed(record.suffix, 4) +
    fixed(record.firstName, 15) +
    fixed(record.middleName, 15) +
    fixed(record.verifyOrProof, 1) +
    dmfDate(record.deathDate) +
    dmfDate(record.birthDate)
  ).padEnd(100, ' ');
}

/**
 * The generated sources the portal's source-load route can take, with the line their published
 * file holds. Only sources with a public file format have that route; the restricted sources
 * (DoD, DoS, AIS, BOP, CAIVRS, Debt Check, FOD, restricted LEIE, …) arrive by agency feed.
 */
const lineWriters: { [K in DatasourceApiName]?: (record: DmfRecord) => string } = { dmf: dmfLine };

export function canWriteSourceFile(apiName: DatasourceApiName): boolean {
  return lineWriters[apiName] !== undefined;
}

/**
 * Writes `count` generated records of a source (the same seed gives the same records as a direct
 * `generate`) to `path` in its published format, streaming, so ten million records never sit in memory.
 */
export async function writeGeneratedSourceFile(
  apiName: DatasourceApiName,
  options: { seed: string; count: number; path: string },
): Promise<void> {
  const toLine = lineWriters[apiName];
  if (!toLine) throw new TypeError(`${apiName} has no published file format to write`);
  const out = createWriteStream(options.path, { encoding: 'latin1' });
  for await (const item of generateRecords(apiName, { seed: options.seed, count: options.count })) {
    if (item.kind !== 'record') continue;
    if (!out.write(`${toLine(item.record as DmfRecord)}\n`)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
}
