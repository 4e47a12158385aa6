import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes } from './datasources-columns.js';

// Death, prison and vital-records sources (spec section 3). Column keys are the record attributes.

const deathCore = {
  name: text('name').notNull(),
  tin: text('tin'),
  birthDate: date('birth_date', { mode: 'string' }),
  deathDate: date('death_date', { mode: 'string' }),
};

const obituaryAddress = {
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  stateCode: text('state_code'),
  postalCode: text('postal_code'),
};

/** SSA Death Master File, keyed by SSN. */
export const dmfRecords = pgTable(
  'dmf_records',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    tin: text('tin'),
    birthDate: date('birth_date', { mode: 'string' }),
    deathDate: date('death_date', { mode: 'string' }),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    suffix: text('suffix'),
    verifyOrProof: text('verify_or_proof').notNull(),
    datasourceDescr: text('datasource_descr').notNull(),
  },
  (t) => recordIndexes('dmf_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** Department of Defense deaths. */
export const dodRecords = pgTable('dod_records', { ...recordColumns(), ...deathCore }, (t) =>
  recordIndexes('dod_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** Department of State deaths of U.S. citizens abroad. */
export const dosRecords = pgTable('dos_records', { ...recordColumns(), ...deathCore }, (t) =>
  recordIndexes('dos_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** AIS obituary deaths. */
export const aisObituaryRecords = pgTable(
  'ais_obituary_records',
  { ...recordColumns(), ...deathCore, ...obituaryAddress },
  (t) => recordIndexes('ais_obituary_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** AIS probate deaths. */
export const aisProbateRecords = pgTable(
  'ais_probate_records',
  { ...recordColumns(), ...deathCore, ...obituaryAddress },
  (t) => recordIndexes('ais_probate_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** Fact of Death: state vital-records registrations; date parts kept as the jurisdiction sent them. */
export const fodRecords = pgTable(
  'fod_records',
  {
    ...recordColumns(),
    searchCriteria: text('search_criteria'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    tin: text('tin'),
    stateOfBirthAbbreviation: text('state_of_birth_abbreviation'),
    stateFileNumber: text('state_file_number'),
    matchingStateAbbreviation: text('matching_state_abbreviation'),
    registrationDateDay: text('registration_date_day'),
    registrationDateMonth: text('registration_date_month'),
    registrationDateYear: text('registration_date_year'),
    deathDateDay: text('death_date_day'),
    deathDateMonth: text('death_date_month'),
    deathDateYear: text('death_date_year'),
    birthDateDay: text('birth_date_day'),
    birthDateMonth: text('birth_date_month'),
    birthDateYear: text('birth_date_year'),
  },
  (t) => recordIndexes('fod_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** Bureau of Prisons inmates. */
export const bopRecords = pgTable(
  'bop_records',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    tin: text('tin'),
    sentenceStartDate: date('sentence_start_date', { mode: 'string' }),
    releaseDate: date('release_date', { mode: 'string' }),
    sentenceLength: text('sentence_length'),
    federalRegisterNbr: text('federal_register_nbr'),
    confinementPlace: text('confinement_place'),
    birthDate: date('birth_date', { mode: 'string' }),
  },
  (t) => recordIndexes('bop_records', { naturalKey: t.naturalKey, tin: t.tin }),
);
