/**
 * Comparisons per second on one core: the scorer on prepared names (what a search does after the index lookup),
 * and the full path from raw strings (prepare both names, compare, classify). Time is the CPU time of this process,
 * so other jobs on the machine do not count against the engine. `--set holdout` runs on the held-out names.
 * Run: npx tsx bench/matching/speed.ts [--set dev|holdout]
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { comparePrepared, prepareName, scoreNamePair } from '@dnp/matching';
import type { LabelledPair } from './labelled-pair.js';

const holdout = process.argv.includes('--set') && process.argv.includes('holdout');
const file = join(
  dirname(fileURLToPath(import.meta.url)),
  'data',
  holdout ? 'holdout-pairs.jsonl' : 'labelled-pairs.jsonl',
);
const pairs = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as LabelledPair);

function cpuSeconds(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

/** Runs `step` over the pairs until `seconds` of CPU time have passed; returns operations per CPU second. */
function measure(seconds: number, step: (index: number) => void): number {
  let operations = 0;
  const started = process.cpuUsage();
  while (cpuSeconds(started) < seconds) {
    for (let i = 0; i < pairs.length; i++) step(i);
    operations += pairs.length;
  }
  return operations / cpuSeconds(started);
}

const prepared = pairs.map((pair) => [prepareName(pair.name1, pair.type), prepareName(pair.name2, pair.type)] as const);
let sink = 0;
measure(0.5, (i) => {
  const [a, b] = prepared[i] ?? [];
  if (a && b) sink += comparePrepared(a, b).score;
});
const scorer = measure(3, (i) => {
  const [a, b] = prepared[i] ?? [];
  if (a && b) sink += comparePrepared(a, b, false).score;
});
const explained = measure(3, (i) => {
  const [a, b] = prepared[i] ?? [];
  if (a && b) sink += comparePrepared(a, b).score;
});
const full = measure(3, (i) => {
  const pair = pairs[i];
  if (pair) sink += scoreNamePair(pair.name1, pair.name2, pair.type).score;
});
const preparePerSecond = measure(2, (i) => {
  const pair = pairs[i];
  if (pair) sink += prepareName(pair.name1, pair.type).tokens.length;
});

const fmt = (value: number): string => Math.round(value).toLocaleString('en-US');
console.log(`pairs: ${pairs.length} from ${file} (persons and entities, Latin and other scripts)`);
console.log(`scorer on prepared names, score only: ${fmt(scorer)} comparisons/s (one core)`);
console.log(`scorer on prepared names, with explanation: ${fmt(explained)} comparisons/s`);
console.log(`full path from raw strings: ${fmt(full)} comparisons/s`);
console.log(`prepareName: ${fmt(preparePerSecond)} names/s`);
// Printed so the work cannot be optimized away.
console.log(`checksum ${sink.toFixed(0)}`);
