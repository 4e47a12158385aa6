import type {
  ArlRecord,
  DatasourceApiName,
  DmfRecord,
  Pub78Record,
  RecordAttributesByApiName,
  SourceFileFormat,
} from '@dnp/contracts';
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

/** A pipe-delimited row; an empty field stands for none, as in the IRS files. */
const piped = (...fields: (string | null)[]): string => fields.map((field) => field ?? '').join('|');

/** IRS Publication 78: EIN|Legal Name|City|State|Country|Deductibility codes. */
export const pub78Line = (r: Pub78Record): string =>
  piped(r.tin, r.name, r.cityName, r.stateCode, r.country, r.deductibilityCode);

/** The IRS Automatic Revocation of Exemption List, its twelve columns with the dates as the IRS prints them. */
export const arlLine = (r: ArlRecord): string =>
  piped(
    r.tin,
    r.name,
    r.alsoKnownAs,
    r.addressLine1,
    r.cityName,
    r.stateCode,
    r.postalCode,
    r.countryCode,
    r.searchExemptionType,
    r.revocationDateText,
    r.postingDateText,
    r.reinstatementDateText,
  );

/**
 * The generated sources written as their published file, with the line that file holds, so a
 * load through the portal goes through the same parser as the publisher's file. Every other
 * source (the restricted ones arrive by agency feed and have no public file; SAM, LEIE, Form
 * 990-N and OFAC have no writer here) is written as its records file (docs/source-loads.md).
 */
const lineWriters: { [K in DatasourceApiName]?: (record: RecordAttributesByApiName[K]) => string } = {
  dmf: dmfLine,
  pub78: pub78Line,
  arl: arlLine,
};

/** One line of a records file: the record's natural key and the record as its contract types it. */
const recordsLine = (key: string, record: unknown): string => JSON.stringify({ key, record });

/** The format `writeGeneratedSourceFile` writes a source in. */
export function generatedFileFormat(apiName: DatasourceApiName): SourceFileFormat {
  return lineWriters[apiName] === undefined ? 'records' : 'published';
}

/**
 * Writes `count` generated records of a source (the same seed gives the same records as a direct
 * `generate`) to `path`, as its published file or its records file (generatedFileFormat),
 * streaming, so ten million records never sit in memory.
 */
export async function writeGeneratedSourceFile(
  apiName: DatasourceApiName,
  options: { seed: string; count: number; path: string },
): Promise<SourceFileFormat> {
  const toLine = lineWriters[apiName] as ((record: unknown) => string) | undefined;
  // The published files are Latin-1 as their publishers write them; a records file is JSON, so UTF-8.
  const out = createWriteStream(options.path, { encoding: toLine ? 'latin1' : 'utf8' });
  for await (const item of generateRecords(apiName, { seed: options.seed, count: options.count })) {
    if (item.kind !== 'record') continue;
    const line = toLine ? toLine(item.record) : recordsLine(item.key, item.record);
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
  return generatedFileFormat(apiName);
}
