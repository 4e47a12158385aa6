import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PORTAL_URL } from '../support/stack.js';

const manifestPath = fileURLToPath(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url));

/** The part of a Vite build manifest entry this test reads. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  const parsed: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${manifestPath} is not a Vite manifest`);
  // Vite writes this file; its shape is Vite's ManifestChunk, checked field by field below.
  return parsed as Record<string, ManifestChunk>;
}

const areaModules = [
  'src/features/search/routes/search-page.tsx',
  'src/features/payments/routes/payments-page.tsx',
  'src/features/reporting/routes/reporting-page.tsx',
  'src/features/con-mon/routes/con-mon-page.tsx',
  'src/features/batch-match/routes/batch-match-page.tsx',
];

describe('the production build', () => {
  it('puts each of the five areas in a chunk of its own, loaded on demand by the entry', () => {
    const manifest = readManifest();
    const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
    expect(entry?.[1].file).toMatch(/^assets\/index-.*\.js$/);

    const areaFiles = areaModules.map((source) => {
      const chunk = manifest[source];
      expect(chunk, `${source} is in the manifest`).toBeDefined();
      expect(chunk?.isDynamicEntry).toBe(true);
      expect(entry?.[1].dynamicImports).toContain(source);
      return chunk?.file;
    });
    expect(new Set(areaFiles).size).toBe(areaModules.length);
    expect(areaFiles).not.toContain(entry?.[1].file);
  });

  it('keeps the manifest on disk: the portal does not serve it', async () => {
    const response = await fetch(`${PORTAL_URL}/.vite/manifest.json`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(404);
  });
});
