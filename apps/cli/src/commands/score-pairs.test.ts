import { describe, expect, it } from 'vitest';
import { scorePairs } from './score-pairs.js';

async function* linesOf(lines: string[]): AsyncGenerator<string> {
  for (const line of lines) yield line;
}

async function runPairs(lines: string[]): Promise<Array<Record<string, unknown>>> {
  const out: string[] = [];
  await scorePairs(linesOf(lines), async (line) => {
    out.push(line);
  });
  return out.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('score-pairs command', () => {
  it('writes one score with its explanation per input line, inferring the type when absent', async () => {
    const [person, entity] = await runPairs([
      '{"name1": "JOHN SMITH", "name2": "SMITH, JON", "type": "person"}',
      '{"name1": "ACME SUPPLY INC", "name2": "ACME SERVICES INC"}',
    ]);
    expect(person).toMatchObject({ score: 0.96, match: true, level: 'POSSIBLE' });
    expect(person?.explanation).toEqual(
      expect.arrayContaining([expect.objectContaining({ text: 'Last name SMITH agrees exactly' })]),
    );
    expect(entity).toMatchObject({ match: false, level: null });
    expect(entity?.explanation).toEqual(
      expect.arrayContaining([expect.objectContaining({ text: 'Legal form INC agrees exactly' })]),
    );
  });

  it('reports a bad line by number and goes on', async () => {
    const out = await runPairs([
      'not json',
      '',
      '{"name1": "A B"}',
      '{"name1": "A", "name2": "B", "type": "robot"}',
      '{"name1": "JOHN SMITH", "name2": "JOHN SMITH"}',
    ]);
    expect(out).toEqual([
      { error: 'line 1: not valid JSON' },
      { error: 'line 3: name2 must be a non-empty string' },
      { error: 'line 4: type must be "person" or "entity" when present' },
      expect.objectContaining({ score: 1 }),
    ]);
  });
});
