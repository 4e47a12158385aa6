import { isApiRequestError } from '../../../lib/http/api-request-error.js';
import type { SearchHit } from './search-hit.js';

/** What one source answered to one search. */
export interface SourceAnswer {
  hits: SearchHit[];
  /** All matches the source found; more than `hits` when the page was cut at page[size]. */
  totalCount: number;
  /** What the user must know to read the answer right (answer-notices.ts). */
  notices: string[];
  /** The search's transaction id (meta transaction-id): a TIN reveal names it, and the server checks it. */
  transactionId?: string | undefined;
}

export type SourceResultState =
  | { status: 'loading' }
  | { status: 'error'; detail: string }
  | { status: 'empty'; notices: string[] }
  | { status: 'matches'; hits: SearchHit[]; totalCount: number; notices: string[] };

/** The parts of a TanStack Query result the state depends on. */
export interface SourceQueryLike {
  status: 'pending' | 'error' | 'success';
  data?: SourceAnswer | undefined;
  error: unknown;
}

/** The server's own words for a failure (its JSON:API error detail), else a plain sentence. */
export function errorDetail(error: unknown): string {
  if (isApiRequestError(error)) {
    const first = error.errors[0];
    return first?.detail || first?.title || `The server answered with status ${error.status}.`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'The search could not be completed.';
}

export function sourceResultState(query: SourceQueryLike): SourceResultState {
  if (query.status === 'error') return { status: 'error', detail: errorDetail(query.error) };
  if (query.status === 'pending' || !query.data) return { status: 'loading' };
  const { hits, totalCount, notices } = query.data;
  if (hits.length === 0) return { status: 'empty', notices };
  return { status: 'matches', hits, totalCount, notices };
}

export interface RunProgress {
  searching: number;
  answered: number;
  failed: number;
  /** Matches found so far, over every source that answered. */
  matches: number;
}

export function runProgress(states: readonly SourceResultState[]): RunProgress {
  const progress: RunProgress = { searching: 0, answered: 0, failed: 0, matches: 0 };
  for (const state of states) {
    if (state.status === 'loading') progress.searching += 1;
    else if (state.status === 'error') progress.failed += 1;
    else {
      progress.answered += 1;
      if (state.status === 'matches') progress.matches += state.totalCount;
    }
  }
  return progress;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The status line screen readers hear as sources answer. */
export function progressSentence(progress: RunProgress): string {
  const total = progress.searching + progress.answered + progress.failed;
  const parts = [`${progress.answered} of ${plural(total, 'datasource', 'datasources')} answered`];
  if (progress.searching > 0) parts.push(`${progress.searching} still searching`);
  if (progress.failed > 0) parts.push(`${progress.failed} could not be searched`);
  const found = progress.searching > 0 ? 'so far' : 'in all';
  return `${parts.join(', ')}; ${plural(progress.matches, 'match', 'matches')} ${found}.`;
}
