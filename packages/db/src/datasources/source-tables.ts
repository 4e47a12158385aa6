import type { DatasourceApiName } from '@dnp/contracts';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as deaths from '../schema/datasources-deaths.js';
import * as debts from '../schema/datasources-debts.js';
import * as exclusions from '../schema/datasources-exclusions.js';
import * as ofac from '../schema/datasources-ofac.js';
import * as samEntity from '../schema/datasources-sam-entity.js';
import * as taxExempt from '../schema/datasources-tax-exempt.js';

/** One stored column: the record attribute it holds, its SQL name and SQL type. */
export interface StoredColumn {
  attribute: string;
  column: string;
  sqlType: string;
}

export interface ListTable {
  /** The record attribute holding the list (e.g. `aliases`). */
  attribute: string;
  table: string;
  columns: readonly StoredColumn[];
}

export interface SourceTables {
  apiName: DatasourceApiName;
  table: string;
  /** The record's attributes, in table order (bookkeeping columns left out). */
  columns: readonly StoredColumn[];
  lists: readonly ListTable[];
}

const recordBookkeeping = new Set(['id', 'naturalKey', 'loadId', 'contentHash']);
const listBookkeeping = new Set(['id', 'recordId', 'position']);

function storedColumns(table: PgTable, skip: ReadonlySet<string>): StoredColumn[] {
  return Object.entries(getTableColumns(table))
    .filter(([attribute]) => !skip.has(attribute))
    .map(([attribute, column]) => ({ attribute, column: column.name, sqlType: column.getSQLType() }));
}

function describe(
  apiName: DatasourceApiName,
  table: PgTable,
  lists: Readonly<Record<string, PgTable>> = {},
): SourceTables {
  return {
    apiName,
    table: getTableName(table),
    columns: storedColumns(table, recordBookkeeping),
    lists: Object.entries(lists).map(([attribute, listTable]) => ({
      attribute,
      table: getTableName(listTable),
      columns: storedColumns(listTable, listBookkeeping),
    })),
  };
}

/** Where each datasource's records live: read from the Drizzle schema, so a new column needs no code here. */
export const sourceTables: Readonly<Record<DatasourceApiName, SourceTables>> = {
  aisObituary: describe('aisObituary', deaths.aisObituaryRecords),
  aisProbate: describe('aisProbate', deaths.aisProbateRecords),
  bop: describe('bop', deaths.bopRecords),
  dmf: describe('dmf', deaths.dmfRecords),
  dod: describe('dod', deaths.dodRecords),
  dos: describe('dos', deaths.dosRecords),
  fod: describe('fod', deaths.fodRecords),
  caivrs: describe('caivrs', debts.caivrsRecords),
  dbck: describe('dbck', debts.dbckRecords),
  leiePrivate: describe('leiePrivate', exclusions.leiePrivateRecords),
  leiePublic: describe('leiePublic', exclusions.leiePublicRecords),
  samExPub: describe('samExPub', exclusions.samExPubRecords),
  samExRes: describe('samExRes', exclusions.samExResRecords),
  arl: describe('arl', taxExempt.arlRecords),
  form990n: describe('form990n', taxExempt.form990nRecords),
  pub78: describe('pub78', taxExempt.pub78Records),
  ofac: describe('ofac', ofac.ofacRecords, {
    addresses: ofac.ofacAddresses,
    alternateIds: ofac.ofacAlternateIds,
    birthDates: ofac.ofacBirthDates,
    birthPlaces: ofac.ofacBirthPlaces,
    nationalities: ofac.ofacNationalities,
    citizenships: ofac.ofacCitizenships,
    programs: ofac.ofacPrograms,
    aliases: ofac.ofacAliases,
  }),
  samEnt: describe('samEnt', samEntity.samEntRecords, {
    orgTypes: samEntity.samEntOrgTypes,
    businessTypes: samEntity.samEntBusinessTypes,
    disasterResponses: samEntity.samEntDisasterResponses,
    naicsDetails: samEntity.samEntNaicsDetails,
    pscDetails: samEntity.samEntPscDetails,
    fscDetails: samEntity.samEntFscDetails,
    smallBusinesses: samEntity.samEntSmallBusinesses,
    addresses: samEntity.samEntAddresses,
  }),
};

/**
 * The column holding a source's dates of birth where it lists them as dates: its name postings carry the date
 * too (migration 0017), so a bulk run ranks namesakes by it without reading their records.
 */
export function birthDateColumn(apiName: DatasourceApiName): StoredColumn | undefined {
  return sourceTables[apiName].columns.find((stored) => stored.attribute === 'birthDate' && stored.sqlType === 'date');
}
