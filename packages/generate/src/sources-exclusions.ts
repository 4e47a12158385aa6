import type { RecordAttributesByApiName } from '@dnp/contracts';
import { catalogEntry } from '@dnp/contracts';
import { leieExclusionDescription } from '@dnp/ingest';
import type { Business } from './businesses.js';
import { drawDate } from './dates.js';
import { fullName, type Person } from './people.js';
import type { Population } from './population.js';
import type { Random } from './random.js';
import type { GeneratedRecord } from './source-generator.js';

type Rec<K extends keyof RecordAttributesByApiName> = GeneratedRecord<RecordAttributesByApiName[K]>;

const agencies = [
  'HHS',
  'DOD',
  'DOT',
  'EPA',
  'GSA',
  'HUD',
  'USDA',
  'VA',
  'DOJ',
  'ARMY',
  'NAVY',
  'AIR FORCE',
  'DHS',
  'SBA',
  'DOE',
];
const samExclusionTypes = [
  ['Ineligible (Proceedings Completed)', 'Reciprocal'],
  ['Ineligible (Proceedings Pending)', 'Reciprocal'],
  ['Prohibition/Restriction', 'Nonreciprocal'],
  ['Voluntary Exclusion', 'Reciprocal'],
] as const;

/** One SAM exclusion of a firm or a person; `withTin` for the restricted extract. */
export function samExclusion(party: Person | Business, random: Random, index: number, withTin: true): Rec<'samExRes'>;
export function samExclusion(party: Person | Business, random: Random, index: number, withTin: false): Rec<'samExPub'>;
export function samExclusion(
  party: Person | Business,
  random: Random,
  index: number,
  withTin: boolean,
): Rec<'samExRes'> | Rec<'samExPub'> {
  const person = 'firstName' in party ? party : null;
  const [exclusionType, exclusionProgram] = random.pick(samExclusionTypes);
  const active = drawDate(random, '2012-09-01', '2025-06-01');
  const samNumber = `S4MR${String(index).padStart(7, '0')}`;
  const apiName = withTin ? 'samExRes' : 'samExPub';
  const record = {
    name: person ? fullName(person) : (party as Business).name,
    firstName: person?.firstName ?? null,
    middleName: person?.middleName ?? null,
    lastName: person?.lastName ?? null,
    prefix: null,
    suffix: person?.suffix ?? null,
    exclusionCode: null,
    exclusionDate: active,
    exclusionDesc: random.chance(0.5) ? 'Debarred for a period of three years following conviction.' : null,
    exclusionType,
    exclusionProgram,
    agency: random.pick(agencies),
    cageCode: person ? null : `${random.digits(1)}${random.pick(['A', 'K', 'M', 'T'])}${random.digits(3)}`,
    addressLine1: party.address.line1,
    addressLine2: null,
    addressLine3: null,
    addressLine4: null,
    city: party.address.city,
    stateCode: party.address.stateCode,
    postalCode: party.address.postalCode,
    countryCode: 'USA',
    classification: person ? 'Individual' : 'Firm',
    specialty: null,
    samNumber,
    actionDate: active,
    terminationDate: random.chance(0.4) ? null : drawDate(random, '2025-07-01', '2030-12-31'),
    createDate: active,
    npi: null,
    crossReference: null,
    datasourceDesc: catalogEntry(apiName).displayName,
    uei: person ? null : `${random.pick(['J', 'K', 'L', 'M', 'N'])}${random.digits(11)}`,
    agencyUei: null,
  };
  return withTin
    ? { key: samNumber, record: { ...record, tin: person ? person.ssn : (party as Business).ein } }
    : { key: samNumber, record };
}

const leieCodes = ['1128a1', '1128a2', '1128a3', '1128a4', '1128b4', '1128b7', '1128b14', '1128b5'];
const specialties = [
  'NURSING PROFESSION',
  'PHARMACY',
  'HOME HEALTH AGENCY',
  'PHYSICIAN (MD)',
  'DME COMPANY',
  'BILLING SERVICE',
];

/** One LEIE exclusion; the key is the parser's (names, birth date, exclusion date: the file has no id). */
export function leieExclusion(party: Person | Business, random: Random, withTin: true): Rec<'leiePrivate'>;
export function leieExclusion(party: Person | Business, random: Random, withTin: false): Rec<'leiePublic'>;
export function leieExclusion(
  party: Person | Business,
  random: Random,
  withTin: boolean,
): Rec<'leiePrivate'> | Rec<'leiePublic'> {
  const person = 'firstName' in party ? party : null;
  const code = random.pick(leieCodes);
  const excluded = drawDate(random, '1995-01-01', '2025-05-31');
  const npi = random.chance(0.6) ? `1${random.digits(9)}` : null;
  const apiName = withTin ? 'leiePrivate' : 'leiePublic';
  const record = {
    name: person
      ? [person.firstName, person.middleName, person.lastName].filter((p) => p !== null).join(' ')
      : (party as Business).name,
    firstName: person?.firstName ?? null,
    middleName: person?.middleName ?? null,
    lastName: person?.lastName ?? null,
    businessName: person ? null : (party as Business).name,
    birthDate: person?.birthDate ?? null,
    exclusionCode: code,
    exclusionDate: excluded,
    exclusionDesc: leieExclusionDescription(code) ?? null,
    reinstatementDate: null,
    providerIdentifier: npi,
    npi,
    upin: null,
    addressLine1: party.address.line1,
    city: party.address.city,
    stateCode: party.address.stateCode,
    postalCode: party.address.postalCode,
    general: person ? 'IND- LIC HC SERV PRO' : 'BUSINESS',
    specialty: random.pick(specialties),
    waiverState: null,
    waiverDate: null,
    datasourceDesc: catalogEntry(apiName).displayName,
  };
  const key = [record.lastName, record.firstName, record.middleName, record.businessName, record.birthDate, excluded]
    .map((part) => (part ?? '').toUpperCase())
    .join('|');
  return withTin ? { key, record: { ...record, tin: person ? person.ssn : (party as Business).ein } } : { key, record };
}

/** Exclusions list mostly people (LEIE about 85%, SAM about 60%), the rest firms. */
export const exclusionSources = {
  samExPub: (pop: Population, i: number): Rec<'samExPub'> => {
    const random = pop.random('samExPub', i);
    return samExclusion(random.chance(0.6) ? pop.living(7 * i) : pop.firm(5 * i), random, i, false);
  },
  samExRes: (pop: Population, i: number): Rec<'samExRes'> => {
    // The restricted extract is the public one with TINs: the same records, drawn from the same stream.
    const random = pop.random('samExPub', i);
    return samExclusion(random.chance(0.6) ? pop.living(7 * i) : pop.firm(5 * i), random, i, true);
  },
  leiePublic: (pop: Population, i: number): Rec<'leiePublic'> => {
    const random = pop.random('leie', i);
    return leieExclusion(random.chance(0.85) ? pop.living(11 * i + 2) : pop.firm(7 * i + 3), random, false);
  },
  leiePrivate: (pop: Population, i: number): Rec<'leiePrivate'> => {
    const random = pop.random('leie', i);
    return leieExclusion(random.chance(0.85) ? pop.living(11 * i + 2) : pop.firm(7 * i + 3), random, true);
  },
};
