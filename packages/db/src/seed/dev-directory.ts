import type { BusinessFunction, DatasourceApiName } from '@dnp/contracts';

/**
 * Development access groups and users (docs/dev-users.md). Ids of the groups
 * are the spec's examples; the tree gives every scoping case a test needs:
 * DOD has a child (DFAS) and a grandchild (INT_QAWLONE), a sibling (HUD) and a
 * parent (API_FTPA).
 */
export const devAccessGroups = [
  { id: 'API_FTPA', name: 'Treasury Fiscal Service - Do Not Pay', level: 1, parentId: null, status: 'ACTIVE' },
  { id: 'DOD', name: 'Department of Defense', level: 2, parentId: 'API_FTPA', status: 'ACTIVE' },
  { id: 'HUD', name: 'Department of Housing and Urban Development', level: 2, parentId: 'API_FTPA', status: 'ACTIVE' },
  { id: 'ARTS', name: 'National Endowment for the Arts', level: 2, parentId: 'API_FTPA', status: 'ACTIVE' },
  { id: 'DFAS', name: 'Defense Finance and Accounting Service', level: 3, parentId: 'DOD', status: 'ACTIVE' },
  // A retired QA workload group: its member (lazyuser) shows what an inactive group does.
  { id: 'INT_QAWLONE', name: 'DFAS Internal QA Workload One', level: 4, parentId: 'DFAS', status: 'INACTIVE' },
] as const;

const allRestricted: DatasourceApiName[] = [
  'aisObituary',
  'aisProbate',
  'caivrs',
  'dbck',
  'dmf',
  'dod',
  'dos',
  'samExRes',
  'leiePrivate',
  'fod',
  'bop',
];

const defenseSources: DatasourceApiName[] = [
  'dmf',
  'dod',
  'dos',
  'aisObituary',
  'aisProbate',
  'fod',
  'dbck',
  'bop',
  'leiePrivate',
  'samExRes',
];

/** Restricted datasources each group's agreement names (grants are per group, not inherited). */
export const devDatasourceGrants: ReadonlyArray<{ accessGroupId: string; apiNames: DatasourceApiName[] }> = [
  { accessGroupId: 'API_FTPA', apiNames: allRestricted },
  { accessGroupId: 'DOD', apiNames: defenseSources },
  { accessGroupId: 'DFAS', apiNames: defenseSources },
  { accessGroupId: 'HUD', apiNames: ['caivrs', 'dmf', 'dbck'] },
];

const areaFunctions: BusinessFunction[] = ['ONLINE_SEARCH', 'PAYMENTS', 'REPORTING', 'CON_MON', 'BATCH_MATCHING'];

export interface DevUser {
  userName: string;
  firstName: string;
  lastName: string;
  role: string;
  homeAccessGroupId: string;
  functions: BusinessFunction[];
  purpose: string;
}

export const devUsers: readonly DevUser[] = [
  {
    userName: 'portaluser',
    firstName: 'Pat',
    lastName: 'Portal',
    role: 'CSR',
    homeAccessGroupId: 'DOD',
    functions: [...areaFunctions, 'EXTERNAL_LINKS', 'CON_MON_DELTAS'],
    purpose:
      'An agency analyst with all five areas and the monitoring deltas, in DOD (sees DOD, DFAS and INT_QAWLONE data).',
  },
  {
    userName: 'reportuser',
    firstName: 'Rita',
    lastName: 'Reports',
    role: 'REPORT_VIEWER',
    homeAccessGroupId: 'HUD',
    functions: ['REPORTING'],
    purpose: 'A HUD manager who only reads reports: lands on /reporting.',
  },
  {
    userName: 'adminuser',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 'ADMIN',
    homeAccessGroupId: 'API_FTPA',
    functions: [
      ...areaFunctions,
      'EXTERNAL_LINKS',
      'IMPERSONATION',
      'ACCESS_GROUP_ADMIN',
      'CON_MON_DELTAS',
      'DATASOURCE_LOAD',
    ],
    purpose: 'A Do Not Pay Business Center administrator: everything, and may act as any access group.',
  },
  {
    userName: 'lazyuser',
    firstName: 'Lee',
    lastName: 'Lapsed',
    role: 'CSR',
    homeAccessGroupId: 'INT_QAWLONE',
    functions: [...areaFunctions],
    purpose: 'Member of an INACTIVE access group: signs in, and every call is refused until the group is restored.',
  },
  {
    userName: 'norole',
    firstName: 'Nora',
    lastName: 'Norole',
    role: '',
    homeAccessGroupId: 'ARTS',
    functions: [],
    purpose: 'An account with an empty role (invalid in the product): signs in and is refused everywhere.',
  },
];
