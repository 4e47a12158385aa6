import { createInterface } from 'node:readline';
import { scoreNamePair } from '@dnp/matching';
import type { PartyKind } from '@dnp/matching';

type PairInput = { name1: string; name2: string; kind: PartyKind };

function parsePair(line: string): PairInput | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'not valid JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected a JSON object';
  const { name1, name2, type } = value as Record<string, unknown>;
  if (typeof name1 !== 'string' || name1.trim() === '') return 'name1 must be a non-empty string';
  if (typeof name2 !== 'string' || name2.trim() === '') return 'name2 must be a non-empty string';
  if (type !== undefined && type !== null && type !== 'person' && type !== 'entity') {
    return 'type must be "person" or "entity" when present';
  }
  return { name1, name2, kind: type === 'person' || type === 'entity' ? type : 'unknown' };
}

/** The output line for one input line: a score with its explanation, or an error naming the line. */
export function scoreLine(line: string, lineNumber: number): string {
  const pair = parsePair(line);
  if (typeof pair === 'string') return JSON.stringify({ error: `line ${lineNumber}: ${pair}` });
  const result = scoreNamePair(pair.name1, pair.name2, pair.kind);
  return JSON.stringify({
    score: result.score,
    match: result.classification !== null,
    level: result.classification?.level ?? null,
    explanation: result.features,
  });
}

/** Streams JSON lines in to JSON lines out, one for one; blank lines are skipped but still counted. */
export async function scorePairs(lines: AsyncIterable<string>, write: (line: string) => Promise<void>): Promise<void> {
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    await write(scoreLine(line, lineNumber));
  }
}

function writeStdout(line: string): Promise<void> {
  // Waits for the pipe to drain, so a large input never piles up in memory.
  return new Promise((resolve) => {
    if (process.stdout.write(`${line}\n`)) resolve();
    else process.stdout.once('drain', resolve);
  });
}

/** `score-pairs`: reads {"name1","name2","type"?} lines on stdin, writes {"score","explanation"} lines. */
export async function run(args: string[]): Promise<number> {
  if (args.length > 0) {
    process.stderr.write('usage: score-pairs < pairs.jsonl > scores.jsonl\n');
    return 2;
  }
  const input = createInterface({ input: process.stdin, crlfDelay: Infinity });
  await scorePairs(input, writeStdout);
  return 0;
}
