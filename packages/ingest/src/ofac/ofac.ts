import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OfacAddress, OfacAlias, OfacRecord } from '@dnp/contracts';
import { catalogEntry } from '@dnp/contracts';
import { readCsv, type CsvRow } from '../csv.js';
import { clean } from '../fields.js';
import { FieldError, mapRow, type ParseItem, type Rejection } from '../types.js';
import { parseRemarks } from './ofac-remarks.js';

/** OFAC's legacy CSV marks an empty field with "-0-". */
const EMPTY = ['-0-'];
const v = (value: string | undefined) => clean(value, EMPTY);

export const OFAC_FILES = { sdn: 'sdn.csv', alt: 'alt.csv', add: 'add.csv', comments: 'sdn_comments.csv' } as const;

const SDN_TYPES = { individual: 'individual', entity: 'entity', vessel: 'vessel', aircraft: 'aircraft' } as const;
const ALIAS_TYPES: Record<string, OfacAlias['aliasType']> = { aka: 'a.k.a.', fka: 'f.k.a.', nka: 'n.k.a.' };

interface Related {
  aliases: Map<string, OfacAlias[]>;
  addresses: Map<string, OfacAddress[]>;
  comments: Map<string, string>;
  rejections: Rejection[];
  /** Line of each related row, to report the ones whose entry is missing from sdn.csv. */
  orphans: Map<string, { file: string; line: number }[]>;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function rowOf(file: string, row: CsvRow, width: number, rejections: Rejection[]): string[] | undefined {
  if ('error' in row) {
    rejections.push({ kind: 'rejection', file, line: row.line, reason: row.error });
    return undefined;
  }
  if (row.fields.length !== width) {
    rejections.push({
      kind: 'rejection',
      file,
      line: row.line,
      column: '*',
      reason: `expected ${width} fields, found ${row.fields.length}`,
    });
    return undefined;
  }
  const entNum = row.fields[0]?.trim() ?? '';
  if (!/^\d+$/.test(entNum)) {
    rejections.push({
      kind: 'rejection',
      file,
      line: row.line,
      column: 'ent_num',
      reason: `ent_num "${entNum}" is not a number`,
    });
    return undefined;
  }
  return row.fields;
}

/**
 * US addresses come as "Miami, FL 33166"; elsewhere OFAC's one field mixes city,
 * province and postal code in local order, so it is kept whole as the city.
 */
function splitCityField(
  cityField: string | null,
  country: string | null,
): Pick<OfacAddress, 'city' | 'stateCode' | 'postalCode'> {
  const us =
    cityField && country === 'United States' ? /^(.+?),?\s+([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(cityField) : null;
  if (us) return { city: us[1] ?? null, stateCode: us[2] ?? null, postalCode: us[3] ?? null };
  return { city: cityField, stateCode: null, postalCode: null };
}

/** alt.csv, add.csv and sdn_comments.csv are read first: each is keyed by ent_num. */
async function readRelated(folder: string): Promise<Related> {
  const related: Related = {
    aliases: new Map(),
    addresses: new Map(),
    comments: new Map(),
    rejections: [],
    orphans: new Map(),
  };
  for await (const row of readCsv(join(folder, OFAC_FILES.alt))) {
    const fields = rowOf(OFAC_FILES.alt, row, 5, related.rejections);
    if (!fields) continue;
    const [entNum = '', , type, name, remarks] = fields;
    const aliasType = ALIAS_TYPES[(type ?? '').trim().toLowerCase()];
    const aliasName = v(name);
    if (!aliasType || aliasName === null) {
      related.rejections.push({
        kind: 'rejection',
        file: OFAC_FILES.alt,
        line: row.line,
        column: aliasType ? 'alt_name' : 'alt_type',
        reason: aliasType ? 'alt_name is empty' : `alt_type "${type ?? ''}" is not aka, fka or nka`,
      });
      continue;
    }
    const aliasRemarks = v(remarks);
    push(related.aliases, entNum.trim(), {
      aliasType,
      name: aliasName,
      // alt.csv holds OFAC's strong aliases; weak ones are quoted in the entry's remarks.
      strength: aliasRemarks?.toLowerCase().includes('weak') ? 'weak' : 'strong',
      remarks: aliasRemarks,
    });
    push(related.orphans, entNum.trim(), { file: OFAC_FILES.alt, line: row.line });
  }
  for await (const row of readCsv(join(folder, OFAC_FILES.add))) {
    const fields = rowOf(OFAC_FILES.add, row, 6, related.rejections);
    if (!fields) continue;
    const [entNum = '', , address, cityField, country] = fields;
    const countryName = v(country);
    push(related.addresses, entNum.trim(), {
      addressLine1: v(address),
      addressLine2: null,
      addressLine3: null,
      ...splitCityField(v(cityField), countryName),
      country: countryName,
    });
    push(related.orphans, entNum.trim(), { file: OFAC_FILES.add, line: row.line });
  }
  for await (const row of readCsv(join(folder, OFAC_FILES.comments))) {
    const fields = rowOf(OFAC_FILES.comments, row, 2, related.rejections);
    if (!fields) continue;
    const [entNum = '', text = ''] = fields;
    // The comments file continues a Remarks field cut at its length limit, mid-word.
    related.comments.set(entNum.trim(), (related.comments.get(entNum.trim()) ?? '') + text);
    push(related.orphans, entNum.trim(), { file: OFAC_FILES.comments, line: row.line });
  }
  return related;
}

function sdnRecord(fields: string[], related: Related): { key: string; record: OfacRecord } {
  const [
    entNum = '',
    name,
    type,
    program,
    title,
    callSign,
    vesselType,
    tonnage,
    grt,
    vesselFlag,
    vesselOwner,
    remarks,
  ] = fields;
  const key = entNum.trim();
  const sdnName = v(name);
  if (sdnName === null) throw new FieldError('SDN_Name', 'SDN_Name is empty');
  const typeText = (v(type) ?? 'entity').toLowerCase();
  const sdnType = SDN_TYPES[typeText as keyof typeof SDN_TYPES];
  if (!sdnType) throw new FieldError('SDN_Type', `SDN_Type "${typeText}" is not individual, vessel or aircraft`);
  const comment = related.comments.get(key);
  const fullRemarks = comment === undefined ? v(remarks) : `${v(remarks) ?? ''}${comment}`;
  const parsed = parseRemarks(fullRemarks);
  const programs = (v(program) ?? '')
    .split('] [')
    .map((item) => item.replace(/[[\]]/g, '').trim())
    .filter((item) => item !== '');
  const record: OfacRecord = {
    name: sdnName,
    srcSysTypeCdDesc: catalogEntry('ofac').displayName,
    type: sdnType === 'individual' ? 'I' : 'E',
    typeDescription: sdnType === 'individual' ? 'INDIVIDUAL' : 'ENTITY',
    sdnType,
    entNum: key,
    title: v(title),
    remarks: fullRemarks,
    callSign: v(callSign),
    vesselType: v(vesselType),
    tonnage: v(tonnage),
    grossRegisteredTonnage: v(grt),
    vesselFlag: v(vesselFlag),
    vesselOwner: v(vesselOwner),
    addresses: related.addresses.get(key) ?? [],
    alternateIds: parsed.alternateIds,
    birthDates: parsed.birthDates,
    birthPlaces: parsed.birthPlaces,
    nationalities: parsed.nationalities,
    citizenships: parsed.citizenships,
    programs: programs.map((item) => ({ program: item })),
    aliases: [...(related.aliases.get(key) ?? []), ...parsed.weakAliases],
  };
  return { key, record };
}

/** The folder holding the four files, from a folder path or the path of sdn.csv itself. */
export async function ofacFolder(path: string): Promise<string> {
  return (await stat(path)).isDirectory() ? path : dirname(path);
}

/**
 * OFAC SDN list in the legacy CSV format: sdn.csv entries joined with their aliases
 * (alt.csv), addresses (add.csv) and remarks overflow (sdn_comments.csv). The three
 * related files are held by ent_num (tens of thousands of short rows); sdn.csv streams.
 */
export async function* parseOfac(path: string): AsyncGenerator<ParseItem<OfacRecord>> {
  const folder = await ofacFolder(path);
  const related = await readRelated(folder);
  const rejections = [...related.rejections];
  const seen = new Set<string>();
  for await (const row of readCsv(join(folder, OFAC_FILES.sdn))) {
    const rowRejections: Rejection[] = [];
    const fields = rowOf(OFAC_FILES.sdn, row, 12, rowRejections);
    yield* rowRejections;
    if (!fields) continue;
    const item = mapRow(row.line, () => sdnRecord(fields, related));
    if (item.kind === 'record') seen.add(item.key);
    yield item.kind === 'rejection' ? { ...item, file: OFAC_FILES.sdn } : item;
  }
  for (const [entNum, rows] of related.orphans) {
    if (seen.has(entNum)) continue;
    for (const { file, line } of rows) {
      rejections.push({
        kind: 'rejection',
        file,
        line,
        column: 'ent_num',
        reason: `ent_num ${entNum} has no entry in sdn.csv`,
      });
    }
  }
  yield* rejections;
}
