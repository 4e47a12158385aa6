import { z } from 'zod';
import type { SourceSystemCode } from './enums.js';

export const datasourceApiNames = [
  'aisObituary',
  'aisProbate',
  'caivrs',
  'samEnt',
  'dbck',
  'dmf',
  'dod',
  'dos',
  'samExRes',
  'samExPub',
  'leiePublic',
  'leiePrivate',
  'ofac',
  'arl',
  'fod',
  'pub78',
  'form990n',
  'bop',
] as const;
export const DatasourceApiName = z.enum(datasourceApiNames);
export type DatasourceApiName = z.infer<typeof DatasourceApiName>;

export const datasourceCategories = [
  'death',
  'exclusions',
  'sanctions',
  'debt',
  'prisons',
  'taxExempt',
  'registrations',
] as const;
export type DatasourceCategory = (typeof datasourceCategories)[number];

export const categoryLabels: Readonly<Record<DatasourceCategory, string>> = {
  death: 'Death records',
  exclusions: 'Exclusion lists',
  sanctions: 'Sanctions',
  debt: 'Debt checks',
  prisons: 'Prisons',
  taxExempt: 'Tax-exempt organizations',
  registrations: 'Entity registrations',
};

/** How a source may be searched (spec section 1 and 5 hints). */
export type SearchMode = 'nameOrTin' | 'tinOnly' | 'nameOnly';
/** Whom a source lists: drives which name rules the matcher applies. */
export type PartyKind = 'person' | 'entity' | 'both';

export interface DatasourceCatalogEntry {
  apiName: DatasourceApiName;
  srcSysTypeCd: SourceSystemCode;
  displayName: string;
  shortDescription: string;
  longDescription: string;
  category: DatasourceCategory;
  searchMode: SearchMode;
  /** Why the mode is restricted, shown next to a disabled choice. */
  searchHint?: string;
  /** Restricted sources need an explicit grant per access group. */
  restricted: boolean;
  partyKind: PartyKind;
}

/** The one catalog of the 18 datasources: every screen, route and loader reads it. */
export const datasourceCatalog: readonly DatasourceCatalogEntry[] = [
  {
    apiName: 'aisObituary',
    srcSysTypeCd: 'AIS-OB',
    displayName: 'American InfoSource Obituary Data',
    shortDescription: 'Deaths published in obituaries',
    longDescription:
      'Commercial death data compiled from published obituaries and funeral-home notices. Useful where a death was not reported to SSA.',
    category: 'death',
    searchMode: 'nameOrTin',
    restricted: true,
    partyKind: 'person',
  },
  {
    apiName: 'aisProbate',
    srcSysTypeCd: 'AIS-PR',
    displayName: 'American InfoSource Probate Data',
    shortDescription: 'Deaths recorded in probate court filings',
    longDescription: 'Commercial death data compiled from probate court records of estates opened after a death.',
    category: 'death',
    searchMode: 'nameOrTin',
    restricted: true,
    partyKind: 'person',
  },
  {
    apiName: 'caivrs',
    srcSysTypeCd: 'CAIVRS',
    displayName: 'Credit Alert System (CAIVRS)',
    shortDescription: 'Delinquent federal debt and claims (HUD, USDA, SBA, VA, ED)',
    longDescription:
      'The Credit Alert Verification Reporting System lists people and businesses who defaulted on federally guaranteed or direct loans, or who owe a claim paid by a federal agency.',
    category: 'debt',
    searchMode: 'tinOnly',
    searchHint: 'CAIVRS is keyed by taxpayer identification number: search it by SSN/EIN/TIN, not by name.',
    restricted: true,
    partyKind: 'both',
  },
  {
    apiName: 'samEnt',
    srcSysTypeCd: 'CCR',
    displayName: 'SAM Entity Registration',
    shortDescription: 'Entities registered to do business with the federal government',
    longDescription:
      'System for Award Management entity registrations (formerly the Central Contractor Registration): legal name, UEI, CAGE code, addresses, banking and business types.',
    category: 'registrations',
    searchMode: 'nameOrTin',
    restricted: false,
    partyKind: 'entity',
  },
  {
    apiName: 'dbck',
    srcSysTypeCd: 'DBCK',
    displayName: 'Debt Check',
    shortDescription: 'Delinquent non-tax debts owed to the federal government (Treasury Offset Program)',
    longDescription:
      'Debts referred to the Treasury Offset Program. A match means the payee owes a delinquent non-tax debt; the creditor agency contact is given for each debt.',
    category: 'debt',
    searchMode: 'nameOrTin',
    restricted: true,
    partyKind: 'both',
  },
  {
    apiName: 'dmf',
    srcSysTypeCd: 'DMF',
    displayName: 'SSA Death Master File',
    shortDescription: 'Deaths reported to the Social Security Administration',
    longDescription:
      'The Social Security Administration death file: SSN, name, dates of birth and death, and whether the death was verified (V) or proven (P).',
    category: 'death',
    searchMode: 'nameOrTin',
    restricted: true,
    partyKind: 'person',
  },
  {
    apiName: 'dod',
    srcSysTypeCd: 'DOD',
    displayName: 'Department of Defense Death Data',
    shortDescription: 'Deaths of service members, retirees and dependents',
    longDescription:
      'Death records held by the Department of Defense for service members, retirees and their families.',
    category: 'death',
    searchMode: 'nameOrTin',
    restricted: true,
    partyKind: 'person',
  },
  {
    apiName: 'dos',
    srcSysTypeCd: 'DOS',
    displayName: 'Department of State Death Data',
    shortDescription: 'Deaths of U.S. citizens abroad',
    longDescription: 'Reports of death of U.S. citizens abroad, filed by consular posts of the Department of State.',
    category: 'death',
    searchMode: 'nameOrTin',
    restricted: true,
    partyKind: 'person',
  },
  {
    apiName: 'samExRes',
    srcSysTypeCd: 'EPLS',
    displayName: 'SAM Exclusions (restricted)',
    shortDescription: 'Parties excluded from federal awards, with TINs',
    longDescription:
      'The restricted view of SAM exclusions (formerly the Excluded Parties List System): the public record plus the taxpayer identification number.',
    category: 'exclusions',
    searchMode: 'nameOrTin',
    restricted: true,
    partyKind: 'both',
  },
  {
    apiName: 'samExPub',
    srcSysTypeCd: 'EPLS-PUB',
    displayName: 'SAM Exclusions (public)',
    shortDescription: 'Parties excluded from federal awards',
    longDescription:
      'Individuals and firms debarred, suspended or otherwise excluded from receiving federal contracts, grants and some benefits, from the SAM Exclusions Public Extract.',
    category: 'exclusions',
    searchMode: 'nameOrTin',
    restricted: false,
    partyKind: 'both',
  },
  {
    apiName: 'leiePublic',
    srcSysTypeCd: 'LEIE',
    displayName: 'HHS-OIG List of Excluded Individuals/Entities (public)',
    shortDescription: 'Parties excluded from federal health care programs',
    longDescription:
      'The HHS Office of Inspector General exclusion list: people and businesses barred from Medicare, Medicaid and other federal health care programs.',
    category: 'exclusions',
    searchMode: 'nameOrTin',
    restricted: false,
    partyKind: 'both',
  },
  {
    apiName: 'leiePrivate',
    srcSysTypeCd: 'LEIE-PRIV',
    displayName: 'HHS-OIG List of Excluded Individuals/Entities (restricted)',
    shortDescription: 'Health care exclusions, with TINs',
    longDescription: 'The restricted LEIE: the public record plus the taxpayer identification number.',
    category: 'exclusions',
    searchMode: 'nameOrTin',
    restricted: true,
    partyKind: 'both',
  },
  {
    apiName: 'ofac',
    srcSysTypeCd: 'OFAC',
    displayName: 'OFAC Specially Designated Nationals',
    shortDescription: 'Sanctioned individuals, entities, vessels and aircraft',
    longDescription:
      'The Treasury Office of Foreign Assets Control SDN list, with aliases, addresses, dates and places of birth, nationalities and identity documents.',
    category: 'sanctions',
    searchMode: 'nameOnly',
    searchHint: 'The SDN list carries no U.S. taxpayer numbers: search it by name only.',
    restricted: false,
    partyKind: 'both',
  },
  {
    apiName: 'arl',
    srcSysTypeCd: 'ARL',
    displayName: 'IRS Automatic Revocation of Exemption List',
    shortDescription: 'Organizations whose tax exemption was revoked',
    longDescription:
      'Organizations whose federal tax-exempt status was automatically revoked for not filing a Form 990-series return for three consecutive years.',
    category: 'taxExempt',
    searchMode: 'nameOrTin',
    restricted: false,
    partyKind: 'entity',
  },
  {
    apiName: 'fod',
    srcSysTypeCd: 'FOD',
    displayName: 'Fact of Death (state vital records)',
    shortDescription: 'Deaths registered by state and territory vital records offices',
    longDescription:
      'Electronic death registrations from participating state and territory jurisdictions. Jurisdictions that are not yet available are named with each result.',
    category: 'death',
    searchMode: 'nameOrTin',
    restricted: true,
    partyKind: 'person',
  },
  {
    apiName: 'pub78',
    srcSysTypeCd: 'PUB78',
    displayName: 'IRS Publication 78',
    shortDescription: 'Organizations eligible to receive tax-deductible contributions',
    longDescription:
      'The IRS Tax Exempt Organization Search list of organizations eligible for deductible contributions.',
    category: 'taxExempt',
    searchMode: 'nameOrTin',
    restricted: false,
    partyKind: 'entity',
  },
  {
    apiName: 'form990n',
    srcSysTypeCd: '990-N',
    displayName: 'IRS Form 990-N (e-Postcard)',
    shortDescription: 'Small tax-exempt organizations filing the e-Postcard',
    longDescription:
      'Annual electronic notices filed by small tax-exempt organizations (gross receipts normally $50,000 or less), with principal officer and addresses.',
    category: 'taxExempt',
    searchMode: 'nameOrTin',
    restricted: false,
    partyKind: 'entity',
  },
  {
    apiName: 'bop',
    srcSysTypeCd: 'BOP',
    displayName: 'Federal Bureau of Prisons',
    shortDescription: 'People in federal custody',
    longDescription: 'Inmates in Federal Bureau of Prisons custody, with register number, facility and sentence dates.',
    category: 'prisons',
    searchMode: 'nameOrTin',
    restricted: true,
    partyKind: 'person',
  },
];

const byApiName = new Map(datasourceCatalog.map((entry) => [entry.apiName, entry]));
const bySourceCode = new Map(datasourceCatalog.map((entry) => [entry.srcSysTypeCd, entry]));

export function catalogEntry(apiName: DatasourceApiName): DatasourceCatalogEntry {
  const entry = byApiName.get(apiName);
  // The map is built from the same literal list the enum is: a miss is a programming error.
  if (!entry) throw new Error(`unknown datasource ${apiName}`);
  return entry;
}

export function catalogEntryBySourceCode(code: SourceSystemCode): DatasourceCatalogEntry {
  const entry = bySourceCode.get(code);
  if (!entry) throw new Error(`unknown source system code ${code}`);
  return entry;
}
