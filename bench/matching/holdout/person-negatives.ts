/**
 * Pairs that name different people. Label rules: a different given name, a different surname (a married name
 * alone included), conflicting middle names or patronymics, a different second surname or father's name, JR
 * against SR, and the male and female forms of a name are different people.
 */
import { pick } from '../labelled-pair.js';
import { restyle } from './perturb.js';
import type { Random } from './perturb.js';
import { cultureByCode, givenNames, makePerson, randomCulture, render } from './person-model.js';
import type { Person } from './person-model.js';
import { cultures } from './person-pools.js';
import type { PairSink } from './pair-sink.js';

/** Given names that differ by a letter or two but belong to different people (often the other sex). */
const closeGivenNames: readonly [string, string][] = [
  ['PAUL', 'PAULA'],
  ['DANIEL', 'DANIELA'],
  ['MARIO', 'MARIA'],
  ['ALEXANDER', 'ALEXANDRA'],
  ['ROBERT', 'ROBERTA'],
  ['FRANCISCO', 'FRANCISCA'],
  ['JULIO', 'JULIA'],
  ['ANDREA', 'ANDREAS'],
  ['JOHN', 'JOAN'],
  ['JOHN', 'JANE'],
  ['MARK', 'MARY'],
  ['ERIC', 'ERICA'],
  ['GABRIEL', 'GABRIELA'],
  ['CARLOS', 'CARLA'],
  ['ANTONIO', 'ANTONIA'],
  ['ALI', 'ALIA'],
  ['SAID', 'SAIDA'],
  ['YURI', 'YURA'],
  ['IVAN', 'IVANA'],
  ['OLEG', 'OLGA'],
  ['LUIS', 'LUISA'],
  ['MARTIN', 'MARTINA'],
  ['SIMON', 'SIMONE'],
  ['GEORGE', 'GEORGIA'],
  ['FATIMA', 'FATIH'],
  ['KARIM', 'KARIMA'],
  ['JAMAL', 'JAMILA'],
  ['ADAM', 'ADAN'],
  ['DEAN', 'DEANA'],
  ['BRIAN', 'BRYNA'],
  ['AMIR', 'AMIRA'],
  ['NOEL', 'NOELLE'],
  ['JOSEPH', 'JOSEPHINE'],
  ['WILLIAM', 'WILMA'],
  ['SAMIR', 'SAMIRA'],
  ['HASSAN', 'HASNA'],
  ['MINH', 'MINA'],
  ['LIAM', 'LIAN'],
  ['SEAN', 'SEAMUS'],
  ['JAN', 'JANA'],
  ['ANA', 'ANN'],
  ['LEON', 'LEONA'],
  ['KEVIN', 'KELVIN'],
];

function differentWord(random: Random, options: readonly string[], not: string): string | undefined {
  const others = options.filter((w) => w !== not && w.charAt(0) !== '');
  return others.length === 0 ? undefined : pick(random, others);
}

export function personNegatives(random: Random, sink: PairSink): void {
  const add = (a: string, b: string, category: string): boolean =>
    sink.add(restyle(random, a), restyle(random, b), 'person', 0, category);
  const person = (code?: string): Person => makePerson(random, code ? cultureByCode(code) : randomCulture(random));

  sink.repeat(110, () => {
    const p = person();
    const given = differentWord(random, givenNames(p.culture, p.gender), p.given[0] ?? '');
    return given !== undefined && add(render(p), render({ ...p, given: [given] }), 'neg-same-surname');
  });
  sink.repeat(100, () => {
    const p = person();
    const surname = differentWord(random, p.culture.surnames, p.surname[p.surname.length - 1] ?? '');
    if (surname === undefined) return false;
    const other = { ...p, surname: [...p.surname.slice(0, -1), surname] };
    return add(render(p), render(other), 'neg-same-given');
  });
  sink.repeat(50, () => {
    const p = person(pick(random, ['anglo', 'anglo', 'hispanic', 'german', 'arabic']));
    const sibling = givenNames(p.culture, p.gender === 'm' ? 'f' : 'm').filter(
      (g) => g.charAt(0) === p.given[0]?.charAt(0),
    );
    if (sibling.length === 0) return false;
    return add(
      render({ ...p, middle: [] }),
      render({ ...p, middle: [], given: [pick(random, sibling)] }),
      'neg-siblings',
    );
  });
  sink.repeat(45, () => {
    const [a, b] = pick(random, closeGivenNames);
    const p = person(pick(random, ['anglo', 'hispanic', 'arabic', 'german', 'turkish']));
    return add(render({ ...p, given: [a] }), render({ ...p, given: [b] }), 'neg-close-given-name');
  });
  sink.repeat(25, () => {
    const p = makePerson(random, cultureByCode('anglo'), 'm');
    const [x, y] = pick(random, [
      [' JR', ' SR'],
      [' SR.', ' JR.'],
      [' II', ' III'],
      [', JR.', ', SR.'],
      [' III', ' IV'],
    ]);
    return add(`${render(p)}${x}`, `${render(p)}${y}`, 'neg-father-son');
  });
  sink.repeat(35, () => {
    const p = person(pick(random, ['anglo', 'german', 'portuguese', 'greek', 'indian']));
    if (p.middle.length !== 1) return false;
    const middle = differentWord(random, givenNames(p.culture, p.gender), p.middle[0] ?? '');
    if (middle === p.given[0]) return false;
    return middle !== undefined && add(render(p), render({ ...p, middle: [middle] }), 'neg-different-middle');
  });
  sink.repeat(25, () => {
    const p = person(pick(random, ['russian', 'ukrainian']));
    if (p.middle.length === 0) return false;
    const other = makePerson(random, p.culture, p.gender);
    if (other.middle.length === 0 || other.middle[0] === p.middle[0]) return false;
    return add(render(p), render({ ...p, middle: other.middle }), 'neg-different-patronymic');
  });
  sink.repeat(25, () => {
    const male = makePerson(random, cultureByCode('russian'), 'm');
    const female = makePerson(random, cultureByCode('russian'), 'f');
    const surname = male.surname[0] ?? '';
    return add(
      render({ ...male, middle: [] }),
      render({ ...female, middle: [], surname: [`${surname}A`] }),
      'neg-male-female-forms',
    );
  });
  sink.repeat(25, () => {
    const p = person('hispanic');
    if (p.surname.length < 2) return false;
    const second = differentWord(random, p.culture.surnames, p.surname[1] ?? '');
    return (
      second !== undefined &&
      add(render(p), render({ ...p, surname: [p.surname[0] ?? '', second] }), 'neg-different-second-surname')
    );
  });
  sink.repeat(25, () => {
    const p = makePerson(random, cultureByCode('arabic'), 'm');
    const fathers = p.culture.male.filter((m) => m !== p.given[0]);
    const [f1, f2] = [pick(random, fathers), pick(random, fathers)];
    if (f1 === f2) return false;
    return add(render({ ...p, middle: ['BIN', f1] }), render({ ...p, middle: ['BIN', f2] }), 'neg-different-father');
  });
  sink.repeat(25, () => {
    const p = makePerson(random, cultureByCode(pick(random, ['anglo', 'german', 'hispanic'])), 'f');
    const married = differentWord(random, p.culture.surnames, p.surname[0] ?? '');
    return married !== undefined && add(render(p), render({ ...p, surname: [married] }), 'neg-married-surname');
  });
  sink.repeat(50, () => {
    const p = person(pick(random, ['chinese', 'korean', 'vietnamese']));
    const given = differentWord(random, givenNames(p.culture, p.gender), p.given[0] ?? '');
    return given !== undefined && add(render(p), render({ ...p, given: [given] }), 'neg-short-asian-names');
  });
  sink.repeat(70, () => {
    const culture = randomCulture(random);
    return add(render(makePerson(random, culture)), render(makePerson(random, culture)), 'neg-random-same-culture');
  });
  sink.repeat(50, () => {
    const [c1, c2] = [pick(random, cultures), pick(random, cultures)];
    return c1 !== c2 && add(render(makePerson(random, c1)), render(makePerson(random, c2)), 'neg-random');
  });
}
