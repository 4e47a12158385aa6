// The queries of the search bench: records sampled evenly from a generated source, each
// searched by a variant of its name that a payment file or a clerk would plausibly carry.
// The sampled record is the right answer: recall@10 asks whether it (or a record of exactly
// its name, which no name search can tell from it) is among the first ten.
import type pg from 'pg';

/** Runs one statement and answers its rows: `queryRows` on a handle, PGlite's included. */
export type QueryRows = <R extends object>(text: string, params: unknown[]) => Promise<R[]>;

export interface PlantedQuery {
  /** The record the query should find. */
  recordId: number;
  /**
   * Its name as stored. In ten million generated deaths a common name is held by hundreds of
   * records that no name search can tell apart, so a result of the same name also counts as found.
   */
  recordName: string;
  variant: VariantKind;
  name: string;
  tin: string;
}

export type VariantKind = 'exact' | 'typo' | 'reordered' | 'no middle' | 'middle initial' | 'transposed';
const variants: readonly VariantKind[] = ['exact', 'typo', 'reordered', 'no middle', 'middle initial', 'transposed'];

interface SampledRow {
  id: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  name: string;
  tin: string;
}

/** A letter changed inside the word (not the first: people rarely get that one wrong). */
function typo(word: string, seed: number): string {
  if (word.length < 4) return word;
  const at = 1 + (seed % (word.length - 2));
  const letter = word[at] === 'E' ? 'A' : 'E';
  return word.slice(0, at) + letter + word.slice(at + 1);
}

function transpose(word: string, seed: number): string {
  if (word.length < 4) return word;
  const at = 1 + (seed % (word.length - 3));
  return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
}

function variantName(row: SampledRow, kind: VariantKind, seed: number): string {
  const first = row.first_name ?? '';
  const middle = row.middle_name ?? '';
  const last = row.last_name ?? '';
  const join = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');
  switch (kind) {
    case 'exact':
      return join(first, middle, last);
    case 'typo':
      return join(first, middle, typo(last, seed));
    case 'reordered':
      return `${last}, ${join(first, middle)}`;
    case 'no middle':
      return join(first, last);
    case 'middle initial':
      return join(first, middle.slice(0, 1), last);
    case 'transposed':
      return join(transpose(first, seed), middle, last);
  }
}

/**
 * `count` records of the table, evenly spaced by id (the same ones on every run over the same
 * data), each with one variant kind in turn.
 */
export async function plantedQueries(
  source: pg.Client | QueryRows,
  table: string,
  count: number,
): Promise<PlantedQuery[]> {
  const query: QueryRows =
    typeof source === 'function'
      ? source
      : async <R extends object>(text: string, params: unknown[]) =>
          (await source.query<R & pg.QueryResultRow>(text, params)).rows;
  const rows = await query<SampledRow>(
    `with bounds as (select min(id) as lo, max(id) as hi from ${table})
     select r.id, r.first_name, r.middle_name, r.last_name, r.name, r.tin
       from bounds cross join generate_series(0, $1 - 1) as i
       join ${table} r on r.id = bounds.lo + (i * (bounds.hi - bounds.lo) / $1)
      order by r.id`,
    [count],
  );
  return rows.map((row, index) => {
    const variant = variants[index % variants.length] ?? 'exact';
    return {
      recordId: Number(row.id),
      recordName: row.name,
      variant,
      name: variantName(row, variant, index),
      tin: row.tin,
    };
  });
}

/** Whether answers (id and stored name, best first) found the query's record within the first `k`. */
export function foundWithin(query: PlantedQuery, answers: ReadonlyArray<{ id: number; name: string }>, k: number) {
  return answers.slice(0, k).some((answer) => answer.id === query.recordId || answer.name === query.recordName);
}
