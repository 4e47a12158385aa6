import type { DmfRecord } from '@dnp/contracts';
import { catalogEntry } from '@dnp/contracts';
import { isoFromParts } from '../dates.js';
import { clean, joinParts } from '../fields.js';
import { readLines } from '../lines.js';
import { FieldError, mapRow, type ParseInput, type ParseItem, type ParsedRecord } from '../types.js';

const RECORD_LENGTH = 100;
/** The last data column ends at 81; columns 81-100 are blank and some copies trim them. */
const SHORTEST_RECORD = 81;

const CHANGE_TYPES = { ' ': undefined, A: 'add', C: 'change', D: 'delete' } as const;

/**
 * SSA writes unknown parts of a date as 00 (e.g. 03001987: March 1987). A 'YYYY-MM-DD'
 * cannot hold a partial date, so it reads as null rather than a made-up day.
 */
function dmfDate(value: string, column: string): string | null {
  if (/^[0 ]*$/.test(value)) return null;
  if (!/^\d{8}$/.test(value)) throw new FieldError(column, `${column} "${value}" is not MMDDYYYY`);
  const [month, day, year] = [Number(value.slice(0, 2)), Number(value.slice(2, 4)), Number(value.slice(4))];
  if (month === 0 || day === 0) return null;
  const iso = isoFromParts(year, month, day);
  if (iso === undefined) throw new FieldError(column, `${column} "${value}" is not a valid MMDDYYYY date`);
  return iso;
}

export function dmfFromLine(text: string): Omit<ParsedRecord<DmfRecord>, 'kind' | 'line'> {
  if (text.length < SHORTEST_RECORD || text.length > RECORD_LENGTH) {
    throw new FieldError('*', `expected a ${RECORD_LENGTH}-character record, found ${text.length} characters`);
  }
  const changeCode = text[0] ?? ' ';
  if (!(changeCode in CHANGE_TYPES))
    throw new FieldError('change type', `change type "${changeCode}" is not blank, A, C or D`);
  const ssn = text.slice(1, 10);
  if (!/^\d{9}$/.test(ssn)) throw new FieldError('SSN', `SSN "${ssn.trim()}" is not 9 digits`);
  const proof = text[64] ?? ' ';
  if (proof !== 'V' && proof !== 'P' && proof !== ' ') {
    throw new FieldError('verify/proof code', `verify/proof code "${proof}" is not V, P or blank`);
  }
  const lastName = clean(text.slice(10, 30));
  const suffix = clean(text.slice(30, 34));
  const firstName = clean(text.slice(34, 49));
  const middleName = clean(text.slice(49, 64));
  const name = joinParts(firstName, middleName, lastName, suffix);
  if (name === null) throw new FieldError('last name', 'name is empty');
  const change = CHANGE_TYPES[changeCode as keyof typeof CHANGE_TYPES];
  const record: DmfRecord = {
    name,
    tin: ssn,
    firstName,
    middleName,
    lastName,
    suffix,
    deathDate: dmfDate(text.slice(65, 73), 'date of death'),
    birthDate: dmfDate(text.slice(73, 81), 'date of birth'),
    verifyOrProof: proof === ' ' ? '' : proof,
    datasourceDescr: catalogEntry('dmf').displayName,
  };
  return change === undefined ? { key: ssn, record } : { key: ssn, record, change };
}

/**
 * SSA Death Master File: fixed 100-character records (layout in docs/data-formats.md).
 * The full file holds about 90 million lines, so it is read one line at a time.
 */
export async function* parseDmf(input: ParseInput): AsyncGenerator<ParseItem<DmfRecord>> {
  for await (const { line, text } of readLines(input, 'latin1')) {
    yield mapRow(line, () => dmfFromLine(text));
  }
}
