import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes } from './datasources-columns.js';

// Exclusion lists: SAM exclusions and HHS-OIG LEIE, each public and restricted (the restricted adds the TIN).

const samExclusionColumns = {
  name: text('name').notNull(),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
  prefix: text('prefix'),
  suffix: text('suffix'),
  exclusionCode: text('exclusion_code'),
  exclusionDate: date('exclusion_date', { mode: 'string' }),
  exclusionDesc: text('exclusion_desc'),
  exclusionType: text('exclusion_type'),
  exclusionProgram: text('exclusion_program'),
  agency: text('agency'),
  cageCode: text('cage_code'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  addressLine3: text('address_line3'),
  addressLine4: text('address_line4'),
  city: text('city'),
  stateCode: text('state_code'),
  postalCode: text('postal_code'),
  countryCode: text('country_code'),
  classification: text('classification'),
  specialty: text('specialty'),
  samNumber: text('sam_number').notNull(),
  actionDate: date('action_date', { mode: 'string' }),
  terminationDate: date('termination_date', { mode: 'string' }),
  createDate: date('create_date', { mode: 'string' }),
  npi: text('npi'),
  crossReference: text('cross_reference'),
  datasourceDesc: text('datasource_desc').notNull(),
  uei: text('uei'),
  agencyUei: text('agency_uei'),
};

const leieColumns = {
  name: text('name').notNull(),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
  businessName: text('business_name'),
  birthDate: date('birth_date', { mode: 'string' }),
  exclusionCode: text('exclusion_code').notNull(),
  exclusionDate: date('exclusion_date', { mode: 'string' }),
  exclusionDesc: text('exclusion_desc'),
  reinstatementDate: date('reinstatement_date', { mode: 'string' }),
  providerIdentifier: text('provider_identifier'),
  npi: text('npi'),
  upin: text('upin'),
  addressLine1: text('address_line1'),
  city: text('city'),
  stateCode: text('state_code'),
  postalCode: text('postal_code'),
  general: text('general'),
  specialty: text('specialty'),
  waiverState: text('waiver_state'),
  waiverDate: date('waiver_date', { mode: 'string' }),
  datasourceDesc: text('datasource_desc').notNull(),
};

/** SAM exclusions, public extract; keyed by SAM number. */
export const samExPubRecords = pgTable('sam_ex_pub_records', { ...recordColumns(), ...samExclusionColumns }, (t) =>
  recordIndexes('sam_ex_pub_records', { naturalKey: t.naturalKey }),
);

/** SAM exclusions with TIN (restricted). */
export const samExResRecords = pgTable(
  'sam_ex_res_records',
  { ...recordColumns(), ...samExclusionColumns, tin: text('tin') },
  (t) => recordIndexes('sam_ex_res_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** HHS-OIG LEIE, public. */
export const leiePublicRecords = pgTable('leie_public_records', { ...recordColumns(), ...leieColumns }, (t) =>
  recordIndexes('leie_public_records', { naturalKey: t.naturalKey }),
);

/** HHS-OIG LEIE with TIN (restricted). */
export const leiePrivateRecords = pgTable(
  'leie_private_records',
  { ...recordColumns(), ...leieColumns, tin: text('tin') },
  (t) => recordIndexes('leie_private_records', { naturalKey: t.naturalKey, tin: t.tin }),
);
