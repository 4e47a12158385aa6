import type { FastifyInstance } from 'fastify';

/**
 * Answers of signed-in API routes carry personal data (names, TINs, who searched what): no browser
 * or proxy cache may keep them, errors included. A route may not relax this; an answer that is
 * fit to cache belongs on a public route. The web app revalidates announcements itself
 * (If-Modified-Since from the Last-Modified it kept), so no-store costs it nothing.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.policy?.access === 'public') return;
    reply.header('cache-control', 'no-store');
  });
}
