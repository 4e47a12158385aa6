import { describe, expect, it } from 'vitest';
import { answerNotices } from './answer-notices.js';

describe('answerNotices', () => {
  it('says nothing when the search compared every record sharing the name', () => {
    expect(
      answerNotices({ 'total-count': 0, searchCoverage: { compared: 12, complete: true, sampled: false } }),
    ).toEqual([]);
    expect(answerNotices({ 'total-count': 1 })).toEqual([]);
  });

  it('says how many records a common name was compared with, and how to be sure', () => {
    const [notice] = answerNotices({ searchCoverage: { compared: 400, complete: false, sampled: false } });
    expect(notice).toMatch(/^This name is common: the search compared the 400 records that share the most of it/);
    expect(notice).toMatch(/search by SSN, EIN or TIN/);
  });

  it('warns that a match may be missing when only a sample was compared', () => {
    const [notice] = answerNotices({ searchCoverage: { compared: 1200, complete: false, sampled: true } });
    expect(notice).toMatch(/only a sample of 1,200 records/);
    expect(notice).toMatch(/a match may be missing/);
  });

  it("explains Fact of Death's unavailable jurisdictions, before the coverage", () => {
    expect(
      answerNotices({
        resourceDetails: { fod: { message: 'Jurisdictions unavailable: AK, HI' } },
        searchCoverage: { compared: 400, complete: false, sampled: false },
      }),
    ).toEqual([
      'Jurisdictions unavailable: AK, HI. A death registered there cannot be found by this search, so no match is no proof of life.',
      expect.stringMatching(/^This name is common/),
    ]);
  });
});
