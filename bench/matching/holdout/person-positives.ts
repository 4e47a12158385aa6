/**
 * Pairs that name the same person. Label rules: spelling, order, spacing, initials, nicknames, titles, a dropped
 * middle name, patronymic or second surname, a double-barrel surname that contains the other, and another script
 * are the same person.
 */
import { pick } from '../labelled-pair.js';
import { initial, joinVariant, restyle, toCyrillic, typoInName, typoKinds } from './perturb.js';
import type { Random } from './perturb.js';
import {
  cultureByCode,
  hasOtherSpelling,
  makePerson,
  otherSpelling,
  randomCulture,
  render,
  renderReversed,
} from './person-model.js';
import type { Person } from './person-model.js';
import { nicknameGroups } from './person-pools.js';
import type { PairSink } from './pair-sink.js';

function withOneVariant(random: Random, person: Person): Person | null {
  const slots: { part: 'given' | 'middle' | 'surname'; index: number }[] = [];
  for (const part of ['given', 'middle', 'surname'] as const) {
    person[part].forEach((word, index) => {
      if (hasOtherSpelling(word)) slots.push({ part, index });
    });
  }
  if (slots.length === 0) return null;
  const slot = pick(random, slots);
  const copy: Person = {
    ...person,
    given: [...person.given],
    middle: [...person.middle],
    surname: [...person.surname],
  };
  copy[slot.part][slot.index] = otherSpelling(random, person[slot.part][slot.index] ?? '') ?? '';
  return copy;
}

export function personPositives(random: Random, sink: PairSink): void {
  const add = (a: string, b: string, category: string): boolean =>
    random() < 0.5
      ? sink.add(restyle(random, a), b, 'person', 1, category)
      : sink.add(b, restyle(random, a), 'person', 1, category);

  for (const kind of typoKinds) {
    sink.repeat(22, () => {
      const name = render(makePerson(random, randomCulture(random)));
      return add(name, typoInName(random, name, kind), `typo-${kind}`);
    });
  }
  sink.repeat(20, () => {
    const name = render(makePerson(random, randomCulture(random)));
    const once = typoInName(random, name, pick(random, typoKinds));
    return add(name, typoInName(random, once, pick(random, typoKinds)), 'typo-double');
  });
  sink.repeat(75, () => {
    const person = makePerson(random, randomCulture(random, ['anglo']));
    const variant = withOneVariant(random, person);
    return variant !== null && add(render(person), render(variant), `spelling-${person.culture.code}`);
  });
  sink.repeat(20, () => {
    const person = makePerson(random, cultureByCode('anglo'));
    const variant = withOneVariant(random, person);
    return variant !== null && add(render(person), render(variant), 'spelling-anglo');
  });
  sink.repeat(30, () => {
    const person = makePerson(random, randomCulture(random, ['chinese', 'korean', 'japanese', 'vietnamese']));
    if (person.middle.length === 0) return false;
    return add(render(person), render({ ...person, middle: [] }), 'middle-dropped');
  });
  sink.repeat(20, () => {
    const person = makePerson(random, cultureByCode(pick(random, ['anglo', 'german', 'portuguese', 'greek'])));
    if (person.middle.length !== 1) return false;
    const short = { ...person, middle: person.middle.map((m) => initial(m, random() < 0.5)) };
    return add(render(person), render(short), 'middle-initial');
  });
  sink.repeat(25, () => {
    const person = makePerson(random, cultureByCode(pick(random, ['anglo', 'anglo', 'german', 'hispanic', 'indian'])));
    const given = person.given.map((g) => initial(g, random() < 0.5));
    return add(render(person), render({ ...person, given }), 'given-initial');
  });
  sink.repeat(35, () => {
    const person = makePerson(random, randomCulture(random));
    return add(render(person), renderReversed(person, random() < 0.5), 'order-reversed');
  });
  sink.repeat(30, () => compoundSpacing(random, add));
  sink.repeat(30, () => {
    const person = makePerson(random, cultureByCode('anglo'));
    const given = person.given[0] ?? '';
    const nicknames = nicknameGroups[given];
    if (nicknames === undefined) return false;
    return add(render(person), render({ ...person, given: [pick(random, nicknames)] }), 'nickname');
  });
  sink.repeat(25, () => {
    const person = makePerson(random, randomCulture(random));
    const title = pick(
      random,
      person.gender === 'm' ? ['MR', 'MR.', 'DR', 'DR.', 'PROF', 'SIR'] : ['MRS', 'MS', 'MS.', 'DR', 'MISS'],
    );
    const name = render(person);
    const suffixed =
      random() < 0.5
        ? `${title} ${name}`
        : `${name}${pick(random, [' JR', ' JR.', ', JR.', ' SR', ' III', ' PHD', ' MD', ' ESQ'])}`;
    return add(name, suffixed, 'title-suffix');
  });
  sink.repeat(15, () => {
    const person = makePerson(random, cultureByCode('anglo'), 'f');
    const married = pick(random, person.culture.surnames);
    const barrel = random() < 0.5 ? `${person.surname[0]}-${married}` : `${person.surname[0]} ${married}`;
    return add(render(person), render({ ...person, surname: [barrel] }), 'double-barrel-surname');
  });
  sink.repeat(20, () => {
    const person = makePerson(random, cultureByCode('hispanic'));
    if (person.surname.length < 2) return false;
    return add(render(person), render({ ...person, surname: person.surname.slice(0, 1) }), 'second-surname-dropped');
  });
  sink.repeat(20, () => particles(random, add));
  sink.repeat(20, () => {
    const person = makePerson(random, cultureByCode(pick(random, ['russian', 'ukrainian'])));
    if (person.middle.length === 0) return false;
    return add(render(person), render({ ...person, middle: [] }), 'patronymic-dropped');
  });
  sink.repeat(20, () => {
    const person = makePerson(random, cultureByCode('russian'));
    const latin = random() < 0.5 ? render(person) : render(withOneVariant(random, person) ?? person);
    return add(latin, toCyrillic(render(person)), 'script-cyrillic');
  });
  sink.repeat(25, () => {
    const person = makePerson(
      random,
      cultureByCode(pick(random, ['german', 'scandinavian', 'turkish', 'hispanic', 'portuguese'])),
    );
    const variant = withOneVariant(random, person);
    if (variant === null) return false;
    const changed = render(variant);
    // Only pairs where one side carries a letter outside A–Z test diacritic folding.
    return /[^A-Z\s.,'-]/.test(changed + render(person)) && add(render(person), changed, 'diacritics');
  });
  sink.repeat(35, () => {
    const person = makePerson(random, randomCulture(random));
    const variant = withOneVariant(random, person) ?? person;
    const shorter = random() < 0.5 ? { ...variant, middle: [] } : variant;
    const reordered = random() < 0.5 ? renderReversed(shorter, random() < 0.5) : render(shorter);
    return add(render(person), typoInName(random, reordered, pick(random, typoKinds)), 'combined');
  });
}

function compoundSpacing(random: Random, add: (a: string, b: string, category: string) => boolean): boolean {
  const compounds = [
    ['MARY', 'ANN'],
    ['MARY', 'JO'],
    ['ANNA', 'MARIA'],
    ['JEAN', 'PIERRE'],
    ['JEAN', 'LUC'],
    ['ABDUL', 'RAHMAN'],
    ['ABDUL', 'AZIZ'],
    ['ABDEL', 'KARIM'],
    ['ABU', 'BAKR'],
    ['NOOR', 'UL', 'HAQ'],
    ['MOHAMMAD', 'REZA'],
    ['ALI', 'REZA'],
    ['MIN', 'JUN'],
    ['JI', 'HOON'],
    ['SEO', 'YEON'],
    ['XIAO', 'MING'],
    ['JIAN', 'GUO'],
    ['ZHI', 'QIANG'],
    ['HANS', 'PETER'],
    ['KARL', 'HEINZ'],
    ['LEE', 'ANN'],
    ['JO', 'ANNE'],
    ['ROSE', 'MARIE'],
  ];
  const surnames = [
    'SMITH',
    'AL-MASRI',
    'KIM',
    'WANG',
    'MUELLER',
    'DUBOIS',
    'RAHIMI',
    'LEE',
    'PARK',
    'CHEN',
    'HUSSAIN',
  ];
  const parts = pick(random, compounds);
  const styles = ['hyphen', 'joined', 'spaced'] as const;
  const first = pick(random, styles);
  const second = pick(
    random,
    styles.filter((s) => s !== first),
  );
  const surname = pick(random, surnames);
  if (random() < 0.3) {
    const family = pick(random, [
      ['GARCIA', 'LOPEZ'],
      ['SMITH', 'JONES'],
      ['MARTIN', 'ROBLES'],
      ['ABU', 'SHANAB'],
    ]);
    const given = pick(random, ['MARIA', 'JOHN', 'CARLOS', 'SARAH', 'AHMED']);
    return add(`${given} ${joinVariant(family, first)}`, `${given} ${joinVariant(family, second)}`, 'compound-spacing');
  }
  return add(`${joinVariant(parts, first)} ${surname}`, `${joinVariant(parts, second)} ${surname}`, 'compound-spacing');
}

function particles(random: Random, add: (a: string, b: string, category: string) => boolean): boolean {
  const given = pick(random, [
    'JUAN',
    'MARIA',
    'LUIS',
    'ANA',
    'JOHAN',
    'PIETER',
    'MOHAMMED',
    'JOAO',
    'LUDWIG',
    'AHMAD',
  ]);
  const forms = pick(random, [
    ['DE LA CRUZ', 'DELACRUZ', 'DE LACRUZ', 'DELA CRUZ'],
    ['DE LA TORRE', 'DELATORRE', 'DE LATORRE'],
    ['DEL RIO', 'DELRIO'],
    ['DE LEON', 'DELEON'],
    ['DEL VALLE', 'VALLE', 'DELVALLE'],
    ['DA SILVA', 'SILVA', 'DASILVA'],
    ['DOS SANTOS', 'SANTOS', 'DOSSANTOS'],
    ['VAN DER BERG', 'VANDERBERG', 'VAN DEN BERG', 'VANDENBERG'],
    ['VAN DYKE', 'VANDYKE', 'VAN DYK'],
    ['VON STEIN', 'VONSTEIN', 'STEIN'],
    ['AL-FARSI', 'AL FARSI', 'ALFARSI', 'EL FARSI', 'FARSI'],
    ['AL-AMIN', 'EL AMIN', 'ALAMIN', 'AMIN'],
    ['BIN LADEN', 'BINLADEN', 'BIN LADIN', 'BEN LADEN'],
    ['IBN KHALDUN', 'BIN KHALDUN', 'IBN KHALDOUN'],
    ['DI MARCO', 'DIMARCO', 'DI-MARCO'],
    ['LE BLANC', 'LEBLANC'],
    ['MAC DONALD', 'MACDONALD', 'MCDONALD'],
    ['ST JOHN', 'SAINT JOHN', 'ST. JOHN'],
  ]);
  const a = pick(random, forms);
  const b = pick(
    random,
    forms.filter((f) => f !== a),
  );
  return add(`${given} ${a}`, `${given} ${b}`, 'particles');
}
