import { describe, expect, it } from 'vitest';
import { CallingThreadTurns } from './calling-thread-turns.js';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('calling thread turns', () => {
  it('lets what came in run once a turn of work is spent, and not before', async () => {
    const turns = new CallingThreadTurns();
    let answered = false;
    setImmediate(() => {
      answered = true;
    });
    await turns.pause();
    expect(answered).toBe(false);
    busyFor(15);
    await turns.pause();
    expect(answered).toBe(true);
  });
});
