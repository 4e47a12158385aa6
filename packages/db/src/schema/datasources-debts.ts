import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes } from './datasources-columns.js';

/** Debt Check: delinquent non-tax debts, one row per debt. */
export const dbckRecords = pgTable(
  'dbck_records',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    tin: text('tin'),
    datasourceDescr: text('datasource_descr').notNull(),
    individualBusinessIndicator: text('individual_business_indicator'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    stateCode: text('state_code'),
    postalCode: text('postal_code'),
    countryCode: text('country_code'),
    debtNumber: text('debt_number'),
    delinquentDebtDate: date('delinquent_debt_date', { mode: 'string' }),
    debtType: text('debt_type'),
    agencySiteName: text('agency_site_name'),
    agencyContactName: text('agency_contact_name'),
    agencyAddressLine1: text('agency_address_line1'),
    agencyAddressLine2: text('agency_address_line2'),
    agencyCity: text('agency_city'),
    agencyStateCode: text('agency_state_code'),
    agencyPostalCode: text('agency_postal_code'),
    agencyPhone: text('agency_phone'),
    agencyPhoneExtension: text('agency_phone_extension'),
    agencyStatePhone: text('agency_state_phone'),
    agencyStatePhoneExtension: text('agency_state_phone_extension'),
    agencyNationalPhone: text('agency_national_phone'),
    agencyNationalPhoneExtension: text('agency_national_phone_extension'),
  },
  (t) => recordIndexes('dbck_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** CAIVRS: federal loan defaults and claims, keyed by TIN and case number. */
export const caivrsRecords = pgTable(
  'caivrs_records',
  {
    ...recordColumns(),
    tin: text('tin'),
    agencyName: text('agency_name'),
    taxIdType: text('tax_id_type'),
    caseType: text('case_type'),
    caseNumber: text('case_number'),
    collectionCode: text('collection_code'),
    collectionDescription: text('collection_description'),
    phoneNumber: text('phone_number'),
    datasourceDesc: text('datasource_desc').notNull(),
  },
  (t) => recordIndexes('caivrs_records', { naturalKey: t.naturalKey, tin: t.tin }),
);
