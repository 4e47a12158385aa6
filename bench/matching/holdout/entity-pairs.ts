/**
 * Organization pairs from real names. Same organization: a legal form dropped, added, spelled out or changed,
 * abbreviations, & for AND, THE, punctuation and case, a typo, a compound word split. Different organizations:
 * real names sharing most of their words, and templates of look-alike names (FIRST NATIONAL BANK OF OMAHA / OF
 * ALASKA, ACME SUPPLY / ACME SERVICES, LOCAL 12 / LOCAL 21).
 */
import { pick } from '../labelled-pair.js';
import { typoInName, typoKinds } from './perturb.js';
import type { Random } from './perturb.js';
import type { PairSink } from './pair-sink.js';

/** Word → its usual abbreviations in US business and charity registers. */
const abbreviations: Readonly<Record<string, readonly string[]>> = {
  INTERNATIONAL: ['INTL', "INT'L"],
  ASSOCIATION: ['ASSN', 'ASSOC'],
  CORPORATION: ['CORP'],
  COMPANY: ['CO'],
  MANUFACTURING: ['MFG'],
  BROTHERS: ['BROS'],
  SAINT: ['ST'],
  MOUNT: ['MT'],
  NATIONAL: ['NATL'],
  DEPARTMENT: ['DEPT'],
  SERVICES: ['SVCS', 'SERVS'],
  CENTER: ['CTR'],
  FOUNDATION: ['FDN', 'FNDTN'],
  UNIVERSITY: ['UNIV'],
  HOSPITAL: ['HOSP'],
  INSTITUTE: ['INST'],
  AMERICAN: ['AMER'],
  ENTERPRISES: ['ENTPRS'],
  INDUSTRIES: ['INDS', 'IND'],
  TECHNOLOGY: ['TECH'],
  TECHNOLOGIES: ['TECH'],
  GOVERNMENT: ['GOVT'],
  SOCIETY: ['SOC'],
  COMMUNITY: ['CMNTY'],
  DEVELOPMENT: ['DEV'],
  MANAGEMENT: ['MGMT'],
  COUNTY: ['CNTY'],
  PROPERTIES: ['PROPS'],
  MEDICAL: ['MED'],
  EDUCATION: ['EDUC'],
  EDUCATIONAL: ['EDUC'],
  ASSOCIATES: ['ASSOCS'],
  COOPERATIVE: ['COOP', 'CO-OP'],
  DISTRICT: ['DIST'],
  HISTORICAL: ['HIST'],
  MEMORIAL: ['MEM'],
  CHURCH: ['CH'],
  FELLOWSHIP: ['FELLOWSHP'],
  AUTHORITY: ['AUTH'],
  COMMITTEE: ['CMTE'],
  COUNCIL: ['CNCL'],
  LIBRARY: ['LIB'],
  SCHOOL: ['SCH'],
  ORGANIZATION: ['ORG'],
  INCORPORATED: ['INC'],
  LIMITED: ['LTD'],
  MINISTRIES: ['MINISTRY'],
};

/** Legal forms with spellings an analyst reads as the same form. */
const legalForms: readonly (readonly string[])[] = [
  ['INC', 'INC.', 'INCORPORATED'],
  ['CORP', 'CORP.', 'CORPORATION'],
  ['CO', 'CO.', 'COMPANY'],
  ['LTD', 'LTD.', 'LIMITED'],
  ['LLC', 'L.L.C.'],
  ['S.A.', 'SA', 'SOCIEDAD ANONIMA'],
  ['GMBH', 'G.M.B.H.'],
  ['S.A. DE C.V.', 'SA DE CV'],
  ['LTDA.', 'LTDA', 'LIMITADA'],
  ['CO., LTD.', 'CO LTD', 'COMPANY LIMITED'],
  ['PLC', 'P.L.C.'],
  ['L.P.', 'LP'],
  ['S.R.L.', 'SRL'],
  ['C.A.', 'CA'],
];
const legalFormPattern = new RegExp(
  `[ ,]+(${legalForms
    .flat()
    .map((f) => f.replace(/[.]/g, '\\.'))
    .sort((a, b) => b.length - a.length)
    .join('|')})$`,
  'i',
);

function splitLegalForm(name: string): { base: string; form: string | null } {
  const match = legalFormPattern.exec(name);
  if (match === null || match[1] === undefined) return { base: name, form: null };
  return { base: name.slice(0, match.index), form: match[1] };
}

const compounds: readonly [string, string][] = [
  ['HEALTHCARE', 'HEALTH CARE'],
  ['NORTHWEST', 'NORTH WEST'],
  ['SOUTHEAST', 'SOUTH EAST'],
  ['WORLDWIDE', 'WORLD WIDE'],
  ['NEIGHBORHOOD', 'NEIGHBOR HOOD'],
  ['WATERFRONT', 'WATER FRONT'],
  ['DOWNEAST', 'DOWN EAST'],
  ['PETROCHEMICAL', 'PETRO CHEMICAL'],
  ['TRANSWORLD', 'TRANS WORLD'],
  ['INTERTRADE', 'INTER TRADE'],
  ['AEROSPACE', 'AERO SPACE'],
  ['SEAFOOD', 'SEA FOOD'],
  ['STATEWIDE', 'STATE WIDE'],
  ['HOMECARE', 'HOME CARE'],
  ['EUROPEAN', 'EURO PEAN'],
];

function abbreviate(random: Random, name: string): string | null {
  const words = name.split(' ');
  const slots = words
    .map((w, i) => (abbreviations[w.toUpperCase().replace(/[.,]/g, '')] ? i : -1))
    .filter((i) => i >= 0);
  if (slots.length === 0) return null;
  const at = pick(random, slots);
  return words
    .map((w, i) => (i === at ? pick(random, abbreviations[w.toUpperCase().replace(/[.,]/g, '')] ?? [w]) : w))
    .join(' ');
}

type Variation = (random: Random, name: string) => string | null;

/** Same-organization variations, by category. */
const variations: Readonly<Record<string, Variation>> = {
  'entity-legal-form-dropped': (_r, name) => {
    const { base, form } = splitLegalForm(name);
    return form === null ? null : base;
  },
  'entity-legal-form-spelling': (random, name) => {
    const { base, form } = splitLegalForm(name);
    const group = legalForms.find((g) => g.some((f) => f.toUpperCase() === form?.toUpperCase()));
    if (form === null || group === undefined) return null;
    return `${base}${random() < 0.5 ? ', ' : ' '}${pick(
      random,
      group.filter((f) => f.toUpperCase() !== form.toUpperCase()),
    )}`;
  },
  'entity-legal-form-added': (random, name) =>
    splitLegalForm(name).form === null
      ? `${name}${random() < 0.3 ? ',' : ''} ${pick(random, ['INC', 'Inc.', 'LLC', 'CORP', 'LTD'])}`
      : null,
  'entity-legal-form-changed': (random, name) => {
    const { base, form } = splitLegalForm(name);
    const others = ['INC', 'LLC', 'CORP', 'LTD', 'CO'].filter((f) => f !== form?.toUpperCase().replace(/\./g, ''));
    return form === null ? null : `${base} ${pick(random, others)}`;
  },
  'entity-abbreviation': abbreviate,
  'entity-ampersand': (_r, name) =>
    / and /i.test(name) ? name.replace(/ and /i, ' & ') : / & /.test(name) ? name.replace(/ & /, ' AND ') : null,
  'entity-article': (_r, name) => (/^the /i.test(name) ? name.replace(/^the /i, '') : `THE ${name}`),
  'entity-punctuation-case': (_r, name) => {
    const plain = name
      .replace(/[.,'’]/g, '')
      .replace(/-/g, ' ')
      .replace(/\s+/g, ' ')
      .toUpperCase();
    return plain === name.toUpperCase() ? name.toLowerCase() : plain;
  },
  'entity-typo': (random, name) => typoInName(random, name, pick(random, typoKinds)),
  'entity-compound-split': (_r, name) => {
    const upper = name.toUpperCase();
    const hit = compounds.find(([joined, split]) => upper.includes(joined) || upper.includes(split));
    if (hit === undefined) return null;
    return upper.includes(hit[0]) ? upper.replace(hit[0], hit[1]) : upper.replace(hit[1], hit[0]);
  },
};

const counts: Readonly<Record<string, number>> = {
  'entity-legal-form-dropped': 25,
  'entity-legal-form-spelling': 15,
  'entity-legal-form-added': 15,
  'entity-legal-form-changed': 12,
  'entity-abbreviation': 30,
  'entity-ampersand': 10,
  'entity-article': 10,
  'entity-punctuation-case': 12,
  'entity-typo': 35,
  'entity-compound-split': 6,
};

export function entityPositives(random: Random, sink: PairSink, names: readonly string[]): void {
  for (const [category, variation] of Object.entries(variations)) {
    sink.repeat(counts[category] ?? 0, () => {
      const name = pick(random, names);
      const changed = variation(random, name);
      return changed !== null && changed.trim() !== '' && sink.add(name, changed, 'entity', 1, category);
    });
  }
}

// Connecting words and legal forms: two names that differ only in these are not look-alikes but one body.
const stop = new Set(
  `THE OF AND FOR IN A AN DE DEL LA EL Y INC CORP CO LTD LLC SA FOUNDATION ASSOCIATION OJSC CJSC JSC PJSC OOO ZAO
  OAO AO EOOD GMBH AG SRL SL BV NV PLC LIMITED LTDA CV SAC SAS SPA AB AS KFT DOO FZE FZCO LLP LP COMPANY
  CORPORATION INCORPORATED`.split(/\s+/),
);
const wordsOf = (name: string): string[] =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !stop.has(w));

/** Real organizations whose names share at least half of their distinctive words: different bodies. */
export function entityLookalikes(random: Random, sink: PairSink, names: readonly string[], count: number): void {
  const byWord = new Map<string, number[]>();
  const words = names.map(wordsOf);
  words.forEach((ws, i) => ws.forEach((w) => byWord.set(w, [...(byWord.get(w) ?? []), i])));
  sink.repeat(count, () => {
    const i = Math.floor(random() * names.length);
    const mine = new Set(words[i]);
    const candidates = [...mine].flatMap((w) => byWord.get(w) ?? []).filter((j) => j !== i);
    if (candidates.length === 0) return false;
    const j = pick(random, candidates);
    const theirs = new Set(words[j]);
    const shared = [...mine].filter((w) => theirs.has(w)).length;
    if (shared / Math.max(mine.size, theirs.size) < 0.5 || (words[i] ?? []).join() === (words[j] ?? []).join())
      return false;
    return sink.add(names[i] ?? '', names[j] ?? '', 'entity', 0, 'neg-entity-shared-words');
  });
}

/** Look-alike templates: one distinctive word differs between two real-sounding organizations. */
export function entityTemplates(random: Random, sink: PairSink): void {
  const places = `OMAHA ALASKA BOSTON DENVER AUSTIN TEXAS OHIO MAINE ARIZONA TULSA DALLAS MIAMI ATLANTA CHICAGO
    PORTLAND SEATTLE HOUSTON PHOENIX ORLANDO BANGOR LEWISTON AUBURN MEMPHIS NASHVILLE`
    .trim()
    .split(/\s+/);
  const brands = 'ACME APEX SUMMIT PINNACLE LIBERTY EAGLE PIONEER GLOBAL UNITED ALLIED PREMIER ATLAS'.split(' ');
  const trades = 'SUPPLY SERVICES SYSTEMS SOLUTIONS CONSTRUCTION CONSULTING LOGISTICS TRADING MOTORS FOODS'.split(' ');
  const saints = 'MARY MARK MATTHEW JOHN JAMES PAUL PETER LUKE ANNE JOSEPH MICHAEL PATRICK'.split(' ');
  const templates: (() => [string, string])[] = [
    () => {
      const [a, b] = [pick(random, places), pick(random, places)];
      const kind = pick(random, [
        'FIRST NATIONAL BANK OF',
        'COMMUNITY FOUNDATION OF',
        'UNITED WAY OF',
        'HABITAT FOR HUMANITY OF',
        'ROTARY CLUB OF',
      ]);
      return [`${kind} ${a}`, `${kind} ${b}`];
    },
    () => {
      const brand = pick(random, brands);
      return [`${brand} ${pick(random, trades)} INC`, `${brand} ${pick(random, trades)} INC`];
    },
    () => {
      const church = pick(random, ['CHURCH', 'CATHOLIC CHURCH', 'EPISCOPAL CHURCH', 'SCHOOL', 'HOSPITAL']);
      return [`ST ${pick(random, saints)} ${church}`, `ST ${pick(random, saints)} ${church}`];
    },
    () => {
      const body = pick(random, [
        'TEAMSTERS LOCAL',
        'AMERICAN LEGION POST',
        'VFW POST',
        'BOY SCOUT TROOP',
        'IBEW LOCAL',
      ]);
      const n = 1 + Math.floor(random() * 400);
      const m = pick(random, [n + 1, n * 10, Number(String(n).split('').reverse().join('')), n + 100]);
      return [`${body} ${n}`, `${body} ${m}`];
    },
    () => {
      const [a, b] = [pick(random, brands), pick(random, brands)];
      const trade = pick(random, trades);
      return [`${a} ${trade} LLC`, `${b} ${trade} LLC`];
    },
  ];
  sink.repeat(90, () => {
    const [a, b] = pick(random, templates)();
    return sink.add(a, b, 'entity', 0, 'neg-entity-lookalike-template');
  });
}

export function entityRandom(random: Random, sink: PairSink, names: readonly string[], count: number): void {
  sink.repeat(count, () => sink.add(pick(random, names), pick(random, names), 'entity', 0, 'neg-entity-random'));
}
