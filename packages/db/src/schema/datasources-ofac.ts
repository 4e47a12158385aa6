import { boolean, date, pgTable, text } from 'drizzle-orm/pg-core';
import { listColumns, listIndexes, recordColumns, recordIndexes } from './datasources-columns.js';

// The SDN list: one row per entry, each sub-list of the record in its own table.

/** OFAC SDN entries, keyed by ent_num. */
export const ofacRecords = pgTable(
  'ofac_records',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    srcSysTypeCdDesc: text('src_sys_type_cd_desc').notNull(),
    type: text('type').notNull(),
    typeDescription: text('type_description').notNull(),
    sdnType: text('sdn_type').notNull(),
    entNum: text('ent_num').notNull(),
    title: text('title'),
    remarks: text('remarks'),
    callSign: text('call_sign'),
    vesselType: text('vessel_type'),
    tonnage: text('tonnage'),
    grossRegisteredTonnage: text('gross_registered_tonnage'),
    vesselFlag: text('vessel_flag'),
    vesselOwner: text('vessel_owner'),
  },
  (t) => recordIndexes('ofac_records', { naturalKey: t.naturalKey }),
);

/** SDN addresses (add.csv). */
export const ofacAddresses = pgTable(
  'ofac_addresses',
  {
    ...listColumns(() => ofacRecords.id),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    city: text('city'),
    stateCode: text('state_code'),
    postalCode: text('postal_code'),
    country: text('country'),
  },
  (t) => listIndexes('ofac_addresses', t),
);

/** Identity documents parsed from the remarks. */
export const ofacAlternateIds = pgTable(
  'ofac_alternate_ids',
  {
    ...listColumns(() => ofacRecords.id),
    countyCode: text('county_code'),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }),
    expirationDate: date('expiration_date', { mode: 'string' }),
  },
  (t) => listIndexes('ofac_alternate_ids', t),
);

/** Dates of birth, with the range each covers. */
export const ofacBirthDates = pgTable(
  'ofac_birth_dates',
  {
    ...listColumns(() => ofacRecords.id),
    alternateBirthDate: text('alternate_birth_date').notNull(),
    birthDateFrom: date('birth_date_from', { mode: 'string' }),
    birthDateTo: date('birth_date_to', { mode: 'string' }),
    approximate: boolean('approximate').notNull(),
  },
  (t) => listIndexes('ofac_birth_dates', t),
);

/** Places of birth. */
export const ofacBirthPlaces = pgTable(
  'ofac_birth_places',
  {
    ...listColumns(() => ofacRecords.id),
    placeOfBirth: text('place_of_birth').notNull(),
  },
  (t) => listIndexes('ofac_birth_places', t),
);

/** Nationalities. */
export const ofacNationalities = pgTable(
  'ofac_nationalities',
  {
    ...listColumns(() => ofacRecords.id),
    country: text('country').notNull(),
  },
  (t) => listIndexes('ofac_nationalities', t),
);

/** Citizenships. */
export const ofacCitizenships = pgTable(
  'ofac_citizenships',
  {
    ...listColumns(() => ofacRecords.id),
    country: text('country').notNull(),
  },
  (t) => listIndexes('ofac_citizenships', t),
);

/** Sanctions programs. */
export const ofacPrograms = pgTable(
  'ofac_programs',
  {
    ...listColumns(() => ofacRecords.id),
    program: text('program').notNull(),
  },
  (t) => listIndexes('ofac_programs', t),
);

/** Aliases: alt.csv (strong) and a.k.a. in the remarks (weak). */
export const ofacAliases = pgTable(
  'ofac_aliases',
  {
    ...listColumns(() => ofacRecords.id),
    aliasType: text('alias_type').notNull(),
    name: text('name').notNull(),
    strength: text('strength').notNull(),
    remarks: text('remarks'),
  },
  (t) => listIndexes('ofac_aliases', t),
);
