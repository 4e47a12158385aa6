import { maskTin, partyTin, type DatasourceApiName } from '@dnp/contracts';
import { displayNameOf, keyFieldsOf } from './key-fields.js';
import { matchSummary } from './match-summary.js';
import { levelLabel, scorePercent, type SearchHit } from './search-hit.js';

export interface CsvSection {
  apiName: DatasourceApiName;
  sourceName: string;
  hits: readonly SearchHit[];
}

const headers = [
  'Datasource',
  'Record ID',
  'Name',
  'Matched name',
  'TIN (masked)',
  'Date of birth',
  'Date of death',
  'Identifiers',
  'Score',
  'Match level',
  'Match type',
  'Why it matched',
];

/**
 * A cell as RFC 4180 wants it, and safe to open in a spreadsheet: a value
 * starting with = + - @ (or a tab or carriage return) would run as a formula,
 * so it is prefixed with an apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function rowOf(section: CsvSection, hit: SearchHit): string[] {
  const fields = keyFieldsOf(section.apiName);
  const dateField = (id: string) => fields.find((f) => f.id === id)?.value(hit) ?? null;
  const identifiers = fields
    .filter((f) => f.id !== 'birthDate' && f.id !== 'deathDate')
    .flatMap((f) => {
      const value = f.value(hit);
      return value === null ? [] : [`${f.header}: ${value}`];
    })
    .join('; ');
  return [
    section.sourceName,
    hit.id,
    displayNameOf(section.apiName, hit) ?? '',
    hit.match.matchedName,
    // Only masked numbers leave the portal in a file, whatever the row holds.
    maskTin(partyTin(section.apiName, hit)) ?? '',
    dateField('birthDate') ?? '',
    dateField('deathDate') ?? '',
    identifiers,
    scorePercent(hit.match.score),
    levelLabel(hit.match.level),
    hit.match.matchTypePortalDisplayText,
    matchSummary(hit.match),
  ];
}

/** The results of one or more sources as one CSV table (CRLF line ends, one header row). */
export function resultsCsv(sections: readonly CsvSection[]): string {
  const lines = [headers, ...sections.flatMap((section) => section.hits.map((hit) => rowOf(section, hit)))];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** search-results-ofac-2025-06-30.csv, or search-results-all-… for every source. */
export function csvFileName(scope: DatasourceApiName | 'all', today: string): string {
  return `search-results-${scope}-${today}.csv`;
}
