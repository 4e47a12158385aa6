import { scoreNamePair } from '@dnp/matching';
import type { MatchResult, PartyKind } from '@dnp/matching';

const USAGE = 'usage: score <name1> <name2> [--type person|entity]';

export interface ScoreArgs {
  name1: string;
  name2: string;
  kind: PartyKind;
}

/** Parses `<name1> <name2> [--type person|entity]`; returns an error message when the arguments are wrong. */
export function parseScoreArgs(args: readonly string[]): ScoreArgs | string {
  const names: string[] = [];
  let kind: PartyKind = 'unknown';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--type' || arg.startsWith('--type=')) {
      const value = arg === '--type' ? args[++i] : arg.slice('--type='.length);
      if (value !== 'person' && value !== 'entity') return `--type must be person or entity\n${USAGE}`;
      kind = value;
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}\n${USAGE}`;
    } else {
      names.push(arg);
    }
  }
  const [name1, name2] = names;
  if (names.length !== 2 || name1 === undefined || name2 === undefined) return USAGE;
  return { name1, name2, kind };
}

function signed(value: number): string {
  return `${value >= 0 ? '+' : '-'}${Math.abs(value).toFixed(3)}`;
}

/** The human-readable report: score, match level, then one line per feature. */
export function formatResult(result: MatchResult): string {
  const level = result.classification
    ? `${result.classification.level} (${result.classification.matchTypePortalDisplayText})`
    : 'no match';
  const lines = [`Score ${result.score.toFixed(3)}: ${level}`];
  for (const feature of result.features) lines.push(`  ${signed(feature.contribution)}  ${feature.text}`);
  return lines.join('\n');
}

/** `score <name1> <name2> [--type person|entity]`: prints the score and its explanation. */
export async function run(args: string[]): Promise<number> {
  const parsed = parseScoreArgs(args);
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed}\n`);
    return 2;
  }
  process.stdout.write(`${formatResult(scoreNamePair(parsed.name1, parsed.name2, parsed.kind))}\n`);
  return 0;
}
