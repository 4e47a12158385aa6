import {
  categoryLabels,
  datasourceCategories,
  type DatasourceApiName,
  type DatasourceCategory,
  type DatasourceInfo,
  type SearchCriteria,
} from '@dnp/contracts';

export type Availability = { searchable: true } | { searchable: false; reason: string };

/**
 * The hint rule (spec sections 1 and 5), as the API enforces it: a TIN-only
 * source (CAIVRS) cannot be searched by name, a name-only source (OFAC) not by
 * TIN. The reason shown is the source's own hint.
 */
export function availabilityFor(source: DatasourceInfo, criteria: SearchCriteria): Availability {
  if (source.searchMode === 'tinOnly' && criteria === 'NAME') {
    return { searchable: false, reason: source.searchHint ?? `Search ${source.displayName} by SSN/EIN/TIN only.` };
  }
  if (source.searchMode === 'nameOnly' && criteria === 'SSN/EIN/TIN') {
    return { searchable: false, reason: source.searchHint ?? `Search ${source.displayName} by name only.` };
  }
  return { searchable: true };
}

/** The sources this user may search; the others are not offered at all. */
export function offeredSources(sources: readonly DatasourceInfo[]): DatasourceInfo[] {
  return sources.filter((source) => source.allowedDatasource === 'true');
}

/** The chosen sources the criteria allow, in the catalog's order. */
export function searchableSelection(
  offered: readonly DatasourceInfo[],
  selected: readonly DatasourceApiName[],
  criteria: SearchCriteria,
): DatasourceApiName[] {
  return offered
    .filter((source) => selected.includes(source.apiName) && availabilityFor(source, criteria).searchable)
    .map((source) => source.apiName);
}

export interface SourceGroup {
  category: DatasourceCategory;
  label: string;
  sources: DatasourceInfo[];
}

/** Sources grouped by kind, in the catalog's order of kinds; kinds with no source are left out. */
export function groupByCategory(sources: readonly DatasourceInfo[]): SourceGroup[] {
  return datasourceCategories
    .map((category) => ({
      category,
      label: categoryLabels[category],
      sources: sources.filter((source) => source.category === category),
    }))
    .filter((group) => group.sources.length > 0);
}
