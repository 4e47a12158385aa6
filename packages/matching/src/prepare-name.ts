import { doubleMetaphone } from 'double-metaphone';
import { acronymForms } from './acronym.js';
import type { AcronymForms } from './acronym.js';
import { inferPartyKind } from './infer-kind.js';
import {
  generationalSuffixes,
  genericOrgWords,
  honorifics,
  leadingLegalForms,
  legalForms,
  longestLegalFormTokens,
  nameParticles,
  orgAbbreviations,
  postNominals,
  stopWords,
} from './name-lexicon.js';
import { formalNamesOf } from './nicknames.js';
import { foldToAscii } from './normalize.js';
import { canonicalSpelling, consonantSkeleton } from './spelling-variants.js';
import type { PartyKind, PartyName } from './types.js';

export type TokenRole = 'word' | 'initial' | 'particle' | 'generic' | 'stop' | 'legal';

/** How much a token of each role counts toward a name's identity. */
export const roleWeights: Readonly<Record<TokenRole, number>> = {
  word: 1,
  initial: 0.5,
  generic: 0.6,
  particle: 0.3,
  legal: 0.25,
  stop: 0.1,
};

export interface PreparedToken {
  text: string;
  /** Spelling with transliteration differences erased (see canonicalSpelling). */
  canon: string;
  skeleton: string;
  phonetic: readonly [string, string];
  /** Formal given names this token may stand for (persons only). */
  formal: readonly string[];
  role: TokenRole;
  weight: number;
  /** A person's token that is neither the first nor the last word: a middle name may be dropped without doubt. */
  middle: boolean;
  /** First word of a person's name of two or more words: masculine and feminine forms are told apart there. */
  given: boolean;
  /** Part of a person's name; organization words may be shortened (DEV, PROPS), a person's are not. */
  person: boolean;
  /** Holds a digit: numbers agree only exactly. */
  numeric: boolean;
  /** The spelling read backwards, so that two words must agree at their ends as well as at their start. */
  reversed: string;
}

export interface PreparedName {
  /** The name as given, for explanations. */
  display: string;
  kind: Exclude<PartyKind, 'unknown'>;
  tokens: readonly PreparedToken[];
  /**
   * Canonical words joined without spaces, without and with particles: catches "ABDUL RAHMAN" against "ABDULRAHMAN"
   * (ABD AL-AZIZ against ABDELAZIZ without the particle), and "DE LA CRUZ" against "DELACRUZ" with it.
   */
  joined: readonly [JoinedSpelling, JoinedSpelling];
  /** Number of words the joined spelling is built from: when it differs, the names may split words differently. */
  compactCount: number;
  /** Joined consonant skeletons, compared when either side came from Arabic, Hebrew or an Indic script. */
  compactSkeleton: string;
  abjad: boolean;
  /** Generational suffix (JR, SR, III) of a person, if any. */
  suffix: string | null;
  /** Legal forms of an entity, as abbreviations. */
  legalForms: readonly string[];
  /** Number of distinctive words: decides how much a one-word name may prove. */
  strongCount: number;
  /** An organization's name as a possible acronym, and its initials (acronym.ts). */
  acronym: AcronymForms;
}

function rawText(name: PartyName): string {
  if (name.full !== undefined && name.full.trim() !== '') return name.full;
  // Parts are joined surname last, so "LAST, FIRST" handling is not needed for structured names.
  return [name.first, name.middle, name.last].filter((part) => part !== undefined && part.trim() !== '').join(' ');
}

/** "SMITH, JOHN A" → "JOHN A SMITH", unless what follows the comma is only a suffix or a legal form. */
function reorderComma(tokens: string[]): string[] {
  const comma = tokens.indexOf(',');
  if (comma < 0) return tokens;
  const before = tokens.slice(0, comma).filter((t) => t !== ',');
  const after = tokens.slice(comma + 1).filter((t) => t !== ',');
  // "ACME, S.A. DE C.V." and "ACME, SOCIEDAD ANONIMA" end in a legal-form phrase, not in a given name.
  const trailerOnly =
    legalForms.has(after.join(' ')) ||
    after.every((t) => generationalSuffixes.has(t) || postNominals.has(t) || legalForms.has(t) || stopWords.has(t));
  return trailerOnly || before.length === 0 ? [...before, ...after] : [...after, ...before];
}

/** Finds legal-form phrases at the end (or, for Russian-style forms, the start) and replaces each by one token. */
function extractLegalForms(tokens: string[]): { rest: string[]; forms: string[] } {
  const forms: string[] = [];
  let rest = tokens;
  for (let found = true; found && rest.length > 1;) {
    found = false;
    for (let n = Math.min(longestLegalFormTokens, rest.length - 1); n >= 1; n--) {
      const form = legalForms.get(rest.slice(rest.length - n).join(' '));
      if (form !== undefined) {
        forms.unshift(form);
        rest = rest.slice(0, rest.length - n);
        found = true;
        break;
      }
    }
  }
  for (let n = Math.min(longestLegalFormTokens, rest.length - 1); n >= 1; n--) {
    const form = legalForms.get(rest.slice(0, n).join(' '));
    if (form !== undefined && leadingLegalForms.has(form)) {
      forms.unshift(form);
      rest = rest.slice(n);
      break;
    }
  }
  return { rest, forms };
}

/** "A B C" → "ABC" in organization names, where a run of spaced letters is an acronym, not initials. */
function joinLetterRuns(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let end = i;
    while (tokens[end]?.length === 1) end++;
    if (end - i >= 2) {
      out.push(tokens.slice(i, end).join(''));
      i = end;
    } else {
      out.push(tokens[i] ?? '');
      i++;
    }
  }
  return out;
}

function stripPersonAffixes(tokens: string[]): { rest: string[]; suffix: string | null } {
  let rest = tokens;
  while (rest.length > 2 && honorifics.has(rest[0] ?? '')) rest = rest.slice(1);
  let suffix: string | null = null;
  while (rest.length > 2) {
    const last = rest[rest.length - 1] ?? '';
    const generation = generationalSuffixes.get(last);
    if (generation === undefined && !postNominals.has(last)) break;
    if (generation !== undefined) suffix = generation;
    rest = rest.slice(0, -1);
  }
  return { rest, suffix };
}

function roleOf(text: string, kind: 'person' | 'entity', index: number): TokenRole {
  if (kind === 'entity') {
    if (stopWords.has(text)) return 'stop';
    if (genericOrgWords.has(text)) return 'generic';
    return 'word';
  }
  if (text.length === 1) return 'initial';
  // A leading "AL" or "DE" is a given name or nickname ("AL SMITH"), not a particle.
  if (index > 0 && nameParticles.has(text)) return 'particle';
  return 'word';
}

/**
 * Tokens already made, by everything they are made from. A token is a pure function of those
 * and is never modified after it is made, so names share them: a search scores hundreds of
 * candidate names drawn from a few thousand common words, and making a token (spelling
 * variants, sound codes, nicknames) is most of what preparing a name costs. By word, then by a
 * small number for the rest (`variantOf`): a key string built for every token of every name was
 * itself a large part of a bulk run's preparing (docs/benchmarks.md, "Batch match"). Bounded in two
 * generations: when the cache fills it becomes the older one and a new one starts, and a word met again is
 * moved back from the older one. Cleared whole when full, a cache smaller than the words a bulk run meets
 * (106,579 in 357,866 names of the ten-million-record set) lost its common words each time and made
 * them again, which took preparing a name from about 4 to 7 µs.
 */
let tokenCache = new Map<string, Array<PreparedToken | undefined>>();
/** The words cached before the last time the cache filled: a word met again moves back, the rest are let go. */
let olderTokens = new Map<string, Array<PreparedToken | undefined>>();
const TOKEN_CACHE_LIMIT = 100_000;
const roleIndex: Readonly<Record<TokenRole, number>> = {
  word: 0,
  initial: 1,
  particle: 2,
  generic: 3,
  stop: 4,
  legal: 5,
};

/** Role, kind, middle and given as one number below 48. */
function variantOf(role: TokenRole, kind: 'person' | 'entity', middle: boolean, given: boolean): number {
  return roleIndex[role] * 8 + (kind === 'person' ? 4 : 0) + (middle ? 2 : 0) + (given ? 1 : 0);
}

function makeToken(
  text: string,
  role: TokenRole,
  kind: 'person' | 'entity',
  middle: boolean,
  given = false,
): PreparedToken {
  let variants = tokenCache.get(text);
  if (variants === undefined) {
    if (tokenCache.size >= TOKEN_CACHE_LIMIT) {
      olderTokens = tokenCache;
      tokenCache = new Map();
    }
    variants = olderTokens.get(text) ?? [];
    tokenCache.set(text, variants);
  }
  const variant = variantOf(role, kind, middle, given);
  let token = variants[variant];
  if (token === undefined) {
    token = buildToken(text, role, kind, middle, given);
    variants[variant] = token;
  }
  return token;
}

function buildToken(
  text: string,
  role: TokenRole,
  kind: 'person' | 'entity',
  middle: boolean,
  given: boolean,
): PreparedToken {
  const canon = role === 'legal' ? text : canonicalSpelling(text);
  return {
    text,
    canon,
    skeleton: consonantSkeleton(text),
    phonetic: doubleMetaphone(text),
    formal: kind === 'person' && role === 'word' ? formalNamesOf(text) : [],
    role,
    weight: roleWeights[role],
    middle,
    given,
    person: kind === 'person',
    numeric: /\d/.test(text),
    reversed: [...text].reverse().join(''),
  };
}

/** Words joined without spaces, forwards and backwards. */
export interface JoinedSpelling {
  text: string;
  /** Read backwards, so that a shared start alone does not make two joined names agree. */
  reversed: string;
}

function joinedSpelling(tokens: readonly PreparedToken[]): JoinedSpelling {
  const text = tokens.map((t) => t.canon).join('');
  return { text, reversed: [...text].reverse().join('') };
}

/** Normalizes a name once, so that a record compared with many queries pays for normalization only once. */
export function prepareName(input: PartyName | string, kindHint: PartyKind = 'unknown'): PreparedName {
  const name: PartyName = typeof input === 'string' ? { full: input, kind: kindHint } : input;
  const folded = foldToAscii(rawText(name));
  const raw = folded.text.split(' ').filter((t) => t !== '');
  let tokens = reorderComma(raw);
  const kind = name.kind === 'unknown' ? inferPartyKind(tokens) : name.kind;

  let forms: string[] = [];
  let suffix: string | null = null;
  if (kind === 'entity') {
    ({ rest: tokens, forms } = extractLegalForms(tokens));
    tokens = joinLetterRuns(tokens).map((t) => orgAbbreviations.get(t) ?? t);
  } else {
    ({ rest: tokens, suffix } = stripPersonAffixes(tokens));
  }

  const words = tokens.map((text, i) => {
    const role = roleOf(text, kind, i);
    const middle = kind === 'person' && i > 0 && i < tokens.length - 1;
    return makeToken(text, role, kind, middle, kind === 'person' && i === 0 && tokens.length > 1);
  });
  const all = [...words, ...forms.map((form) => makeToken(form, 'legal', kind, false))];
  const distinctive = words.filter((t) => t.role === 'word' || t.role === 'generic' || t.role === 'particle');
  const withoutParticles = distinctive.filter((t) => t.role !== 'particle');
  // The same object twice when the name has no particle, so the comparison knows to compare one view only.
  const joinedWords = joinedSpelling(withoutParticles);
  return {
    display: typeof input === 'string' ? input : rawText(name),
    kind,
    tokens: all,
    joined: [joinedWords, withoutParticles.length === distinctive.length ? joinedWords : joinedSpelling(distinctive)],
    compactCount: distinctive.length,
    compactSkeleton: words.map((t) => t.skeleton).join(''),
    abjad: folded.abjad,
    suffix,
    legalForms: forms,
    strongCount: words.filter((t) => t.role === 'word').length,
    acronym: acronymForms(kind, all),
  };
}
