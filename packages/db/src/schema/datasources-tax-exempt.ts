import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes } from './datasources-columns.js';

/** IRS Publication 78 organizations, keyed by EIN. */
export const pub78Records = pgTable(
  'pub78_records',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    tin: text('tin'),
    taxIdType: text('tax_id_type'),
    cityName: text('city_name'),
    stateCode: text('state_code'),
    country: text('country'),
    partyTypeCd: text('party_type_cd').notNull(),
    businessName: text('business_name'),
    deductibilityCode: text('deductibility_code'),
    deductibilityDesc: text('deductibility_desc'),
  },
  (t) => recordIndexes('pub78_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** IRS Form 990-N e-Postcards, keyed by EIN and tax year. */
export const form990nRecords = pgTable(
  'form990n_records',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    tin: text('tin'),
    businessName: text('business_name'),
    taxYear: text('tax_year'),
    taxPeriodBeginDate: date('tax_period_begin_date', { mode: 'string' }),
    taxPeriodEndDate: date('tax_period_end_date', { mode: 'string' }),
    receiptUnderAllowance: text('receipt_under_allowance'),
    terminated: text('terminated'),
    companyUrl: text('company_url'),
    alsoKnownAs: text('also_known_as'),
    officerName: text('officer_name'),
    mailingAddrLine1: text('mailing_addr_line1'),
    mailingAddrLine2: text('mailing_addr_line2'),
    mailingCity: text('mailing_city'),
    mailingState: text('mailing_state'),
    mailingZip: text('mailing_zip'),
    mailingCountry: text('mailing_country'),
    officerAddressLine1: text('officer_address_line1'),
    officerAddressLine2: text('officer_address_line2'),
    officerCity: text('officer_city'),
    officerStateCd: text('officer_state_cd'),
    officerPostalCd: text('officer_postal_cd'),
    officerCountryCd: text('officer_country_cd'),
  },
  (t) => recordIndexes('form990n_records', { naturalKey: t.naturalKey, tin: t.tin }),
);

/** IRS Automatic Revocation of Exemption List, keyed by EIN. */
export const arlRecords = pgTable(
  'arl_records',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    tin: text('tin'),
    businessName: text('business_name'),
    taxIdType: text('tax_id_type'),
    addressLine1: text('address_line1'),
    cityName: text('city_name'),
    stateCode: text('state_code'),
    postalCode: text('postal_code'),
    countryCode: text('country_code'),
    alsoKnownAs: text('also_known_as'),
    searchExemptionType: text('search_exemption_type'),
    searchExemptionTypeDesc: text('search_exemption_type_desc'),
    revocationDateText: text('revocation_date_text'),
    revocationDate: date('revocation_date', { mode: 'string' }),
    postingDateText: text('posting_date_text'),
    postingDate: date('posting_date', { mode: 'string' }),
    reinstatementDateText: text('reinstatement_date_text'),
    reinstatementDate: date('reinstatement_date', { mode: 'string' }),
  },
  (t) => recordIndexes('arl_records', { naturalKey: t.naturalKey, tin: t.tin }),
);
