import { maskTin, partyTin, sourceHasTin, type DatasourceInfo } from '@dnp/contracts';
import {
  createColumnHelper,
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  type ColumnDef,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { displayNameOf, keyFieldsOf } from './key-fields.js';
import { levelLabel, scorePercent, type SearchHit } from './search-hit.js';

/**
 * The sortable columns of a source's results table: what each shows as text and
 * how it orders. The table adds its cells; the CSV export orders its rows with
 * these same definitions (`sortedHits`), so the file follows the screen.
 */
export type ResultColumn = ColumnDef<SearchHit, string>;

const column = createColumnHelper<SearchHit>();

const levelRank = { POSSIBLE: 1, PROBABLE: 2, CONCLUSIVE: 3 } as const;

const byScore = (a: Row<SearchHit>, b: Row<SearchHit>) => a.original.match.score - b.original.match.score;

export function resultColumnsFor(source: DatasourceInfo): ResultColumn[] {
  const columns: ResultColumn[] = [
    column.accessor((hit) => displayNameOf(source.apiName, hit) ?? '', {
      id: 'name',
      header: 'Name',
      sortingFn: 'alphanumeric',
    }),
  ];
  if (sourceHasTin(source.apiName)) {
    // The server masks TINs in search answers; masking again guards the screen, and the
    // order follows what is shown (the last four digits), never the full number.
    columns.push(
      column.accessor((hit) => maskTin(partyTin(source.apiName, hit)) ?? '—', {
        id: 'tin',
        header: 'TIN',
        sortingFn: 'alphanumeric',
      }),
    );
  }
  for (const field of keyFieldsOf(source.apiName)) {
    columns.push(
      column.accessor((hit) => field.value(hit) ?? '—', {
        id: field.id,
        header: field.header,
        sortingFn: 'alphanumeric',
      }),
    );
  }
  columns.push(
    // Ordered by the score itself, not its rounded percentage: 93.4% ranks above 93.2%.
    column.accessor((hit) => scorePercent(hit.match.score), {
      id: 'score',
      header: 'Score',
      sortingFn: byScore,
      sortDescFirst: true,
    }),
    column.accessor((hit) => levelLabel(hit.match.level), {
      id: 'match',
      header: 'Match',
      sortingFn: (a, b) => levelRank[a.original.match.level] - levelRank[b.original.match.level] || byScore(a, b),
      sortDescFirst: true,
    }),
  );
  return columns;
}

/** How an order reads in a caption, a button and an announcement: "Score, highest first". */
export function sortDescription(columnId: string, header: string, desc: boolean): string {
  if (columnId === 'score') return `${header}, ${desc ? 'highest' : 'lowest'} first`;
  if (columnId === 'match') return `${header}, ${desc ? 'strongest' : 'weakest'} first`;
  if (/date$/i.test(columnId)) return `${header}, ${desc ? 'latest' : 'earliest'} first`;
  return `${header}, ${desc ? 'Z to A' : 'A to Z'}`;
}

/** The last order asked of each answer's hits; an answer is immutable (the query cache holds it for good). */
const lastOrder = new WeakMap<readonly SearchHit[], { sorting: SortingState; hits: SearchHit[] }>();

const sameSorting = (a: SortingState, b: SortingState) =>
  a.length === b.length && a.every((entry, index) => entry.id === b[index]?.id && entry.desc === b[index]?.desc);

/**
 * A source's hits in the order its table shows them, for the CSV export. It runs
 * TanStack Table's own sorted row model over the table's own columns, so the file
 * and the screen cannot disagree. Building a table costs milliseconds for 100 rows
 * and the results re-render as every source answers: the last order of each answer
 * is kept and handed back while neither the answer nor the order changes.
 */
export function sortedHits(source: DatasourceInfo, hits: SearchHit[], sorting: SortingState): SearchHit[] {
  const last = lastOrder.get(hits);
  if (last && sameSorting(last.sorting, sorting)) return last.hits;
  const table = createTable<SearchHit>({
    data: hits,
    columns: resultColumnsFor(source),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    state: {},
    onStateChange: () => undefined,
    renderFallbackValue: null,
  });
  // As useReactTable does: the table's defaults, with the order given.
  table.setOptions((options) => ({ ...options, state: { ...table.initialState, sorting } }));
  const ordered = table.getSortedRowModel().rows.map((row) => row.original);
  lastOrder.set(hits, { sorting, hits: ordered });
  return ordered;
}
