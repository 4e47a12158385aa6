/**
 * Pairs from real OFAC SDN individuals: the listed name against a perturbed copy (order, typo, a dropped word, a
 * respelling), against a random sample of its listed aliases (some of which are other names altogether: the set
 * keeps them because real screening meets them), and against other listed people who share a name part.
 */
import { pick } from '../labelled-pair.js';
import { otherSpelling } from './person-model.js';
import { typoInName, typoKinds } from './perturb.js';
import type { Random } from './perturb.js';
import type { SdnAlias, SdnEntry } from './real-names.js';
import type { PairSink } from './pair-sink.js';

/** "NASRALLAH, Hasan" → "Hasan NASRALLAH", as a payment file would write it. */
function westernOrder(name: string): string {
  const [last, rest] = name.split(/,(.*)/s);
  return rest === undefined ? name : `${rest.trim()} ${last?.trim() ?? ''}`.trim();
}

function respell(random: Random, name: string): string | null {
  const words = name.toUpperCase().split(' ');
  const slots = words.map((w, i) => (otherSpelling(random, w) !== undefined ? i : -1)).filter((i) => i >= 0);
  if (slots.length === 0) return null;
  const at = pick(random, slots);
  return words.map((w, i) => (i === at ? (otherSpelling(random, w) ?? w) : w)).join(' ');
}

const wordSet = (name: string): string =>
  name
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((w) => w !== '')
    .sort()
    .join(' ');
const sameWords = (a: string, b: string): boolean => wordSet(a) === wordSet(b);

function dropWord(random: Random, name: string): string | null {
  const words = name.split(' ');
  if (words.length < 3) return null;
  // Never the last word: that is the surname once the name is in western order.
  const at = 1 + Math.floor(random() * (words.length - 2));
  return words.filter((_w, i) => i !== at).join(' ');
}

export function ofacPersonPairs(
  random: Random,
  sink: PairSink,
  entries: readonly SdnEntry[],
  aliases: readonly SdnAlias[],
): void {
  const persons = entries.filter((e) => e.kind === 'person' && e.name.includes(','));
  const add = (a: string, b: string, label: 0 | 1, category: string): boolean =>
    sink.add(a, b, 'person', label, category);
  sink.repeat(20, () => {
    const { name } = pick(random, persons);
    return add(name, westernOrder(name), 1, 'ofac-person-reformatted');
  });
  sink.repeat(25, () => {
    const { name } = pick(random, persons);
    return add(name, typoInName(random, westernOrder(name), pick(random, typoKinds)), 1, 'ofac-person-typo');
  });
  sink.repeat(20, () => {
    const { name } = pick(random, persons);
    const changed = respell(random, westernOrder(name));
    return changed !== null && add(name, changed, 1, 'ofac-person-respelled');
  });
  sink.repeat(15, () => {
    const { name } = pick(random, persons);
    const changed = dropWord(random, westernOrder(name));
    return changed !== null && add(name, changed, 1, 'ofac-person-word-dropped');
  });

  const byId = new Map(entries.map((e) => [e.id, e]));
  const personAliases = aliases.filter((a) => byId.get(a.id)?.kind === 'person');
  const entityAliases = aliases.filter((a) => byId.get(a.id)?.kind === 'entity');
  sink.repeat(20, () => {
    const alias = pick(random, personAliases);
    return add(byId.get(alias.id)?.name ?? '', alias.name, 1, 'ofac-aka-person');
  });
  sink.repeat(15, () => {
    const alias = pick(random, entityAliases);
    return sink.add(byId.get(alias.id)?.name ?? '', alias.name, 'entity', 1, 'ofac-aka-entity');
  });

  const bySurname = new Map<string, SdnEntry[]>();
  const byGiven = new Map<string, SdnEntry[]>();
  for (const p of persons) {
    const [last = '', rest = ''] = p.name.toUpperCase().split(/,(.*)/s);
    const given = rest.trim().split(' ')[0] ?? '';
    bySurname.set(last.trim(), [...(bySurname.get(last.trim()) ?? []), p]);
    if (given.length > 2) byGiven.set(given, [...(byGiven.get(given) ?? []), p]);
  }
  const sharing = (groups: Map<string, SdnEntry[]>): SdnEntry[][] => [...groups.values()].filter((g) => g.length >= 2);
  const surnameGroups = sharing(bySurname);
  const givenGroups = sharing(byGiven);
  sink.repeat(50, () => {
    const group = pick(random, surnameGroups);
    const [a, b] = [pick(random, group), pick(random, group)];
    // Two entries may carry the same name (a listing split in two); an identical name cannot be told apart.
    if (a.id === b.id || sameWords(a.name, b.name)) return false;
    return add(random() < 0.5 ? a.name : westernOrder(a.name), b.name, 0, 'neg-ofac-shared-surname');
  });
  sink.repeat(30, () => {
    const group = pick(random, givenGroups);
    const [a, b] = [pick(random, group), pick(random, group)];
    if (a.id === b.id || sameWords(a.name, b.name)) return false;
    return add(westernOrder(a.name), b.name, 0, 'neg-ofac-shared-given');
  });
}
