import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same origin as the API and returns its
 * index.html, which the not-found handler sends for any other page path so the
 * browser router can answer it. Returns undefined when the app is not built.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<string | undefined> {
  const root = resolve(distDir);
  const indexPath = resolve(root, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  await app.register(async (scope) => {
    // Inside this scope every route is a static file: all public.
    scope.addHook('onRoute', (route) => {
      route.config = Object.assign(route.config ?? {}, { policy: { access: 'public', why: 'files of the web app' } });
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      // Hashed assets may be cached for good; index.html must be revalidated.
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
  });
  return readFileSync(indexPath, 'utf8');
}
