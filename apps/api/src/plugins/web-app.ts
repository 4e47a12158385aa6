import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same origin as the API. Paths that are not
 * files fall back to index.html so the browser router can answer them;
 * /api paths never do.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = resolve(distDir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    // Hashed assets may be cached for good; index.html must be revalidated.
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  app.addHook('onRoute', (route) => {
    if (route.url === '/*' || route.url.startsWith('/assets'))
      route.config = { ...route.config, policy: { access: 'public', why: 'static files of the web app' } };
  });
  return true;
}
