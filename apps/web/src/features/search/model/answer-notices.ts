import type { Meta } from '@dnp/contracts';

const count = (n: number) => n.toLocaleString('en-US');

function coverageNotice(coverage: Meta['searchCoverage']): string | null {
  if (!coverage || coverage.complete) return null;
  if (coverage.sampled) {
    return (
      `Every part of this name is very common: the search compared only a sample of ${count(coverage.compared)} ` +
      'records holding one part of it, so a match may be missing. Add the rest of the name, or search by SSN, EIN or TIN.'
    );
  }
  return (
    `This name is common: the search compared the ${count(coverage.compared)} records that share the most of it, ` +
    'not every record sharing a part of it. Give the full name, or search by SSN, EIN or TIN, to be sure none is missed.'
  );
}

/** The server's own message; Fact of Death's gets what it means for the user reading "no matches". */
function detailNotices(meta: Meta): string[] {
  return Object.entries(meta.resourceDetails ?? {}).flatMap(([resource, detail]) => {
    if (!detail.message) return [];
    if (resource !== 'fod') return [detail.message];
    return [
      `${detail.message}. A death registered there cannot be found by this search, so no match is no proof of life.`,
    ];
  });
}

/**
 * What a source's answer says the user must know to read it right, beside its matches: the
 * jurisdictions Fact of Death cannot answer for, and a name search that did not compare every
 * record sharing the name (docs/search-screens.md "Notices from the source"). Without them an empty answer
 * reads as "not on the list".
 */
export function answerNotices(meta: Meta): string[] {
  const coverage = coverageNotice(meta.searchCoverage);
  return [...detailNotices(meta), ...(coverage ? [coverage] : [])];
}
