import type { AgencyFileColumn } from '@dnp/contracts';
import type { AgencyFileFormat } from '@dnp/ingest';
import { agencyFileText } from './agency-file-text.js';
import { plantedCases, type PlantedSearch } from './planted-cases.js';

/** One demo batch-match file: who sent it, when, and its text in one of the two formats (docs/agency-files.md). */
export interface DemoAgencyFile {
  accessGroupId: string;
  fileName: string;
  receivedAt: string;
  throughDate: string;
  format: AgencyFileFormat;
  text: string;
}

interface DemoFilePlan {
  accessGroupId: string;
  alc: string;
  fileName: string;
  /** The contractor staff's file comes in the fixed-width layout, so the demo runs both readers. */
  format: AgencyFileFormat;
  receivedAt: string;
  throughDate: string;
  /** Planted cases whose searches become parties: each is built to match known sources at known levels. */
  cases: readonly string[];
  partyType: 'I' | 'E';
  /** Parties that match nothing, so a file reads like a real one (most parties match nothing). */
  fillers: readonly string[];
}

/**
 * DOD's demo files. DFAS is DOD's child, so its file shows in DOD's list too (docs/batch-match-api.md).
 * Filler TINs start with 9, an area SSA never issues and the generator never draws, so they match nothing.
 */
const plans: readonly DemoFilePlan[] = [
  {
    accessGroupId: 'DFAS',
    alc: '97000200',
    fileName: 'DFAS_RETIREE_PAYEES_20260105.csv',
    format: 'csv',
    receivedAt: '2026-01-05T14:10:00Z',
    throughDate: '2025-12-31',
    cases: ['whitcomb', 'hartley', 'osullivan', 'al-rashid', 'vasquez'],
    partyType: 'I',
    fillers: ['AUGUSTINE PEMBERTHWAITE', 'MIRABEL QUENNEVILLE', 'THADDEUS OKONKWO-LARSEN', 'ROSALIND FAIRWEATHERBY'],
  },
  {
    accessGroupId: 'DOD',
    alc: '97000100',
    fileName: 'DOD_VENDORS_20260202.csv',
    format: 'csv',
    receivedAt: '2026-02-02T09:30:00Z',
    throughDate: '2026-01-31',
    cases: ['bayside', 'millbrook'],
    partyType: 'E',
    fillers: ['QUILLFEATHER ARCHIVAL SERVICES LLC', 'NORTHWIND TUGBOAT REPAIR INC', 'ZEPHYRINE OPTICAL WORKS'],
  },
  {
    accessGroupId: 'DOD',
    alc: '97000100',
    fileName: 'DOD_CONTRACTOR_STAFF_20260302.txt',
    format: 'fixed',
    receivedAt: '2026-03-02T16:45:00Z',
    throughDate: '2026-02-28',
    cases: ['kaminski', 'palmquist'],
    partyType: 'I',
    fillers: ['PERPETUA VANDERHOOF', 'CASIMIR ABERNATHY-QUIST', 'ODALYS FENWICK-TREMBLAY'],
  },
];

const columns: readonly AgencyFileColumn[] = [
  'agencyAlcCode',
  'agencyPartyId',
  'agencySourceFullName',
  'agencyPartyTypeCode',
  'agencyTin',
  'agencyTinTypeCode',
  'paymentAmount',
];

/** The searches of the named planted cases that carry a name (an agency file names every party). */
export function plantedSearchesOf(caseIds: readonly string[]): PlantedSearch[] {
  return caseIds.flatMap((id) => {
    const planted = plantedCases.find((c) => c.id === id);
    if (!planted) throw new Error(`no planted case ${id}`);
    return planted.searches.filter((search) => search.name !== undefined);
  });
}

function fileOf(plan: DemoFilePlan): DemoAgencyFile {
  const tinType = plan.partyType === 'E' ? 'EIN' : 'SSN';
  const planted = plantedSearchesOf(plan.cases).map((search) => ({ name: search.name ?? '', tin: search.tin }));
  const fillers = plan.fillers.map((name, index) => ({ name, tin: `9000000${String(index).padStart(2, '0')}` }));
  const rows = [...planted, ...fillers].map((party, index) => ({
    agencyAlcCode: plan.alc,
    agencyPartyId: String(index + 1),
    agencySourceFullName: party.name,
    agencyPartyTypeCode: plan.partyType,
    agencyTin: party.tin ?? '',
    agencyTinTypeCode: party.tin ? tinType : '',
    paymentAmount: `${(1_250 + index * 37).toFixed(0)}.00`,
  }));
  return {
    accessGroupId: plan.accessGroupId,
    fileName: plan.fileName,
    receivedAt: plan.receivedAt,
    throughDate: plan.throughDate,
    format: plan.format,
    text: agencyFileText(columns, rows, plan.format),
  };
}

/** DOD's demo batch-match files, built from the planted cases so every planted party has known matches. */
export function demoAgencyFiles(): DemoAgencyFile[] {
  return plans.map(fileOf);
}
