import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { API_OLD_SPACE_MIB, withApiHeap } from '../../../scripts/api-heap.mjs';

/** The heap limit, in MiB, of a Node process started with this environment, as the API process is. */
function heapLimitMiB(env: Record<string, string | undefined>): number {
  const script = 'console.log(require("node:v8").getHeapStatistics().heap_size_limit)';
  const result = spawnSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });
  expect(result.status).toBe(0);
  return Number(result.stdout) / 1024 / 1024;
}

describe('the API process’s heap bound', () => {
  it('bounds the old space of a process started with the API’s environment', () => {
    const limit = heapLimitMiB(withApiHeap({ PATH: process.env.PATH }));
    // The limit counts the young generation's spaces too: a few tens of MiB over the old space.
    expect(limit).toBeGreaterThanOrEqual(API_OLD_SPACE_MIB);
    expect(limit).toBeLessThan(API_OLD_SPACE_MIB + 128);
  });

  it('keeps the other NODE_OPTIONS, and an operator’s own bound', () => {
    expect(withApiHeap({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe(
      `--enable-source-maps --max-old-space-size=${API_OLD_SPACE_MIB}`,
    );
    const operator = withApiHeap({ PATH: process.env.PATH, NODE_OPTIONS: '--max-old-space-size=3072' });
    expect(operator.NODE_OPTIONS).toBe('--max-old-space-size=3072');
    expect(heapLimitMiB(operator)).toBeGreaterThanOrEqual(3072);
  });
});
