/**
 * Precision, recall, F1 and AUC of the matching engine on a labelled set, overall and per category, the recall of
 * the blocking keys, and the 30 worst false positives and false negatives. `--set dev` (default) reads
 * data/labelled-pairs.jsonl, the set written with the engine; `--set holdout` reads data/holdout-pairs.jsonl, the
 * independent one; a path reads any JSON-lines file of the same shape. `--errors` lists every miss.
 * Run: npx tsx bench/matching/eval.ts [--set dev|holdout] [file] [--errors]
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultMatchConfig, prepareName, scoreNamePair, shareKey } from '@dnp/matching';
import type { LabelledPair } from './labelled-pair.js';
import { auc, bestThreshold, calibrationBands, metricsAt } from './metrics.js';
import type { Scored } from './metrics.js';

const sets: Readonly<Record<string, string>> = { dev: 'labelled-pairs.jsonl', holdout: 'holdout-pairs.jsonl' };
const args = process.argv.slice(2);
const setIndex = args.indexOf('--set');
const setName = setIndex >= 0 ? (args[setIndex + 1] ?? '') : 'dev';
const setFile = sets[setName];
if (setFile === undefined) {
  console.error(`unknown set "${setName}"; use one of ${Object.keys(sets).join(', ')}`);
  process.exit(2);
}
const file =
  args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--set') ??
  join(dirname(fileURLToPath(import.meta.url)), 'data', setFile);
const pairs = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as LabelledPair);

interface Row extends Scored {
  pair: LabelledPair;
  keyShared: boolean;
}

const rows: Row[] = pairs.map((pair) => {
  const kind = pair.type ?? 'unknown';
  const result = scoreNamePair(pair.name1, pair.name2, kind);
  const keyShared = shareKey(prepareName(pair.name1, kind), prepareName(pair.name2, kind));
  return { score: result.score, label: pair.label, pair, keyShared };
});

const threshold = defaultMatchConfig.possibleThreshold;
const pct = (value: number): string => `${(value * 100).toFixed(1)}%`;

function line(name: string, items: readonly Row[]): string {
  const at = metricsAt(items, threshold);
  const best = bestThreshold(items);
  const area = auc(items);
  const positives = items.filter((item) => item.label === 1).length;
  const hasBoth = positives > 0 && positives < items.length;
  const correct = items.filter((item) => item.score >= threshold === (item.label === 1)).length;
  const cells = [
    name.padEnd(36),
    String(items.length).padStart(4),
    `${String(positives).padStart(4)}`,
    `acc ${pct(correct / items.length).padStart(6)}`,
  ];
  if (hasBoth) {
    cells.push(`P ${pct(at.precision)}  R ${pct(at.recall)}  F1 ${pct(at.f1)}`);
    cells.push(
      `best F1 ${pct(best.f1)} @ ${best.threshold.toFixed(3)}`,
      `AUC ${area === null ? '-' : area.toFixed(3)}`,
    );
  }
  return cells.join('  ');
}

console.log(`labelled pairs: ${rows.length} from ${file}; POSSIBLE threshold ${threshold}`);
console.log(`${'category'.padEnd(36)}  ${'n'.padStart(4)}  ${'pos'.padStart(4)}`);
console.log(line('ALL', rows));
const categories = [...new Set(rows.map((row) => row.pair.category))].sort();
for (const category of categories)
  console.log(
    line(
      category,
      rows.filter((row) => row.pair.category === category),
    ),
  );

console.log('\ncalibration: share of true matches among pairs scored in each band');
for (const band of calibrationBands(rows)) {
  const share = band.count === 0 ? '-' : pct(band.matches / band.count);
  console.log(`  ${band.from.toFixed(2)}–${band.to.toFixed(2)}  n ${String(band.count).padStart(4)}  matches ${share}`);
}

const retrieved = rows.filter((row) => row.score >= threshold);
const keyed = retrieved.filter((row) => row.keyShared).length;
console.log(
  `blocking keys: ${pct(keyed / retrieved.length)} of the ${retrieved.length} pairs at or above the threshold share a key`,
);
const misses = rows.filter((row) => row.score >= threshold !== (row.label === 1));
const describe = (row: Row): string =>
  `${row.label ? 'FN' : 'FP'} ${row.score.toFixed(3)} ${row.pair.category}: ${row.pair.name1} | ${row.pair.name2}`;
const worstFalsePositives = misses.filter((row) => row.label === 0).sort((x, y) => y.score - x.score);
const worstFalseNegatives = misses.filter((row) => row.label === 1).sort((x, y) => x.score - y.score);
console.log(`\n${worstFalsePositives.length} false positives; the 30 highest scored:`);
for (const row of worstFalsePositives.slice(0, 30)) console.log(describe(row));
console.log(`\n${worstFalseNegatives.length} false negatives; the 30 lowest scored:`);
for (const row of worstFalseNegatives.slice(0, 30)) console.log(describe(row));
if (args.includes('--errors')) {
  console.log('\nall misses:');
  for (const miss of misses) console.log(describe(miss));
}
