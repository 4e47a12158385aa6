import { datasourceCatalog, loadableDatasources, type DatasourceApiName, type SourceFileFormat } from '@dnp/contracts';

const published: ReadonlySet<DatasourceApiName> = new Set(loadableDatasources);

/** The sources a file of this format loads: every one takes a records file; only the public ones have a published file. */
export function sourcesOf(format: SourceFileFormat): DatasourceApiName[] {
  const all = datasourceCatalog.map((entry) => entry.apiName);
  return format === 'records' ? all : all.filter((apiName) => published.has(apiName));
}
