import { matchConfig, type MatchConfig } from '@dnp/matching';
import { DEFAULT_POSTINGS_BUDGET, defaultScoringWorkers } from '@dnp/db';
import { isIP } from 'node:net';
import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The development sign-in's address (apps/idp), the issuer when OIDC_ISSUER is unset. */
export const DEV_ISSUER = 'http://localhost:3001';

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * Signature algorithms an access token may use: public-key ones only, so that the provider's
 * published key can never serve as an HMAC secret (algorithm confusion).
 */
const ASYMMETRIC_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
] as const;

/** Header `typ` values an access token may carry: `none` stands for a token without one. */
const TOKEN_TYPES = ['at+jwt', 'jwt', 'none'] as const;

/** Hosts that only this machine reaches: an issuer there is a development provider. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What Fastify's trustProxy (proxy-addr) accepts: an address, address/prefix, or a range name. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The environment, validated at start: a wrong value stops the process with a clear message. */
export const ApiConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** PostgreSQL server; when absent the embedded PGlite in PGLITE_DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    /**
     * The same database as the role that migrates it, when DATABASE_URL's role may not
     * (docs/audit.md: the API's role may only add to and read the audit log).
     */
    DATABASE_MIGRATION_URL: z.string().url().optional(),
    PGLITE_DATA_DIR: z.string().default('.data/pglite'),
    OIDC_ISSUER: z.string().url().default(DEV_ISSUER),
    OIDC_CLIENT_ID: z.string().min(1).default('dnp-portal'),
    OIDC_AUDIENCE: z.string().min(1).default('http://localhost:3000/api'),
    OIDC_SCOPE: z.string().min(1).default('openid profile email offline_access dnp.api'),
    /** JWKS location when the issuer's discovery document is not to be used. */
    OIDC_JWKS_URI: z.string().url().optional(),
    OIDC_TOKEN_ALGORITHMS: list
      .pipe(
        z
          .array(
            z.enum(ASYMMETRIC_ALGORITHMS, {
              error: (issue) =>
                `${String(issue.input)} is not accepted: list public-key algorithms only (${ASYMMETRIC_ALGORITHMS.join(', ')})`,
            }),
          )
          .min(1),
      )
      .default(['RS256', 'PS256', 'ES256', 'EdDSA']),
    /** RFC 9068's at+jwt by default; `JWT` and `none` only for providers that cannot mark access tokens (docs/authorization.md). */
    OIDC_TOKEN_TYPES: list
      .transform((items) => items.map((item) => item.toLowerCase().replace(/^application\//, '')))
      .pipe(
        z
          .array(
            z.enum(TOKEN_TYPES, {
              error: (issue) => `${String(issue.input)} is not a token type: list at+jwt, JWT or none`,
            }),
          )
          .min(1),
      )
      .default(['at+jwt']),
    IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(10).default(900),
    /** The absolute limit of one sign-in, whatever its activity (docs/authorization.md "Sessions"). */
    SESSION_MAX_SECONDS: z.coerce
      .number()
      .int()
      .min(300)
      .default(12 * 3600),
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
     * Record reads one user may make in any hour, and TIN reveals in any 24 hours (docs/authorization.md,
     * "Volume limits"): far above an analyst's day, far below what a script harvesting records reads.
     */
    RECORD_READS_PER_HOUR: z.coerce.number().int().min(1).default(300),
    TIN_REVEALS_PER_DAY: z.coerce.number().int().min(1).default(100),
    /**
     * Where uploaded agency files are kept until their run ends (docs/agency-files.md): several API
     * processes must share it (one volume), because any of them may run a file another received.
     */
    UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
    /**
     * Rows an agency file's run commits per step (docs/jobs.md): validation writes this many rows a
     * step and name matching takes this many parties a step. Unset: 50,000 and 20,000. Smaller steps
     * repeat less after a crash and cost a transaction each.
     */
    AGENCY_FILE_STEP_ROWS: z.coerce.number().int().min(1).optional(),
    /**
     * Worker threads that score the bulk matcher's and the delta matcher's candidate pairs
     * (docs/matching.md, "Scoring in worker threads"); 0 scores them on the job runner's own thread.
     */
    MATCH_SCORE_WORKERS: z.coerce.number().int().min(0).max(64).default(defaultScoringWorkers()),
    /**
     * How long a job's claim holds without its worker's heartbeat (docs/jobs.md): a job whose process
     * died is taken up by another, or by the same one restarted, after this.
     */
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /**
     * PostgreSQL: parallel workers a job step's statement may use (its max_parallel_workers_per_gather).
     * 0, the default, runs a step on one core, so the searches answered during a run keep the others
     * (docs/jobs.md, "Runs give way to requests"); a server with cores to spare may raise it.
     */
    JOB_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
    /**
     * PostgreSQL: the nice value of the API's job thread (docs/jobs.md, "Runs give way to requests"): 10
     * lets a request's thread take a core from a run at once, and still leaves the run about a tenth
     * of a core the requests keep busy, so a busy portal slows a run and never stops it.
     */
    JOB_THREAD_NICE: z.coerce.number().int().min(0).max(19).default(10),
    /** The largest agency file accepted, in bytes (512 MiB: a million fixed-width rows fit). */
    MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(512 * 1024 * 1024),
    /**
     * Where the rate limit counts (docs/authorization.md, "Rate limiting"): `database` shares one
     * count among every API process on the database; `memory` counts per process, at no cost.
     */
    RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
    /**
     * Proxies whose X-Forwarded-For is believed (addresses, CIDRs, or loopback, linklocal,
     * uniquelocal); none by default, so a client cannot forge the address the limit counts.
     */
    TRUSTED_PROXIES: list
      .pipe(
        z.array(
          z.string().refine(isProxyAddress, {
            error: (issue) =>
              `${String(issue.input)} is not an address, a CIDR or one of loopback, linklocal, uniquelocal`,
          }),
        ),
      )
      .default([]),
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
    // PGlite serves one process per data folder, whose memory already sees every request.
    RATE_LIMIT_STORE: config.RATE_LIMIT_STORE ?? (config.DATABASE_URL ? 'database' : 'memory'),
  }))
  .superRefine((config, ctx) => {
    if (config.IDLE_WARNING_SECONDS >= config.IDLE_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['IDLE_WARNING_SECONDS'],
        message: 'must be shorter than IDLE_TIMEOUT_SECONDS',
      });
    }
    if (config.NODE_ENV === 'production') refuseDevelopmentSettings(config, ctx);
    if (config.DATABASE_MIGRATION_URL && !config.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_MIGRATION_URL'],
        message: 'migrates the PostgreSQL database of DATABASE_URL, which is not set (PGlite migrates itself)',
      });
    }
    if (config.OIDC_TOKEN_TYPES.some((type) => type !== 'at+jwt') && config.OIDC_AUDIENCE === config.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_AUDIENCE'],
        message:
          "must differ from OIDC_CLIENT_ID when OIDC_TOKEN_TYPES accepts JWT or none: the audience is then what tells an access token from the web app's ID token",
      });
    }
  });
export type ApiConfig = z.infer<typeof ApiConfig>;

/**
 * Production refuses what only a development machine may run: a provider on this machine or over
 * plain http (tokens and sign-ins readable on the wire) and users with known passwords.
 */
function refuseDevelopmentSettings(
  config: { OIDC_ISSUER: string; SEED_DEV_DATA: boolean },
  ctx: z.RefinementCtx,
): void {
  const issuer = new URL(config.OIDC_ISSUER);
  if (isLoopbackHost(issuer.hostname)) {
    ctx.addIssue({
      code: 'custom',
      path: ['OIDC_ISSUER'],
      message: `${config.OIDC_ISSUER} is a development sign-in on this machine (${DEV_ISSUER} is the default when unset); with NODE_ENV=production set OIDC_ISSUER to your OpenID provider's https address`,
    });
  } else if (issuer.protocol !== 'https:') {
    ctx.addIssue({
      code: 'custom',
      path: ['OIDC_ISSUER'],
      message: `must be an https address with NODE_ENV=production (got ${config.OIDC_ISSUER})`,
    });
  }
  if (config.SEED_DEV_DATA) {
    ctx.addIssue({
      code: 'custom',
      path: ['SEED_DEV_DATA'],
      message: 'development users (known passwords) are never seeded with NODE_ENV=production; remove SEED_DEV_DATA',
    });
  }
}

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
