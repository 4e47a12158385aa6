/**
 * Precision, recall, F1 and AUC of the matching engine on data/labelled-pairs.jsonl (or the JSON-lines file given
 * as first argument; --errors lists the misses), overall and per category, plus the recall of the blocking keys.
 * Run: npm run -w @dnp/bench matching:eval [file]
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultMatchConfig, prepareName, scoreNamePair, shareKey } from '@dnp/matching';
import type { LabelledPair } from './labelled-pair.js';
import { auc, bestThreshold, metricsAt } from './metrics.js';
import type { Scored } from './metrics.js';

const args = process.argv.slice(2);
const file =
  args.find((arg) => !arg.startsWith('--')) ??
  join(dirname(fileURLToPath(import.meta.url)), 'data', 'labelled-pairs.jsonl');
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

const retrieved = rows.filter((row) => row.score >= threshold);
const keyed = retrieved.filter((row) => row.keyShared).length;
console.log(
  `blocking keys: ${pct(keyed / retrieved.length)} of the ${retrieved.length} pairs at or above the threshold share a key`,
);
const misses = rows.filter((row) => row.score >= threshold !== (row.label === 1));
if (args.includes('--errors')) {
  for (const miss of misses)
    console.log(
      `${miss.label ? 'FN' : 'FP'} ${miss.score.toFixed(3)} ${miss.pair.category}: ${miss.pair.name1} | ${miss.pair.name2}`,
    );
}
