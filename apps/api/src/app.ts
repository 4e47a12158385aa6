import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from './app-deps.js';
import { registerAuthorization, type RegisteredRoute } from './plugins/authorization.js';
import { registerClientTimezone } from './plugins/client-timezone.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerNoStore } from './plugins/no-store.js';
import { openApiTransform } from './plugins/openapi-multipart.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerWebApp } from './plugins/web-app.js';
import { agencyFileRoutes } from './routes/agency-files.js';
import { auditRoutes } from './routes/audit.js';
import { batchMatchRoutes } from './routes/batch-match.js';
import { conMonRoutes } from './routes/con-mon.js';
import { reportRoutes } from './routes/reports.js';
import { datasourceRoutes } from './routes/datasources.js';
import { noticeRoutes } from './routes/notices.js';
import { paymentRoutes } from './routes/payments.js';
import { searchRoutes } from './routes/search.js';
import { sessionRoutes } from './routes/session.js';
import { systemRoutes } from './routes/system.js';
import type { ZodApp } from './routes/types.js';
import { userRoutes } from './routes/users.js';

/** Log fields that may hold credentials or identifiers: never written (pino redaction). */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.tin',
  '*.ssn',
  '*.agencyTin',
  '*.password',
];

export interface BuiltApp {
  app: ZodApp;
  routes: RegisteredRoute[];
}

/** Plugins first, then routes (STYLE.md): everything the portal serves on one origin. */
export async function buildApp(deps: AppDeps, options: { logger?: boolean } = {}): Promise<BuiltApp> {
  const production = deps.config.NODE_ENV === 'production';
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            redact: { paths: redactPaths, censor: '[redacted]' },
            serializers: {
              // The query string may carry search input: log the path only.
              req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0], id: req.id }),
            },
          },
    // Always ours: audit rows take it as their transaction id, so a client must not choose it. A
    // client's own x-request-id is kept beside it in the audit rows (domain/audit.ts connectionOf).
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    // Only the configured proxies' X-Forwarded-For is believed: anyone else could forge an address.
    trustProxy: deps.config.TRUSTED_PROXIES.length > 0 ? deps.config.TRUSTED_PROXIES : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before authentication, so bad tokens and denials are counted too (plugins/rate-limit.ts).
  await registerRateLimit(app, {
    perMinute: deps.config.RATE_LIMIT_PER_MINUTE,
    store: deps.config.RATE_LIMIT_STORE,
    db: deps.handle.db,
  });
  // First, so its hooks reach every route, including those of plugins registered below.
  const routes = registerAuthorization(app, {
    db: deps.handle.db,
    verifier: deps.verifier,
    readAccessRows: deps.readAccessRows,
    sessions: deps.sessions,
    now: () => deps.now(),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A response's 'close' comes once whether it was sent whole or its client went away.
  app.addHook('onRequest', async (_request, reply) => {
    deps.requests.begin();
    reply.raw.once('close', () => deps.requests.end());
  });
  registerNoStore(app);

  const issuerOrigin = new URL(deps.config.OIDC_ISSUER).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", issuerOrigin],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'", issuerOrigin],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    strictTransportSecurity: production,
  });
  // One byte over our own limit, so the intake sees an oversized file and refuses it by name (413).
  await app.register(multipart, { limits: { fileSize: deps.config.MAX_UPLOAD_BYTES + 1, files: 1 } });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Do Not Pay API',
        version: '1',
        description:
          'Payment-integrity portal API. Every route but health, config and docs needs a bearer access token.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  const docsPolicy = { policy: { access: 'public' as const, why: 'the API documentation is public' } };
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = Object.assign(route.config ?? {}, docsPolicy);
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: docsPolicy, schema: { hide: true } }, async () => app.swagger());

  const webIndexHtml = await registerWebApp(app, deps.config.WEB_DIST_DIR);
  registerErrorHandler(app, { production, db: deps.handle.db, webIndexHtml });
  registerClientTimezone(app);

  systemRoutes(app, deps);
  userRoutes(app, deps);
  datasourceRoutes(app, deps);
  sessionRoutes(app, deps);
  noticeRoutes(app, deps);
  searchRoutes(app, deps);
  auditRoutes(app, deps);
  batchMatchRoutes(app, deps);
  paymentRoutes(app, deps);
  agencyFileRoutes(app, deps, { area: 'batchMatch', prefix: '/api/v1/batch-match', tag: 'batch-match' });
  agencyFileRoutes(app, deps, { area: 'payment', prefix: '/api/v1/payments', tag: 'payments' });
  conMonRoutes(app, deps);
  reportRoutes(app, deps);
  agencyFileRoutes(app, deps, { area: 'conMon', prefix: '/api/v1/con-mon', tag: 'con-mon' });

  return { app, routes };
}
