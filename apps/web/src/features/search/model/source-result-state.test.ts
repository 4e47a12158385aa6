import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/http/api-request-error.js';
import { hitsOf, ofacHitAttributes, searchResponse } from '../test/search-hits.js';
import { errorDetail, progressSentence, runProgress, sourceResultState } from './source-result-state.js';

const hits = hitsOf(searchResponse('ofac', [{ id: '36', attributes: ofacHitAttributes }]));

describe('sourceResultState', () => {
  it('is loading until the source answers', () => {
    expect(sourceResultState({ status: 'pending', error: null })).toEqual({ status: 'loading' });
  });

  it('is empty when the source found nothing, with matches otherwise', () => {
    const notices = ['Jurisdictions unavailable: AK.'];
    expect(sourceResultState({ status: 'success', data: { hits: [], totalCount: 0, notices }, error: null })).toEqual({
      status: 'empty',
      notices,
    });
    expect(sourceResultState({ status: 'success', data: { hits, totalCount: 40, notices: [] }, error: null })).toEqual({
      status: 'matches',
      hits,
      totalCount: 40,
      notices: [],
    });
  });

  it("carries the server's detail when the source failed", () => {
    const refused = new ApiRequestError(400, [
      {
        status: '400',
        title: 'Bad Request',
        detail: 'The SDN list carries no U.S. taxpayer numbers: search it by name only.',
        source: { pointer: '/data/attributes/searchCriteria' },
      },
    ]);
    expect(sourceResultState({ status: 'error', error: refused })).toEqual({
      status: 'error',
      detail: 'The SDN list carries no U.S. taxpayer numbers: search it by name only.',
    });
  });
});

describe('errorDetail', () => {
  it('falls back to the title, then the status, then a plain sentence', () => {
    expect(errorDetail(new ApiRequestError(500, [{ status: '500', title: 'Internal Server Error', detail: '' }]))).toBe(
      'Internal Server Error',
    );
    expect(errorDetail(new ApiRequestError(502, []))).toBe('The server answered with status 502.');
    expect(errorDetail('?')).toBe('The search could not be completed.');
  });
});

describe('runProgress and progressSentence', () => {
  it('counts answered, searching and failed sources and the matches found so far', () => {
    const progress = runProgress([
      { status: 'matches', hits, totalCount: 3, notices: [] },
      { status: 'empty', notices: [] },
      { status: 'loading' },
      { status: 'error', detail: 'x' },
    ]);
    expect(progress).toEqual({ searching: 1, answered: 2, failed: 1, matches: 3 });
    expect(progressSentence(progress)).toBe(
      '2 of 4 datasources answered, 1 still searching, 1 could not be searched; 3 matches so far.',
    );
  });

  it('says "in all" once every source has answered', () => {
    expect(progressSentence(runProgress([{ status: 'matches', hits, totalCount: 1, notices: [] }]))).toBe(
      '1 of 1 datasource answered; 1 match in all.',
    );
  });
});
