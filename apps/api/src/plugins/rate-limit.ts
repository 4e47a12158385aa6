import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '@dnp/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseRateLimitStore, deleteEndedWindows } from './rate-limit-store.js';

export interface RateLimitOptions {
  perMinute: number;
  /** `database` shares one count among every process on the database (docs/authorization.md). */
  store: 'memory' | 'database';
  db: Database;
}

const WINDOW_MS = 60_000;

/**
 * The address a request is counted under. A request whose client already went away has no
 * address; it must not fail the limiter. An IPv6 client holds a whole /64: counted once.
 */
export function clientKey(request: Pick<FastifyRequest, 'ip'>): string {
  // The declared type says string, but Fastify reads it from a socket that may be gone.
  const ip = request.ip as string | undefined;
  return ip ? normalizeIP(ip) : 'unknown';
}

/**
 * Counts every request per client address before anything else looks at it. The plugin's own
 * `hook` option only picks which route-level hook it joins, and route-level hooks run after the
 * application's, that is after authentication: a bad token or a denial would never be counted,
 * and each denial writes an audit row. So the plugin adds no route hooks (`global: false`) and
 * its check is the application's first onRequest hook: call this before registerAuthorization.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const shared = options.store === 'database';
  await app.register(rateLimit, {
    global: false,
    max: options.perMinute,
    timeWindow: WINDOW_MS,
    ...(shared ? { store: databaseRateLimitStore(options.db, app.log) } : {}),
    keyGenerator: clientKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests: at most ${context.max} a minute. Try again in ${context.after}.`,
    }),
  });
  app.addHook('onRequest', app.rateLimit());
  if (shared) {
    const sweep = setInterval(() => {
      deleteEndedWindows(options.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'clearing ended rate-limit windows failed'),
      );
    }, WINDOW_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
}
