import type { TokenSimilarity } from './compare-tokens.js';
import type { PreparedName, PreparedToken } from './prepare-name.js';

/** What a token is, in words a reviewer uses: "Given name", "Last name", "Legal form". */
export function tokenLabel(name: PreparedName, index: number): string {
  const token = name.tokens[index];
  if (token === undefined) return 'Name';
  if (token.role === 'legal') return 'Legal form';
  if (name.kind === 'entity') return token.role === 'stop' ? 'Connecting word' : 'Name word';
  if (token.role === 'initial') return 'Initial';
  if (token.role === 'particle') return 'Name particle';
  const words = name.tokens.filter((t) => t.role !== 'legal');
  if (words.length === 1) return 'Name';
  if (index === 0) return 'Given name';
  if (index === words.length - 1) return 'Last name';
  return 'Middle name';
}

function percent(value: number): string {
  return `${Math.round(value * 100)}% alike`;
}

function nicknameSentence(label: string, a: PreparedToken, b: PreparedToken): string {
  if (b.formal.includes(b.text)) return `${label} ${a.text} is a common nickname of ${b.text}`;
  if (a.formal.includes(a.text)) return `${label} ${b.text} is a common nickname of ${a.text}`;
  const shared = a.formal.find((formal) => b.formal.includes(formal)) ?? '';
  return `${label} ${a.text} and ${b.text} are both short forms of ${shared}`;
}

/** The plain-language sentence for one aligned pair of tokens. */
export function pairSentence(label: string, a: PreparedToken, b: PreparedToken, similarity: TokenSimilarity): string {
  switch (similarity.agreement) {
    case 'exact':
      return `${label} ${a.text} agrees exactly`;
    case 'variant':
      return `${label} ${a.text} and ${b.text} are spellings of the same name`;
    case 'nickname':
      return nicknameSentence(label, a, b);
    case 'initial':
      return a.role === 'initial'
        ? `Initial ${a.text} matches the name ${b.text}`
        : `${label} ${a.text} matches the initial ${b.text}`;
    case 'phonetic':
      return `${label} ${a.text} sounds like ${b.text}`;
    case 'similar':
      return `${label} ${a.text} and ${b.text} differ by a likely typing error (${percent(similarity.similarity)})`;
    case 'gendered':
      return `${label} ${a.text} and ${b.text} are the masculine and feminine forms of a name: two people`;
    case 'different':
      return `${label} ${a.text} and ${b.text} differ`;
  }
}

export function unmatchedSentence(label: string, token: PreparedToken, otherDisplay: string): string {
  if (token.role === 'legal') return `Legal form ${token.text} does not appear in "${otherDisplay}"`;
  if (token.middle) return `${label} ${token.text} is missing from "${otherDisplay}", as when a middle name is dropped`;
  return `${label} ${token.text} has no counterpart in "${otherDisplay}"`;
}
