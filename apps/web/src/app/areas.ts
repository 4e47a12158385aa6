import type { AreaFunction, NewFileArea } from '@dnp/contracts';

/** The five areas (spec section 2), in navigation order. */
export interface AreaDefinition {
  area: AreaFunction;
  path: string;
  title: string;
  /** The new-file indicator shown as a badge on its navigation link. */
  newFileArea?: NewFileArea;
}

export const areaDefinitions: readonly AreaDefinition[] = [
  { area: 'onlineSearch', path: '/search', title: 'Online Search' },
  { area: 'payment', path: '/payments', title: 'Payments', newFileArea: 'payment' },
  { area: 'report', path: '/reporting', title: 'Reporting' },
  { area: 'conMon', path: '/con-mon', title: 'Continuous Monitoring', newFileArea: 'conMon' },
  { area: 'batchMatching', path: '/batch-match', title: 'Batch Match', newFileArea: 'batchMatch' },
];

/** The administrators' screen for loading public source files (DATASOURCE_LOAD), outside the five areas. */
export const sourceLoadsPath = '/source-loads';

export const siteTitle = 'Do Not Pay';

/** "Online Search | Do Not Pay"; the bare site title when a page has none. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
}
