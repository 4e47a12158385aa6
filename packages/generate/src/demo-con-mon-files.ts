import type { AgencyFileColumn } from '@dnp/contracts';
import { agencyFileText } from './agency-file-text.js';
import { plantedSearchesOf, type DemoAgencyFile } from './demo-agency-files.js';

/** A party the demo's DMF delta load reports dead after enrollment: its TIN, its name, its death date. */
export interface DemoDeltaDeath {
  tin: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** MMDDYYYY, as the DMF layout writes dates. */
  deathDate: string;
  birthDate: string;
}

interface DemoConMonPlan {
  accessGroupId: string;
  alc: string;
  fileName: string;
  receivedAt: string;
  throughDate: string;
  /** Planted cases: matched at enrollment against the demo sources. */
  cases: readonly string[];
  /** Payees alive at enrollment whom the delta load reports dead. */
  laterDeaths: readonly DemoDeltaDeath[];
  /** Payees who match nothing, so a file reads like a real one. */
  fillers: readonly string[];
}

/*
 * TINs in area 9: SSA never issues them and the generator never draws them, so no demo source
 * record holds them before the delta load does (batch files' fillers use 900000000-900000099).
 */
const plans: readonly DemoConMonPlan[] = [
  {
    accessGroupId: 'DOD',
    alc: '97000100',
    fileName: 'DOD_MONITORED_ANNUITANTS.csv',
    receivedAt: '2026-01-12T15:20:00Z',
    throughDate: '2025-12-31',
    cases: ['whitcomb', 'hartley', 'al-rashid'],
    laterDeaths: [
      {
        tin: '900100001',
        firstName: 'CORNELIUS',
        middleName: 'AMBROSE',
        lastName: 'TREADWELL',
        deathDate: '02142026',
        birthDate: '05061938',
      },
      {
        tin: '900100002',
        firstName: 'HENRIETTA',
        middleName: '',
        lastName: 'VOSSBERG',
        deathDate: '02212026',
        birthDate: '11301941',
      },
    ],
    fillers: ['PROSPER LINDQVIST-ADEYEMI', 'WILHELMINA STROUDWATER'],
  },
  {
    accessGroupId: 'DFAS',
    alc: '97000200',
    fileName: 'DFAS_MONITORED_RETIREES.csv',
    receivedAt: '2026-01-19T13:05:00Z',
    throughDate: '2025-12-31',
    cases: ['osullivan'],
    laterDeaths: [
      {
        tin: '900100003',
        firstName: 'BARNABY',
        middleName: 'QUINN',
        lastName: 'ELLSWORTH',
        deathDate: '03022026',
        birthDate: '08171944',
      },
    ],
    fillers: ['OTTILIE MARCHBANKS'],
  },
];

const columns: readonly AgencyFileColumn[] = [
  'agencyAlcCode',
  'agencyPartyId',
  'agencySourceFullName',
  'agencyPartyTypeCode',
  'agencyTin',
  'agencyTinTypeCode',
];

const fullName = (death: DemoDeltaDeath) =>
  [death.firstName, death.middleName, death.lastName].filter((part) => part !== '').join(' ');

function fileOf(plan: DemoConMonPlan): DemoAgencyFile {
  const planted = plantedSearchesOf(plan.cases).map((search) => ({ name: search.name ?? '', tin: search.tin }));
  const later = plan.laterDeaths.map((death) => ({ name: fullName(death), tin: death.tin }));
  const fillers = plan.fillers.map((name, index) => ({ name, tin: `9001001${String(index).padStart(2, '0')}` }));
  const rows = [...planted, ...later, ...fillers].map((party, index) => ({
    agencyAlcCode: plan.alc,
    agencyPartyId: String(index + 1),
    agencySourceFullName: party.name,
    agencyPartyTypeCode: 'I',
    agencyTin: party.tin ?? '',
    agencyTinTypeCode: party.tin ? 'SSN' : '',
  }));
  return {
    accessGroupId: plan.accessGroupId,
    fileName: plan.fileName,
    receivedAt: plan.receivedAt,
    throughDate: plan.throughDate,
    format: 'csv',
    text: agencyFileText(columns, rows, 'csv'),
  };
}

/** The files DOD and its child DFAS keep enrolled in continuous monitoring. */
export function demoConMonFiles(): DemoAgencyFile[] {
  return plans.map(fileOf);
}

/** The deaths the demo's DMF delta load adds, after the files are enrolled. */
export function demoDeltaDeaths(): DemoDeltaDeath[] {
  return plans.flatMap((plan) => plan.laterDeaths);
}

/** One DMF change-file line adding a death (SSA layout: change code, SSN, names, V, dates). */
export function dmfAddLine(death: DemoDeltaDeath): string {
  const line =
    'A' +
    death.tin +
    death.lastName.padEnd(20) +
    ''.padEnd(4) +
    death.firstName.padEnd(15) +
    death.middleName.padEnd(15) +
    'V' +
    death.deathDate +
    death.birthDate;
  return line.padEnd(100);
}
