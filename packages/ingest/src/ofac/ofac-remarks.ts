import type { OfacAlias, OfacAlternateId, OfacBirthDate } from '@dnp/contracts';
import { ofacDateRange, ofacExactDate } from './ofac-dates.js';

export interface ParsedRemarks {
  birthDates: OfacBirthDate[];
  birthPlaces: { placeOfBirth: string }[];
  nationalities: { country: string }[];
  citizenships: { country: string }[];
  alternateIds: OfacAlternateId[];
  weakAliases: OfacAlias[];
}

/**
 * Identity document kinds OFAC writes in remarks, longest first so "Diplomatic Passport"
 * wins over "Passport". Other "... No./Number/ID (Country)" items are caught by shape.
 */
const ID_TYPES = [
  'Aircraft Construction Number (also called L/N or S/N or F/N)',
  "Aircraft Manufacturer's Serial Number (MSN)",
  'United Social Credit Code Certificate (USCCC)',
  'Cartilla de Servicio Militar Nacional',
  'Dubai Chamber of Commerce Membership No.',
  'Public Security and Immigration No.',
  'Business Registration Document #',
  'Certificate of Incorporation Number',
  'Vessel Registration Identification',
  'Commercial Registry Number',
  'Turkish Identification Number',
  'Government Gazette Number',
  'Chamber of Commerce Number',
  'Birth Certificate Number',
  'Registered Charity No.',
  'Electoral Registry No.',
  'Travel Document Number',
  'Folio Mercantil No.',
  'Matricula Mercantil No',
  'Identification Number',
  "Citizen's Card Number",
  'Chinese Commercial Code',
  'Diplomatic Passport',
  "Driver's License No.",
  'Credencial electoral',
  'Italian Fiscal Code',
  'Legal Entity Number',
  'Residency Number',
  'Personal ID Card',
  'Trade License No.',
  'UK Company Number',
  'Branch Unit Number',
  'Enterprise Number',
  'Numero de Identidad',
  'National ID No.',
  'Company Number',
  'D-U-N-S Number',
  'Registration ID',
  'Kenyan ID No.',
  'V.A.T. Number',
  'Tax ID No.',
  'Cedula No.',
  'C.U.R.P.',
  'C.U.I.T.',
  'C.U.I.P.',
  'LE Number',
  'Passport',
  'BIK (RU)',
  'US FEIN',
  'C.R. No.',
  'R.F.C.',
  'I.F.E.',
  'D.N.I.',
  'MMSI',
  'RFC',
  'RTN',
  'SSN',
].sort((a, b) => b.length - a.length);

/** Items that look like "Label value" but are contact data, not identity documents. */
const NOT_IDS = /^(Digital Currency Address|Email Address|Website|Phone|Telephone|Fax|Nationality of Registration)/i;
const ID_SHAPE = /^([A-Za-z.'#\-/ ]*?\b(?:No\.?|Number|ID|Card|Code|License|Certificate|Document|#))\s+(.+)$/;

const ISSUED = /\bissued (\d{1,2} [A-Za-z]{3} \d{4}|[A-Za-z]{3} \d{4}|\d{4})/;
const EXPIRES = /\bexpires (\d{1,2} [A-Za-z]{3} \d{4}|[A-Za-z]{3} \d{4}|\d{4})/;

function alternateId(item: string): OfacAlternateId | undefined {
  if (NOT_IDS.test(item)) return undefined;
  const known = ID_TYPES.find((type) => item.startsWith(`${type} `));
  let idType: string;
  let rest: string;
  if (known !== undefined) {
    idType = known;
    rest = item.slice(known.length + 1);
  } else {
    // Unlisted kinds count only in the OFAC shape "Label No. value (Country)".
    const shaped = ID_SHAPE.exec(item);
    if (!shaped || !/\([^()]+\)/.test(item)) return undefined;
    idType = shaped[1] ?? '';
    rest = shaped[2] ?? '';
  }
  const country = /\s\(([^()]+)\)(?=\s|$)/.exec(rest);
  const numberEnd = Math.min(
    ...[country?.index, rest.search(/\s(issued|expires)\b/)].filter((at): at is number => at !== undefined && at >= 0),
    rest.length,
  );
  const idNumber = rest.slice(0, numberEnd).trim();
  if (idNumber === '') return undefined;
  return {
    countyCode: country?.[1] ?? null,
    idType,
    idNumber,
    issueDate: ofacExactDate(ISSUED.exec(rest)?.[1]),
    expirationDate: ofacExactDate(EXPIRES.exec(rest)?.[1]),
  };
}

const ALIAS_TYPES = { a: 'a.k.a.', f: 'f.k.a.', n: 'n.k.a.' } as const;

/**
 * Reads the facts OFAC packs into an SDN entry's Remarks: "DOB 10 Dec 1948; alt. DOB 1950;
 * POB Cairo, Egypt; nationality Egypt; Passport 1084010 (Egypt); a.k.a. 'ABU HAFS'.".
 * Items it does not know (titles, "Linked To", sanctions notes) stay only in the remarks.
 */
export function parseRemarks(remarks: string | null): ParsedRemarks {
  const parsed: ParsedRemarks = {
    birthDates: [],
    birthPlaces: [],
    nationalities: [],
    citizenships: [],
    alternateIds: [],
    weakAliases: [],
  };
  if (remarks === null) return parsed;
  const items = remarks
    .replace(/\.\s*$/, '')
    .split(/;\s*/)
    .map((item) => item.trim().replace(/^alt\.\s+/i, ''))
    .filter((item) => item !== '');
  for (const item of items) {
    const dob = /^DOB:?\s+(.+)$/.exec(item);
    const pob = /^POB:?\s+(.+)$/.exec(item);
    const nationality = /^nationality\s+(.+)$/i.exec(item);
    const citizen = /^citizen\s+(.+)$/i.exec(item);
    const alias = /^([afn])\.k\.a\.\s+'(.+)'$/.exec(item);
    if (dob?.[1]) {
      const text = dob[1].trim();
      const range = ofacDateRange(text);
      parsed.birthDates.push({
        alternateBirthDate: text,
        birthDateFrom: range?.from ?? null,
        birthDateTo: range?.to ?? null,
        approximate: range?.approximate ?? false,
      });
    } else if (pob?.[1]) parsed.birthPlaces.push({ placeOfBirth: pob[1].trim() });
    else if (nationality?.[1]) parsed.nationalities.push({ country: nationality[1].trim() });
    else if (citizen?.[1]) parsed.citizenships.push({ country: citizen[1].trim() });
    else if (alias?.[1] && alias[2]) {
      parsed.weakAliases.push({
        aliasType: ALIAS_TYPES[alias[1] as keyof typeof ALIAS_TYPES],
        name: alias[2],
        strength: 'weak',
        remarks: null,
      });
    } else {
      const id = alternateId(item);
      if (id) parsed.alternateIds.push(id);
    }
  }
  return parsed;
}
