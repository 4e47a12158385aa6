import { z } from 'zod';

/** Names that may appear in userInfo.allowedBusinessFunctions (spec section 6). */
export const businessFunctions = [
  'IMPERSONATION',
  'REPORTING',
  'CON_MON_DELTAS',
  'BATCH_MATCHING',
  'ONLINE_SEARCH',
  'EXTERNAL_LINKS',
  'CON_MON',
  'ACCESS_GROUP_ADMIN',
  'PAYMENTS',
  // Not in spec section 6: loading a public source through the portal (docs/source-loads.md).
  'DATASOURCE_LOAD',
] as const;
export const BusinessFunction = z.enum(businessFunctions);
export type BusinessFunction = z.infer<typeof BusinessFunction>;

/** The route-level function names the client's guards use (spec section 2). */
export const areaFunctions = ['onlineSearch', 'payment', 'report', 'conMon', 'batchMatching'] as const;
export const AreaFunction = z.enum(areaFunctions);
export type AreaFunction = z.infer<typeof AreaFunction>;

/**
 * The mapping the spec leaves open ("not shown"); decided in docs/decisions.md.
 * The functions without an area (IMPERSONATION, ACCESS_GROUP_ADMIN,
 * CON_MON_DELTAS, EXTERNAL_LINKS, DATASOURCE_LOAD) stand on their own.
 */
export const areaFunctionFor: Readonly<Record<AreaFunction, BusinessFunction>> = {
  onlineSearch: 'ONLINE_SEARCH',
  payment: 'PAYMENTS',
  report: 'REPORTING',
  conMon: 'CON_MON',
  batchMatching: 'BATCH_MATCHING',
};

export function allowedAreas(functions: readonly BusinessFunction[]): AreaFunction[] {
  return areaFunctions.filter((area) => functions.includes(areaFunctionFor[area]));
}
