import type { MatchFeature, MatchInfo } from '@dnp/contracts';
import { levelLabel } from './search-hit.js';

/** How a name agreed, from the strongest kind of difference the engine found (docs/matching.md). */
const nameDifferences: ReadonlyArray<[string, string]> = [
  ['token.gendered', 'a masculine and a feminine form of a name'],
  ['token.different', 'a word that differs'],
  ['token.similar', 'a likely typing error'],
  ['token.phonetic', 'a word that sounds the same but is spelled differently'],
  ['token.variant', 'another spelling of the same name'],
  ['token.nickname', 'a nickname'],
  ['token.initial', 'an initial in place of a name'],
  ['token.unmatched', 'a word missing on one side'],
  ['name.joined', 'different spacing between words'],
  ['name.acronym', 'an acronym'],
  ['name.suffix', 'a different generational suffix (Jr., Sr.)'],
  ['name.order', 'the words in a different order'],
];

const evidencePhrases: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tin: { agree: 'same TIN', differ: 'a different TIN' },
  dob: {
    exact: 'same date of birth',
    transposed: 'same date of birth with day and month swapped',
    year: 'same year of birth',
    differ: 'a different date of birth',
  },
  address: { postal: 'same postal code', city: 'same city and state' },
  country: { agree: 'same country', differ: 'a different country' },
};

function namePhrase(features: readonly MatchFeature[]): string | undefined {
  const nameFeatures = features.filter((f) => f.name.startsWith('token.') || f.name.startsWith('name.'));
  if (nameFeatures.length === 0) return undefined;
  const differences = nameDifferences.filter(([name]) => nameFeatures.some((f) => f.name === name));
  if (differences.length === 0) return 'the same name';
  const words = differences.map(([, words]) => words);
  const listed = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `a similar name (${listed})`;
}

function joinPhrases(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases[0] ?? '';
  return `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}

/**
 * One line a reviewer reads first: the level, then what agreed and what did not.
 * "Probable match: same date of birth and a similar name (a likely typing error)".
 */
export function matchSummary(match: Pick<MatchInfo, 'level' | 'explanation'>): string {
  const agreeing: string[] = [];
  const differing: string[] = [];
  for (const feature of match.explanation) {
    const phrase = evidencePhrases[feature.name]?.[String(feature.value)];
    if (phrase) (feature.contribution < 0 ? differing : agreeing).push(phrase);
  }
  const name = namePhrase(match.explanation);
  if (name) agreeing.push(name);
  const alias = match.explanation.find((f) => f.name === 'alias');
  const viaAlias = alias ? ` through the alias "${String(alias.value)}"` : '';
  const agreed = agreeing.length > 0 ? joinPhrases(agreeing) : 'no agreeing details were given';
  const but = differing.length > 0 ? `, but ${joinPhrases(differing)}` : '';
  return `${levelLabel(match.level)} match: ${agreed}${viaAlias}${but}`;
}

export { contributionPoints } from '../../../components/match-explanation/match-points.js';
