import type { z } from 'zod';
import type { DatasourceApiName } from '../datasource-catalog.js';
import { CaivrsRecord, DbckRecord } from './debts.js';
import {
  AisObituaryRecord,
  AisProbateRecord,
  BopRecord,
  DmfRecord,
  DodRecord,
  DosRecord,
  FodRecord,
} from './deaths.js';
import { LeiePrivateRecord, LeiePublicRecord, SamExPubRecord, SamExResRecord } from './exclusions.js';
import { OfacRecord } from './ofac.js';
import { SamEntRecord } from './sam-entity.js';
import { ArlRecord, Form990nRecord, Pub78Record } from './tax-exempt.js';

export * from './debts.js';
export * from './deaths.js';
export * from './exclusions.js';
export * from './ofac.js';
export * from './sam-entity.js';
export * from './tax-exempt.js';

/** The attributes schema of one record of each datasource (spec section 3). */
export const recordAttributesByApiName = {
  aisObituary: AisObituaryRecord,
  aisProbate: AisProbateRecord,
  caivrs: CaivrsRecord,
  samEnt: SamEntRecord,
  dbck: DbckRecord,
  dmf: DmfRecord,
  dod: DodRecord,
  dos: DosRecord,
  samExRes: SamExResRecord,
  samExPub: SamExPubRecord,
  leiePublic: LeiePublicRecord,
  leiePrivate: LeiePrivateRecord,
  ofac: OfacRecord,
  arl: ArlRecord,
  fod: FodRecord,
  pub78: Pub78Record,
  form990n: Form990nRecord,
  bop: BopRecord,
} as const satisfies Record<DatasourceApiName, z.ZodType>;

export type RecordAttributesByApiName = {
  [K in DatasourceApiName]: z.infer<(typeof recordAttributesByApiName)[K]>;
};
export type DatasourceRecord = RecordAttributesByApiName[DatasourceApiName];

/**
 * GET {datasource}/{id}?include=… (spec section 7): each include name adds one sub-list.
 * Sub-lists are left out of a record unless asked for, because some SDN and SAM entries
 * carry hundreds of items.
 */
export const recordIncludes = {
  ofac: {
    address: 'addresses',
    alternateId: 'alternateIds',
    birthDate: 'birthDates',
    birthPlace: 'birthPlaces',
    nationality: 'nationalities',
    citizenship: 'citizenships',
    program: 'programs',
  },
  samEnt: {
    orgType: 'orgTypes',
    businessType: 'businessTypes',
    disasterResponse: 'disasterResponses',
    naicsDetail: 'naicsDetails',
    pscDetail: 'pscDetails',
    fscDetail: 'fscDetails',
    smallBusiness: 'smallBusinesses',
    address: 'addresses',
  },
} as const satisfies Partial<Record<DatasourceApiName, Record<string, string>>>;

export type IncludableApiName = keyof typeof recordIncludes;
export type RecordInclude<K extends IncludableApiName> = keyof (typeof recordIncludes)[K];

/** The include names a datasource accepts; empty for sources without sub-lists. */
export function includeNamesFor(apiName: DatasourceApiName): readonly string[] {
  return apiName in recordIncludes ? Object.keys(recordIncludes[apiName as IncludableApiName]) : [];
}
