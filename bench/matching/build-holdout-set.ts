/**
 * Builds data/holdout-pairs.jsonl: an evaluation set written independently of the engine's lexicons, in the style
 * of public name-matching benchmarks (sanctions screening, entity resolution). Seeded, so it is rebuilt byte for
 * byte. Label rules are in docs/matching.md ("Held-out set").
 * Run: npx tsx bench/matching/build-holdout-set.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entityLookalikes, entityPositives, entityRandom, entityTemplates } from './holdout/entity-pairs.js';
import { ofacPersonPairs } from './holdout/ofac-pairs.js';
import { PairSink } from './holdout/pair-sink.js';
import { personNegatives } from './holdout/person-negatives.js';
import { personPositives } from './holdout/person-positives.js';
import { pub78Names, sdnAliases, sdnEntries } from './holdout/real-names.js';
import { trickyPairs } from './holdout/tricky-pairs.js';
import { seededRandom } from './labelled-pair.js';

// A different seed from the development set, so no generated pair is shared by construction.
const random = seededRandom(20_260_417);
const sink = new PairSink(random);

const entries = sdnEntries();
const organizations = [...pub78Names(), ...entries.filter((e) => e.kind === 'entity').map((e) => e.name)];

personPositives(random, sink);
personNegatives(random, sink);
ofacPersonPairs(random, sink, entries, sdnAliases());
entityPositives(random, sink, organizations);
entityLookalikes(random, sink, organizations, 130);
entityTemplates(random, sink);
entityRandom(random, sink, organizations, 70);
for (const pair of trickyPairs()) {
  sink.add(pair.name1, pair.name2, pair.type ?? 'person', pair.label, pair.category);
}
// The sink types three lines in four at random; the hand-written part says for itself whether it is typed.
const tricky = new Map(trickyPairs().map((pair) => [`${pair.name1}|${pair.name2}`, pair]));
const pairs = sink.pairs.map((pair) => tricky.get(`${pair.name1}|${pair.name2}`) ?? pair);

const out = join(dirname(fileURLToPath(import.meta.url)), 'data', 'holdout-pairs.jsonl');
writeFileSync(out, pairs.map((pair) => JSON.stringify(pair)).join('\n') + '\n');
const positives = pairs.filter((pair) => pair.label === 1).length;
console.log(
  `${pairs.length} pairs (${positives} matches, ${((positives / pairs.length) * 100).toFixed(1)}%) written to ${out}`,
);
