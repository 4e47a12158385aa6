import type { RecordAttributesByApiName } from '@dnp/contracts';
import { catalogEntry } from '@dnp/contracts';
import type { Business } from './businesses.js';
import { drawDate } from './dates.js';
import { fullName, type Person } from './people.js';
import type { Population } from './population.js';
import type { Random } from './random.js';
import type { GeneratedRecord } from './source-generator.js';

type Rec<K extends keyof RecordAttributesByApiName> = GeneratedRecord<RecordAttributesByApiName[K]>;

/** Creditor agencies that refer debts to the Treasury Offset Program, with a servicing site each. */
const creditors = [
  { site: 'DEPT OF EDUCATION - DEBT MANAGEMENT', city: 'WASHINGTON', state: 'DC', zip: '20202', phone: '8006213115' },
  { site: 'HUD - FINANCIAL OPERATIONS CENTER', city: 'ALBANY', state: 'NY', zip: '12207', phone: '8003334636' },
  { site: 'SBA - BIRMINGHAM LOAN SERVICING', city: 'BIRMINGHAM', state: 'AL', zip: '35203', phone: '8002506831' },
  { site: 'VA - DEBT MANAGEMENT CENTER', city: 'SAINT PAUL', state: 'MN', zip: '55111', phone: '8008270648' },
  { site: 'USDA RURAL DEVELOPMENT', city: 'SAINT LOUIS', state: 'MO', zip: '63103', phone: '8007951711' },
  { site: 'DOL - OFFICE OF WORKERS COMPENSATION', city: 'WASHINGTON', state: 'DC', zip: '20210', phone: '8664879243' },
] as const;
const debtTypes = [
  'STUDENT LOAN',
  'OVERPAYMENT',
  'SINGLE FAMILY HOUSING LOAN',
  'DISASTER LOAN',
  'BENEFIT OVERPAYMENT',
  'FEES AND PENALTIES',
];

export function dbckRecord(party: Person | Business, random: Random, index: number): Rec<'dbck'> {
  const person = 'firstName' in party ? party : null;
  const creditor = random.pick(creditors);
  const debtNumber = `DBT${String(index).padStart(9, '0')}`;
  return {
    key: debtNumber,
    record: {
      name: person ? fullName(person) : (party as Business).name,
      tin: person ? person.ssn : (party as Business).ein,
      datasourceDescr: catalogEntry('dbck').displayName,
      individualBusinessIndicator: person ? 'I' : 'B',
      addressLine1: party.address.line1,
      addressLine2: null,
      city: party.address.city,
      stateCode: party.address.stateCode,
      postalCode: party.address.postalCode,
      countryCode: 'US',
      debtNumber,
      delinquentDebtDate: drawDate(random, '2010-01-01', '2025-05-31'),
      debtType: random.pick(debtTypes),
      agencySiteName: creditor.site,
      agencyContactName: 'DEBT RESOLUTION UNIT',
      agencyAddressLine1: 'PO BOX ' + random.int(1000, 9999),
      agencyAddressLine2: null,
      agencyCity: creditor.city,
      agencyStateCode: creditor.state,
      agencyPostalCode: creditor.zip,
      agencyPhone: creditor.phone,
      agencyPhoneExtension: null,
      agencyStatePhone: null,
      agencyStatePhoneExtension: null,
      agencyNationalPhone: creditor.phone,
      agencyNationalPhoneExtension: null,
    },
  };
}

const caivrsAgencies = [
  { name: 'HUD', cases: ['SINGLE FAMILY CLAIM', 'TITLE I LOAN'], code: 'H' },
  { name: 'USDA', cases: ['RURAL HOUSING LOAN', 'FARM LOAN'], code: 'A' },
  { name: 'SBA', cases: ['7(A) LOAN DEFAULT', 'DISASTER LOAN DEFAULT'], code: 'S' },
  { name: 'VA', cases: ['HOME LOAN GUARANTY CLAIM'], code: 'V' },
  { name: 'ED', cases: ['DIRECT LOAN DEFAULT', 'FFEL DEFAULT'], code: 'E' },
] as const;

export function caivrsRecord(party: Person | Business, random: Random, index: number): Rec<'caivrs'> {
  const person = 'firstName' in party;
  const agency = random.pick(caivrsAgencies);
  const caseNumber = `${agency.code}${String(index).padStart(10, '0')}`;
  const collection = random.chance(0.7);
  return {
    key: caseNumber,
    record: {
      tin: person ? party.ssn : party.ein,
      agencyName: agency.name,
      taxIdType: person ? 'SSN' : 'EIN',
      caseType: random.pick(agency.cases),
      caseNumber,
      collectionCode: collection ? 'C' : 'D',
      collectionDescription: collection ? 'IN COLLECTION' : 'DEFAULT - CLAIM PAID',
      phoneNumber: '8003334636',
      datasourceDesc: catalogEntry('caivrs').displayName,
    },
  };
}

export const debtSources = {
  dbck: (pop: Population, i: number): Rec<'dbck'> => {
    const random = pop.random('dbck', i);
    return dbckRecord(random.chance(0.9) ? pop.living(5 * i + 4) : pop.firm(11 * i + 1), random, i);
  },
  caivrs: (pop: Population, i: number): Rec<'caivrs'> => {
    const random = pop.random('caivrs', i);
    return caivrsRecord(random.chance(0.85) ? pop.living(13 * i + 6) : pop.firm(13 * i + 2), random, i);
  },
};
