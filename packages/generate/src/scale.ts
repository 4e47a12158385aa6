import type { DatasourceApiName } from '@dnp/contracts';
import { datasourceApiNames } from '@dnp/contracts';

/**
 * Share of each source in a generated data set. The Death Master File dwarfs the others
 * (about 90 million records against a few million for the next largest), so a scaled set
 * is mostly DMF; the shares keep every source large enough to search.
 */
export const sourceShares: Readonly<Record<DatasourceApiName, number>> = {
  dmf: 70,
  dod: 3,
  dos: 1,
  aisObituary: 4,
  aisProbate: 3,
  fod: 4,
  bop: 2,
  dbck: 4,
  caivrs: 2,
  samEnt: 2,
  samExPub: 0.5,
  samExRes: 0.5,
  leiePublic: 0.5,
  leiePrivate: 0.5,
  arl: 1,
  pub78: 1,
  form990n: 1,
  ofac: 0.1,
};

/**
 * Sources generated when none are named: all but OFAC and Pub 78, whose real files are
 * loaded with `ingest` (a generated full set would replace them).
 */
export const defaultGeneratedSources: readonly DatasourceApiName[] = datasourceApiNames.filter(
  (apiName) => apiName !== 'ofac' && apiName !== 'pub78',
);

/** Splits a total over the chosen sources by their shares; every source gets at least one record. */
export function recordsPerSource(total: number, sources: readonly DatasourceApiName[]): Map<DatasourceApiName, number> {
  const weight = sources.reduce((sum, apiName) => sum + sourceShares[apiName], 0);
  const counts = new Map<DatasourceApiName, number>();
  let assigned = 0;
  sources.forEach((apiName, i) => {
    const count = i === sources.length - 1 ? total - assigned : Math.floor((total * sourceShares[apiName]) / weight);
    counts.set(apiName, Math.max(1, count));
    assigned += count;
  });
  return counts;
}
