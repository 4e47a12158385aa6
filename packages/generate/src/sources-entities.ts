import type { RecordAttributesByApiName } from '@dnp/contracts';
import { catalogEntry } from '@dnp/contracts';
import { pub78DeductibilityCodes } from '@dnp/ingest';
import type { Business } from './businesses.js';
import { drawDate } from './dates.js';
import { fullName } from './people.js';
import type { Population } from './population.js';
import type { Random } from './random.js';
import type { GeneratedRecord } from './source-generator.js';

type Rec<K extends keyof RecordAttributesByApiName> = GeneratedRecord<RecordAttributesByApiName[K]>;

const naics = [
  ['236220', 'Commercial and Institutional Building Construction'],
  ['541330', 'Engineering Services'],
  ['541512', 'Computer Systems Design Services'],
  ['561720', 'Janitorial Services'],
  ['423450', 'Medical, Dental, and Hospital Equipment and Supplies Merchant Wholesalers'],
  ['484110', 'General Freight Trucking, Local'],
  ['621610', 'Home Health Care Services'],
  ['541611', 'Administrative Management and General Management Consulting Services'],
] as const;

/** A registration in SAM: the UEI is 12 letters and digits; TIN and banking come from the restricted extract. */
export function samEntRecord(firm: Business, random: Random, index: number): Rec<'samEnt'> {
  const uei = `${random.pick(['J', 'K', 'L', 'M', 'N', 'Q', 'R'])}${String(index).padStart(6, '0')}${random.digits(5)}`;
  const registered = drawDate(random, '2008-01-01', '2024-12-31');
  const updated = drawDate(random, '2024-07-01', '2025-06-30');
  const [code, description] = random.pick(naics);
  const a = firm.address;
  return {
    key: uei,
    record: {
      tin: firm.ein,
      uei,
      eftIndicator: null,
      dba: null,
      businessName: firm.name,
      name: firm.name,
      cageCode: `${random.digits(1)}${random.pick(['A', 'K', 'M', 'T', 'W'])}${random.digits(3)}`,
      registrationStatus: random.chance(0.85) ? 'Active' : 'Expired',
      divisionName: null,
      divisionNumber: null,
      companyUrl: null,
      financialInstitute: random.pick([
        'BANK OF AMERICA NA',
        'WELLS FARGO BANK NA',
        'JPMORGAN CHASE BANK NA',
        'TRUIST BANK',
      ]),
      abaRoutingNumber: `0${random.digits(8)}`,
      accountNumber: random.digits(10),
      accountType: random.chance(0.8) ? 'C' : 'S',
      physicalStreetAddressLine1: a.line1,
      physicalStreetAddressLine2: null,
      physicalCity: a.city,
      physicalStateCode: a.stateCode,
      physicalPostalCode: a.postalCode,
      physicalCountryCode: 'USA',
      mailName: null,
      mailStreetAddressLine1: a.line1,
      mailStreetAddressLine2: null,
      mailCity: a.city,
      mailStateCode: a.stateCode,
      mailPostalCode: a.postalCode,
      mailCountryCode: 'USA',
      businessStartDate: drawDate(random, '1975-01-01', registered),
      businessTerminationDate: null,
      delinquentFederalDebtFlag: random.chance(0.03) ? 'Y' : 'N',
      dodaac: null,
      lastUpdateDate: updated,
      fiscalYearEndCloseDate: '1231',
      activationDate: updated,
      authorizationDate: null,
      initialRegistrationDate: registered,
      expirationDate: drawDate(random, '2025-07-01', '2026-06-30'),
      exclusionStatusFlag: 'N',
      naicsDetails: [
        {
          naicsCode: code,
          naicsDescription: description,
          smallBusinessIndicator: 'Y',
          emergingSmallBusinessIndicator: null,
          primaryIndicator: 'Y',
        },
      ],
      addresses: [
        {
          addressLine1: a.line1,
          addressLine2: null,
          city: a.city,
          stateCode: a.stateCode,
          postalCode: a.postalCode,
          countryCode: 'USA',
          name: null,
          addressTypeCode: 'PA',
          usPhone: null,
          fax: null,
        },
      ],
    },
  };
}

const deductibility = ['PC', 'PC', 'PC', 'PF', 'POF', 'EO', 'SO', 'LODGE'];

export function pub78Record(org: Business, random: Random): Rec<'pub78'> {
  const code = random.pick(deductibility);
  return {
    key: org.ein,
    record: {
      name: org.name,
      tin: org.ein,
      taxIdType: 'EIN',
      cityName: org.address.city,
      stateCode: org.address.stateCode,
      country: 'United States',
      partyTypeCd: 'E',
      businessName: org.name,
      deductibilityCode: code,
      deductibilityDesc: pub78DeductibilityCodes[code] ?? null,
    },
  };
}

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** The ARL prints dates as DD-MMM-YYYY. */
const arlText = (iso: string): string =>
  `${iso.slice(8, 10)}-${months[Number(iso.slice(5, 7)) - 1] ?? 'JAN'}-${iso.slice(0, 4)}`;

export function arlRecord(org: Business, random: Random): Rec<'arl'> {
  const revoked = drawDate(random, '2010-05-15', '2025-05-15');
  const posted = drawDate(random, revoked, '2025-06-15');
  return {
    key: org.ein,
    record: {
      name: org.name,
      tin: org.ein,
      businessName: org.name,
      taxIdType: 'EIN',
      addressLine1: org.address.line1,
      cityName: org.address.city,
      stateCode: org.address.stateCode,
      postalCode: org.address.postalCode,
      countryCode: 'US',
      alsoKnownAs: null,
      searchExemptionType: '03',
      searchExemptionTypeDesc: '501(c)(3)',
      revocationDateText: arlText(revoked),
      revocationDate: revoked,
      postingDateText: arlText(posted),
      postingDate: posted,
      reinstatementDateText: null,
      reinstatementDate: null,
    },
  };
}

export function form990nRecord(org: Business, officer: string, random: Random): Rec<'form990n'> {
  const year = random.int(2019, 2024);
  const a = org.address;
  return {
    key: `${org.ein}|${year}`,
    record: {
      name: org.name,
      tin: org.ein,
      businessName: org.name,
      taxYear: String(year),
      taxPeriodBeginDate: `${year}-01-01`,
      taxPeriodEndDate: `${year}-12-31`,
      receiptUnderAllowance: 'T',
      terminated: random.chance(0.03) ? 'T' : 'F',
      companyUrl: null,
      alsoKnownAs: null,
      officerName: officer,
      mailingAddrLine1: a.line1,
      mailingAddrLine2: null,
      mailingCity: a.city,
      mailingState: a.stateCode,
      mailingZip: a.postalCode,
      mailingCountry: 'US',
      officerAddressLine1: a.line1,
      officerAddressLine2: null,
      officerCity: a.city,
      officerStateCd: a.stateCode,
      officerPostalCd: a.postalCode,
      officerCountryCd: 'US',
    },
  };
}

const programs = ['SDGT', 'SDNTK', 'IRAN', 'RUSSIA-EO14024', 'CYBER2', 'GLOMAG', 'VENEZUELA', 'ILLICIT-DRUGS-EO14059'];
const countries = [
  'Mexico',
  'Colombia',
  'Russia',
  'Iran',
  'Lebanon',
  'Venezuela',
  'Syria',
  'Panama',
  'United Arab Emirates',
];

/**
 * Synthetic SDN entries, numbered from 90,000 so they never collide with a real ent_num.
 * The real list is in /work/shared/data/ofac; these serve scale tests only.
 */
export function ofacRecord(pop: Population, index: number): Rec<'ofac'> {
  const random = pop.random('ofac', index);
  const individual = random.chance(0.55);
  const entNum = String(90_000 + index);
  const name = individual ? fullName(pop.living(17 * index + 9)) : pop.firm(19 * index + 4).name;
  const country = random.pick(countries);
  return {
    key: entNum,
    record: {
      name,
      srcSysTypeCdDesc: catalogEntry('ofac').displayName,
      type: individual ? 'I' : 'E',
      typeDescription: individual ? 'INDIVIDUAL' : 'ENTITY',
      sdnType: individual ? 'individual' : 'entity',
      entNum,
      title: null,
      remarks: `Nationality ${country}.`,
      callSign: null,
      vesselType: null,
      tonnage: null,
      grossRegisteredTonnage: null,
      vesselFlag: null,
      vesselOwner: null,
      programs: [{ program: random.pick(programs) }],
      nationalities: individual ? [{ country }] : [],
      addresses: [
        {
          addressLine1: null,
          addressLine2: null,
          addressLine3: null,
          city: random.pick(['Caracas', 'Tehran', 'Moscow', 'Culiacan', 'Beirut']),
          stateCode: null,
          postalCode: null,
          country,
        },
      ],
    },
  };
}

export const entitySources = {
  samEnt: (pop: Population, i: number): Rec<'samEnt'> => samEntRecord(pop.firm(i), pop.random('samEnt', i), i),
  pub78: (pop: Population, i: number): Rec<'pub78'> => pub78Record(pop.charity(i), pop.random('pub78', i)),
  arl: (pop: Population, i: number): Rec<'arl'> => arlRecord(pop.charity(7 * i + 3), pop.random('arl', i)),
  form990n: (pop: Population, i: number): Rec<'form990n'> =>
    form990nRecord(pop.charity(3 * i + 1), fullName(pop.living(9 * i + 8)), pop.random('form990n', i)),
  ofac: ofacRecord,
};
