import { noFilters, type SummaryFilters } from '../components/summaries-filters.js';

// The address uses the API's own filter names (docs/batch-match-api.md), so a link built for the
// server — a report's files-received figure — opens the list on exactly the files it counts.
const names = {
  receivedFrom: 'filter[fileReceivedDateFrom]',
  receivedTo: 'filter[fileReceivedDateTo]',
  alc: 'filter[agencyAlcCode]',
} as const satisfies Record<keyof SummaryFilters, string>;

const isoDate = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const alcList = /^[0-9]{8}(,[0-9]{8})*$/;

/** The list filters an address asks for; a value the form could not hold is left as "any". */
export function filtersFromAddress(params: URLSearchParams): SummaryFilters {
  const text = (key: keyof SummaryFilters) => params.get(names[key])?.trim() ?? '';
  const date = (key: 'receivedFrom' | 'receivedTo') => (isoDate.test(text(key)) ? text(key) : '');
  return {
    ...noFilters,
    receivedFrom: date('receivedFrom'),
    receivedTo: date('receivedTo'),
    alc: alcList.test(text('alc')) ? text('alc') : '',
  };
}

/** The address's filters as one key ('' for none), so the kept-alive list notices a new link. */
export function addressFilterKey(params: URLSearchParams): string {
  return Object.values(names)
    .map((name) => params.get(name) ?? '')
    .join('|')
    .replace(/^\|+$/, '');
}
