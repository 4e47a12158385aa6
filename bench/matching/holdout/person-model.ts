/** A generated person: name parts by role, written out the way records of each tradition write them. */
import { pick } from '../labelled-pair.js';
import { patronymic } from './perturb.js';
import type { Random } from './perturb.js';
import { cultures } from './person-pools.js';
import { spellingGroups } from './spelling-pools.js';
import type { Culture, Gender } from './person-pools.js';

export interface Person {
  culture: Culture;
  gender: Gender;
  given: string[];
  /** Second given names, patronymics (IVANOVICH), nasab (BIN ALI), Vietnamese VAN/THI. */
  middle: string[];
  /** Family name words, particles included (DE LA CRUZ, GARCIA LOPEZ, DA SILVA). */
  surname: string[];
}

export function cultureByCode(code: string): Culture {
  const culture = cultures.find((c) => c.code === code);
  if (culture === undefined) throw new Error(`no culture ${code}`);
  return culture;
}

export function givenNames(culture: Culture, gender: Gender): readonly string[] {
  return gender === 'm' ? culture.male : culture.female;
}

function surnameOf(random: Random, culture: Culture, gender: Gender): string {
  const surname = pick(random, culture.surnames);
  return gender === 'f' && culture.femaleSurname ? culture.femaleSurname(surname) : surname;
}

/** A person of the tradition, with the name structure its records usually carry. */
export function makePerson(random: Random, culture: Culture, gender: Gender = random() < 0.55 ? 'm' : 'f'): Person {
  const given = [pick(random, givenNames(culture, gender))];
  const middle: string[] = [];
  const surname = [surnameOf(random, culture, gender)];
  const other = (): string => pick(random, givenNames(culture, gender));
  switch (culture.code) {
    case 'anglo':
      if (random() < 0.5) middle.push(random() < 0.5 ? other() : pick(random, culture.middles ?? []));
      break;
    case 'hispanic':
      if (random() < 0.25) given.push(other());
      if (random() < 0.7) surname.push(surnameOf(random, culture, gender));
      break;
    case 'portuguese':
      if (random() < 0.4) middle.push(other());
      if (random() < 0.4) surname.unshift(pick(random, ['DA', 'DOS', 'DE']));
      if (random() < 0.3) surname.push(surnameOf(random, culture, gender));
      break;
    case 'arabic':
      if (random() < 0.5) middle.push(gender === 'm' ? 'BIN' : 'BINT', pick(random, culture.male));
      break;
    case 'persian':
      if (gender === 'm' && random() < 0.25) given.push(pick(random, ['REZA', 'ALI', 'HOSSEIN']));
      break;
    case 'russian':
    case 'ukrainian':
      if (random() < 0.6) middle.push(patronymic(pick(random, culture.male), gender));
      break;
    case 'vietnamese':
      middle.push(
        gender === 'm' ? pick(random, ['VAN', 'DUC', 'MINH', 'HUU', 'QUOC']) : pick(random, ['THI', 'NGOC', 'THANH']),
      );
      break;
    case 'indian':
      if (random() < 0.25) middle.push(pick(random, culture.male));
      break;
    case 'chinese':
    case 'korean':
    case 'japanese':
      break;
    default:
      if (random() < 0.3) middle.push(other());
  }
  if (given[0] === middle[0]) middle.length = 0;
  return { culture, gender, given, middle, surname };
}

/** Full name as the tradition writes it: family first for Chinese, Korean, Vietnamese. */
export function render(person: Person): string {
  const { culture, given, middle, surname } = person;
  if (culture.familyFirst) return [...surname, ...middle, ...given].join(' ');
  return [...given, ...middle, ...surname].join(' ');
}

/** Western order for a family-first name, family-first order for the rest ("SMITH JOHN"). */
export function renderReversed(person: Person, comma: boolean): string {
  const { culture, given, middle, surname } = person;
  const family = surname.join(' ');
  const rest = (culture.familyFirst ? [...middle, ...given] : [...given, ...middle]).join(' ');
  if (culture.familyFirst) return `${rest} ${family}`;
  return comma ? `${family}, ${rest}` : `${family} ${rest}`;
}

const groups = new Map<string, readonly string[]>();
for (const group of spellingGroups) {
  const spellings = group.split('|').map((s) => s.replace(/_/g, ' '));
  for (const spelling of spellings) groups.set(spelling, spellings);
}

/** Another accepted spelling of the word, if the pools know one. */
export function otherSpelling(random: Random, word: string): string | undefined {
  const spellings = groups.get(word);
  if (spellings === undefined) return undefined;
  const others = spellings.filter((s) => s !== word);
  return others.length === 0 ? undefined : pick(random, others);
}

export function hasOtherSpelling(word: string): boolean {
  return (groups.get(word)?.length ?? 0) > 1;
}

export function randomCulture(random: Random, exclude: readonly string[] = []): Culture {
  return pick(
    random,
    cultures.filter((c) => !exclude.includes(c.code)),
  );
}
