import { z } from 'zod';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1']);

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

export const IdpConfig = z
  .object({
    /** Read only to refuse production: this provider's users have known passwords. */
    NODE_ENV: z.string().optional(),
    IDP_HOST: z.string().default('127.0.0.1'),
    IDP_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    IDP_ISSUER: z.string().url().default('http://localhost:3001'),
    IDP_CLIENT_ID: z.string().min(1).default('dnp-portal'),
    IDP_REDIRECT_URIS: list.default(['http://localhost:3000/', 'http://localhost:5173/']),
    /** The API's audience: access tokens are JWTs issued for this resource. */
    IDP_AUDIENCE: z.string().min(1).default('http://localhost:3000/api'),
    IDP_API_SCOPE: z.string().min(1).default('dnp.api'),
    IDP_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(300),
    /** The sign-in session, and every token bound to it: the portal API's SESSION_MAX_SECONDS by default. */
    IDP_SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(12 * 3600),
    IDP_KEYS_FILE: z.string().default('.data/idp-keys.json'),
    /** A development provider with known passwords must never face a network. */
    IDP_ALLOW_NON_LOOPBACK: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['NODE_ENV'],
        message:
          'the development sign-in (known passwords) never runs with NODE_ENV=production; configure OIDC_ISSUER for your OpenID provider instead',
      });
    }
    if (!config.IDP_ALLOW_NON_LOOPBACK && !loopbackHosts.has(config.IDP_HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['IDP_HOST'],
        message: `the development sign-in listens on loopback only (got ${config.IDP_HOST}); set IDP_ALLOW_NON_LOOPBACK=true to override`,
      });
    }
  });
export type IdpConfig = z.infer<typeof IdpConfig>;

export function loadIdpConfig(env: NodeJS.ProcessEnv = process.env): IdpConfig {
  const parsed = IdpConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid development sign-in configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
