import { matchConfig, type MatchConfig } from '@dnp/matching';
import { DEFAULT_POSTINGS_BUDGET } from '@dnp/db';
import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The environment, validated at start: a wrong value stops the process with a clear message. */
export const ApiConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** PostgreSQL server; when absent the embedded PGlite in PGLITE_DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    PGLITE_DATA_DIR: z.string().default('.data/pglite'),
    OIDC_ISSUER: z.string().url().default('http://localhost:3001'),
    OIDC_CLIENT_ID: z.string().min(1).default('dnp-portal'),
    OIDC_AUDIENCE: z.string().min(1).default('http://localhost:3000/api'),
    OIDC_SCOPE: z.string().min(1).default('openid profile email offline_access dnp.api'),
    /** JWKS location when the issuer's discovery document is not to be used. */
    OIDC_JWKS_URI: z.string().url().optional(),
    IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(10).default(900),
    IDLE_WARNING_SECONDS: z.coerce.number().int().min(5).default(120),
    TOKEN_RENEW_SECONDS: z.coerce.number().int().min(5).default(60),
    /** Results per datasource when the client does not say page[size]. */
    SEARCH_PAGE_SIZE: z.coerce.number().int().min(1).max(500).default(50),
    /** The minimum match score of a name search result (the POSSIBLE threshold). */
    MATCH_POSSIBLE_THRESHOLD: z.coerce.number().min(0.5).max(1).optional(),
    /**
     * Name-index postings a name search reads at most (docs/data-storage.md, "Name search"): more
     * finds more spelling variants of very common names, at a few milliseconds per 10,000.
     */
    SEARCH_POSTINGS_BUDGET: z.coerce.number().int().min(100).max(1_000_000).default(DEFAULT_POSTINGS_BUDGET),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    /**
     * Seconds a user's stored access (account, functions, groups, grants) serves their requests
     * before it is read again: the longest a revoked access still works (docs/authorization.md).
     */
    ACCESS_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    /** Seed the development directory (users, groups, grants) keyed to OIDC_ISSUER. */
    SEED_DEV_DATA: flag.optional(),
    /** Folder of the built web app, served from the same origin. */
    WEB_DIST_DIR: z.string().default('apps/web/dist'),
  })
  .transform((config) => ({
    ...config,
    SEED_DEV_DATA: config.SEED_DEV_DATA ?? config.NODE_ENV !== 'production',
  }))
  .superRefine((config, ctx) => {
    if (config.IDLE_WARNING_SECONDS >= config.IDLE_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['IDLE_WARNING_SECONDS'],
        message: 'must be shorter than IDLE_TIMEOUT_SECONDS',
      });
    }
    if (config.NODE_ENV === 'production' && config.SEED_DEV_DATA) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEV_DATA'],
        message: 'development users are never seeded in production',
      });
    }
  });
export type ApiConfig = z.infer<typeof ApiConfig>;

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = ApiConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The matching engine's defaults, with the thresholds this installation overrides. */
export function matchConfigFrom(config: ApiConfig): MatchConfig {
  return matchConfig(
    config.MATCH_POSSIBLE_THRESHOLD === undefined ? {} : { possibleThreshold: config.MATCH_POSSIBLE_THRESHOLD },
  );
}
