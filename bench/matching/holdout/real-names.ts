/** Real names from the public files in /work/shared/data: OFAC SDN entries and aliases, IRS Pub 78 organizations. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'shared', 'data');

export interface SdnEntry {
  id: string;
  name: string;
  kind: 'person' | 'entity';
}

export interface SdnAlias {
  id: string;
  name: string;
}

/** A CSV line of the legacy OFAC format: quoted fields, "-0-" for empty. */
function csvFields(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|([^,]+)/g)].map((m) => (m[1] ?? m[2] ?? '').trim());
}

export function sdnEntries(): SdnEntry[] {
  const entries: SdnEntry[] = [];
  for (const line of readFileSync(join(dataDir, 'ofac', 'sdn.csv'), 'latin1').split('\n')) {
    const [id, name, type] = csvFields(line);
    if (id === undefined || name === undefined || name === '' || type === undefined) continue;
    // Vessels and aircraft are not parties a payment goes to.
    if (type === 'vessel' || type === 'aircraft') continue;
    entries.push({ id, name, kind: type === 'individual' ? 'person' : 'entity' });
  }
  return entries;
}

export function sdnAliases(): SdnAlias[] {
  return readFileSync(join(dataDir, 'ofac', 'alt.csv'), 'latin1')
    .split('\n')
    .map(csvFields)
    .filter(([, , type, alias]) => type === 'aka' && alias !== undefined && alias !== '')
    .map(([id = '', , , alias = '']) => ({ id, name: alias }));
}

/** Legal names of tax-exempt organizations (the first of the two samples; the second repeats most of it). */
export function pub78Names(): string[] {
  return readFileSync(join(dataDir, 'irs-pub78', 'pub78-sample.txt'), 'utf8')
    .split('\n')
    .map((line) => line.split('|')[1]?.trim() ?? '')
    .filter((name) => name !== '');
}
