import type { SamExPubRecord, SamExResRecord } from '@dnp/contracts';
import { catalogEntry } from '@dnp/contracts';
import { readCsvObjects } from '../csv.js';
import { parseDate } from '../dates.js';
import { clean, joinParts, required, tinOrNull } from '../fields.js';
import { FieldError, mapRow, reject, type ParseInput, type ParseItem } from '../types.js';

/** Columns every layout has (2016 layout and the V2 layout that replaced DUNS with the UEI). */
const REQUIRED_COLUMNS = [
  'Classification',
  'Name',
  'Excluding Agency',
  'Active Date',
  'Termination Date',
  'SAM Number',
];
/** The restricted extract carries the party's TIN in this extra column. */
const TIN_COLUMN = 'TIN';

const DATE_LAYOUTS = ['MM/DD/YYYY', 'YYYY-MM-DD'] as const;

function terminationDate(value: string | undefined): string | null {
  // "Indefinite": the exclusion has no set end.
  if (clean(value)?.toLowerCase() === 'indefinite') return null;
  return parseDate(value, 'Termination Date', DATE_LAYOUTS);
}

export function samExclusionFromRow(row: Record<string, string>): { key: string; record: SamExPubRecord } {
  const classification = clean(row['Classification']);
  const firstName = clean(row['First']);
  const middleName = clean(row['Middle']);
  const lastName = clean(row['Last']);
  const suffix = clean(row['Suffix']);
  const entityName = clean(row['Name']);
  const personName = classification === 'Individual' ? joinParts(firstName, middleName, lastName, suffix) : null;
  const name = personName ?? entityName ?? joinParts(firstName, middleName, lastName, suffix);
  if (name === null) throw new FieldError('Name', 'Name and the name parts are all empty');
  const samNumber = required(row['SAM Number'], 'SAM Number');
  const activeDate = parseDate(row['Active Date'], 'Active Date', DATE_LAYOUTS);
  const record: SamExPubRecord = {
    name,
    firstName,
    middleName,
    lastName,
    prefix: clean(row['Prefix']),
    suffix,
    exclusionCode: clean(row['CT Code']),
    exclusionDate: activeDate,
    exclusionDesc: clean(row['Additional Comments']),
    exclusionType: clean(row['Exclusion Type']),
    exclusionProgram: clean(row['Exclusion Program']),
    agency: clean(row['Excluding Agency']),
    cageCode: clean(row['CAGE']),
    addressLine1: clean(row['Address 1']),
    addressLine2: clean(row['Address 2']),
    addressLine3: clean(row['Address 3']),
    addressLine4: clean(row['Address 4']),
    city: clean(row['City']),
    stateCode: clean(row['State / Province']),
    postalCode: clean(row['Zip Code']),
    countryCode: clean(row['Country']),
    classification,
    // The SAM extract has no specialty; LEIE-sourced HHS exclusions carry it elsewhere.
    specialty: null,
    samNumber,
    actionDate: activeDate,
    terminationDate: terminationDate(row['Termination Date']),
    createDate: parseDate(row['Creation_Date'], 'Creation_Date', DATE_LAYOUTS),
    npi: clean(row['NPI']),
    crossReference: clean(row['Cross-Reference']),
    datasourceDesc: catalogEntry('samExPub').displayName,
    uei: clean(row['Unique Entity ID']),
    // The public extract names the excluding agency but not its UEI.
    agencyUei: clean(row['Agency UEI']),
  };
  return { key: samNumber, record };
}

/** SAM Exclusions Public Extract CSV (header row; layout in docs/data-formats.md). */
export async function* parseSamExclusionsPublic(input: ParseInput): AsyncGenerator<ParseItem<SamExPubRecord>> {
  for await (const item of readCsvObjects(input, REQUIRED_COLUMNS)) {
    if ('error' in item) yield reject(item.line, item.error, item.column);
    else yield mapRow(item.line, () => samExclusionFromRow(item.row));
  }
}

/** The restricted extract: the public columns plus TIN. */
export async function* parseSamExclusionsRestricted(input: ParseInput): AsyncGenerator<ParseItem<SamExResRecord>> {
  for await (const item of readCsvObjects(input, [...REQUIRED_COLUMNS, TIN_COLUMN])) {
    if ('error' in item) yield reject(item.line, item.error, item.column);
    else
      yield mapRow(item.line, () => {
        const { key, record } = samExclusionFromRow(item.row);
        return {
          key,
          record: {
            ...record,
            tin: tinOrNull(item.row[TIN_COLUMN], TIN_COLUMN),
            datasourceDesc: catalogEntry('samExRes').displayName,
          },
        };
      });
  }
}
