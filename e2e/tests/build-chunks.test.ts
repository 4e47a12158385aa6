import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { suitePortalUrl } from '../support/stack.js';

const manifestPath = fileURLToPath(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url));

/** The part of a Vite build manifest entry this test reads. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
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

  it('keeps the chart library out of the shell: only the areas that draw charts load it', () => {
    const manifest = readManifest();
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('the manifest has no entry');
    const distDir = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
    // recharts names its drawing's class in its code; no other library does.
    const drawsCharts = (key: string) =>
      readFileSync(`${distDir}${manifest[key]?.file ?? ''}`, 'utf8').includes('recharts-surface');
    const loadedWith = (key: string, seen = new Set<string>()): Set<string> => {
      for (const imported of manifest[key]?.imports ?? []) {
        if (!seen.has(imported)) loadedWith(imported, seen.add(imported));
      }
      return seen;
    };
    expect([entry, ...loadedWith(entry)].filter(drawsCharts)).toEqual([]);
    const conMon = 'src/features/con-mon/routes/con-mon-page.tsx';
    expect([...loadedWith(conMon)].some(drawsCharts)).toBe(true);
  });

  it('keeps the manifest on disk: the portal does not serve it', async () => {
    const response = await fetch(`${suitePortalUrl()}/.vite/manifest.json`, {
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(404);
  });
});
