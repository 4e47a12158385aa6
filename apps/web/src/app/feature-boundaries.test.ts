import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's own lint configuration, run as `npm run lint` runs it: a
 * feature importing another must fail the lint step, by whatever path it takes.
 */
// A string, not a URL object: under jsdom `URL` is jsdom's, which node:url does not take.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });
const rule = 'feature-boundaries/no-cross-feature-imports';

async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule || message.fatal);
}

const searchFile = 'apps/web/src/features/search/components/x.ts';

// Linting through the whole configuration (typescript-eslint included) takes a few seconds cold.
describe('one feature importing another', { timeout: 30_000 }, () => {
  it.each([
    ['a relative path', "import { x } from '../../batch-match/api/x';"],
    ['a relative path through the features folder', "import { x } from '../../../features/payments/x';"],
    ['the @/ alias', "import { x } from '@/features/reporting/routes/page';"],
    ['a root-relative path', "import { x } from '/src/features/con-mon/x';"],
    ['a type-only import', "import type { X } from '../../batch-match/model/x';"],
    ['a re-export', "export { x } from '../../batch-match/api/x';"],
    ['a dynamic import', "export const load = () => import('../../batch-match/routes/page');"],
  ])('is an error through %s', async (_how, code) => {
    const found = await problems(code, searchFile);
    expect(found.map((message) => message.message)).toEqual([
      expect.stringMatching(/^The search feature imports the (batch-match|payments|reporting|con-mon) feature/),
    ]);
  });

  it('names the line of the import', async () => {
    const [found] = await problems("const a = 1;\nimport { x } from '../../batch-match/api/x';\n", searchFile);
    expect(found).toMatchObject({ line: 2, severity: 2 });
  });
});

describe('imports that stay allowed', { timeout: 30_000 }, () => {
  it.each([
    ['the same feature', "import { x } from '../model/x';"],
    ['the same feature through its folder', "import { x } from '../../search/model/x';"],
    ['the shared lib', "import { x } from '../../../lib/http/http-client';"],
    ['a package', "import { z } from 'zod';"],
  ])('%s', async (_how, code) => {
    expect(await problems(code, searchFile)).toEqual([]);
  });

  it('the app composing features', async () => {
    const code = "export const load = () => import('../features/search/routes/search-page');";
    expect(await problems(code, 'apps/web/src/app/routes.tsx')).toEqual([]);
  });
});
