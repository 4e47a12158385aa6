import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { listColumns, listIndexes, recordColumns, recordIndexes } from './datasources-columns.js';

// SAM entity registrations: one row per UEI (and EFT indicator), each sub-list in its own table.

/** SAM entity registrations. */
export const samEntRecords = pgTable(
  'sam_ent_records',
  {
    ...recordColumns(),
    tin: text('tin'),
    uei: text('uei').notNull(),
    eftIndicator: text('eft_indicator'),
    dba: text('dba'),
    businessName: text('business_name'),
    name: text('name').notNull(),
    cageCode: text('cage_code'),
    registrationStatus: text('registration_status'),
    divisionName: text('division_name'),
    divisionNumber: text('division_number'),
    companyUrl: text('company_url'),
    financialInstitute: text('financial_institute'),
    abaRoutingNumber: text('aba_routing_number'),
    accountNumber: text('account_number'),
    accountType: text('account_type'),
    physicalStreetAddressLine1: text('physical_street_address_line1'),
    physicalStreetAddressLine2: text('physical_street_address_line2'),
    physicalCity: text('physical_city'),
    physicalStateCode: text('physical_state_code'),
    physicalPostalCode: text('physical_postal_code'),
    physicalCountryCode: text('physical_country_code'),
    mailName: text('mail_name'),
    mailStreetAddressLine1: text('mail_street_address_line1'),
    mailStreetAddressLine2: text('mail_street_address_line2'),
    mailCity: text('mail_city'),
    mailStateCode: text('mail_state_code'),
    mailPostalCode: text('mail_postal_code'),
    mailCountryCode: text('mail_country_code'),
    businessStartDate: date('business_start_date', { mode: 'string' }),
    businessTerminationDate: date('business_termination_date', { mode: 'string' }),
    delinquentFederalDebtFlag: text('delinquent_federal_debt_flag'),
    dodaac: text('dodaac'),
    lastUpdateDate: date('last_update_date', { mode: 'string' }),
    fiscalYearEndCloseDate: text('fiscal_year_end_close_date'),
    activationDate: date('activation_date', { mode: 'string' }),
    authorizationDate: date('authorization_date', { mode: 'string' }),
    initialRegistrationDate: date('initial_registration_date', { mode: 'string' }),
    expirationDate: date('expiration_date', { mode: 'string' }),
    exclusionStatusFlag: text('exclusion_status_flag'),
  },
  (t) => recordIndexes('sam_ent_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** Entity structure. */
export const samEntOrgTypes = pgTable(
  'sam_ent_org_types',
  {
    ...listColumns(() => samEntRecords.id),
    organizationCode: text('organization_code'),
    organizationCodeDescription: text('organization_code_description'),
  },
  (t) => listIndexes('sam_ent_org_types', t),
);

/** Business types. */
export const samEntBusinessTypes = pgTable(
  'sam_ent_business_types',
  {
    ...listColumns(() => samEntRecords.id),
    businessCode: text('business_code'),
    businessCodeDescription: text('business_code_description'),
  },
  (t) => listIndexes('sam_ent_business_types', t),
);

/** Disaster response areas. */
export const samEntDisasterResponses = pgTable(
  'sam_ent_disaster_responses',
  {
    ...listColumns(() => samEntRecords.id),
    displayDescription: text('display_description'),
    displayValue: text('display_value'),
  },
  (t) => listIndexes('sam_ent_disaster_responses', t),
);

/** NAICS codes. */
export const samEntNaicsDetails = pgTable(
  'sam_ent_naics_details',
  {
    ...listColumns(() => samEntRecords.id),
    naicsCode: text('naics_code').notNull(),
    naicsDescription: text('naics_description'),
    smallBusinessIndicator: text('small_business_indicator'),
    emergingSmallBusinessIndicator: text('emerging_small_business_indicator'),
    primaryIndicator: text('primary_indicator').notNull(),
  },
  (t) => listIndexes('sam_ent_naics_details', t),
);

/** Product and service codes. */
export const samEntPscDetails = pgTable(
  'sam_ent_psc_details',
  {
    ...listColumns(() => samEntRecords.id),
    pscCode: text('psc_code').notNull(),
    pscDescription: text('psc_description'),
  },
  (t) => listIndexes('sam_ent_psc_details', t),
);

/** Federal supply classes. */
export const samEntFscDetails = pgTable(
  'sam_ent_fsc_details',
  {
    ...listColumns(() => samEntRecords.id),
    fscCode: text('fsc_code').notNull(),
    fscDescription: text('fsc_description'),
  },
  (t) => listIndexes('sam_ent_fsc_details', t),
);

/** SBA certifications. */
export const samEntSmallBusinesses = pgTable(
  'sam_ent_small_businesses',
  {
    ...listColumns(() => samEntRecords.id),
    sbaCode: text('sba_code').notNull(),
    sbaDescription: text('sba_description'),
    expirationDate: date('expiration_date', { mode: 'string' }),
  },
  (t) => listIndexes('sam_ent_small_businesses', t),
);

/** Addresses: physical, mailing and points of contact. */
export const samEntAddresses = pgTable(
  'sam_ent_addresses',
  {
    ...listColumns(() => samEntRecords.id),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    stateCode: text('state_code'),
    postalCode: text('postal_code'),
    countryCode: text('country_code'),
    name: text('name'),
    addressTypeCode: text('address_type_code'),
    usPhone: text('us_phone'),
    fax: text('fax'),
  },
  (t) => listIndexes('sam_ent_addresses', t),
);
