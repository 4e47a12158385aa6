/**
 * Prints how often generated people share names, the figures docs/generator.md and
 * docs/benchmarks.md ("Generated names") quote: distinct surnames and the top 200 surnames'
 * share among N people of a seed, distinct first + last names and the mean number of other
 * people holding a person's first + last name, and the distinct first + last names of the
 * LEIE public list a ten-million-record set holds.
 *   npm run -w @dnp/generate names:stats -- [--records 1000000] [--seed bench]
 */
import { parseArgs } from 'node:util';
import { Population } from './src/population.js';
import { defaultGeneratedSources, recordsPerSource } from './src/scale.js';
import { generateRecords } from './src/source-generator.js';

const { values } = parseArgs({
  options: { records: { type: 'string', default: '1000000' }, seed: { type: 'string', default: 'bench' } },
});
const records = Number(values.records);
const seed = values.seed;

function add(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

const population = new Population(seed);
const surnames = new Map<string, number>();
const fullNames = new Map<string, number>();
const started = performance.now();
for (let i = 0; i < records; i++) {
  const person = population.deceased(i);
  add(surnames, person.lastName);
  add(fullNames, `${person.firstName} ${person.lastName}`);
}
const seconds = (performance.now() - started) / 1000;
const byCount = [...surnames.values()].sort((a, b) => b - a);
const topTwoHundred = byCount.slice(0, 200).reduce((sum, n) => sum + n, 0) / records;
let squares = 0;
for (const n of fullNames.values()) squares += n * n;

const leieCount = recordsPerSource(10_000_000, defaultGeneratedSources).get('leiePublic') ?? 0;
const leieNames = new Set<string>();
let leiePeople = 0;
for await (const item of generateRecords('leiePublic', { seed, count: leieCount })) {
  if (item.kind !== 'record' || item.record.lastName === null) continue;
  leiePeople++;
  leieNames.add(`${item.record.firstName} ${item.record.lastName}`);
}

const format = (n: number) => n.toLocaleString('en-US');
console.log(`people drawn (seed "${seed}"): ${format(records)} in ${seconds.toFixed(1)} s`);
console.log(`distinct surnames: ${format(surnames.size)}`);
console.log(`share of the 200 most common surnames: ${(100 * topTwoHundred).toFixed(1)}%`);
console.log(`distinct first + last names: ${format(fullNames.size)}`);
console.log(`others sharing a person's first + last name, mean: ${(squares / records - 1).toFixed(2)}`);
console.log(
  `LEIE public at ten million records: ${format(leieNames.size)} distinct first + last names among its ${format(leiePeople)} people (${format(leieCount)} records)`,
);
