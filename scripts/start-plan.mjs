// What `npm start` runs, decided from the environment alone so that a test can check it.

/**
 * The development sign-in has users whose passwords are their names, and the demo data holds
 * planted people: neither belongs in production, which must name its own provider.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {import('./start-plan.d.mts').StartPlan}
 */
export function startPlan(env) {
  const production = env.NODE_ENV === 'production';
  if (production && !env.OIDC_ISSUER) {
    return {
      ok: false,
      error:
        'OIDC_ISSUER is required with NODE_ENV=production: set it to your OpenID provider (README, "With a real OpenID Connect provider"). The development sign-in never starts in production.',
    };
  }
  return {
    ok: true,
    startDevSignIn: !production && !env.OIDC_ISSUER,
    // The demo is loaded into the embedded database only, and never in production.
    loadDemoData: !production && !env.DATABASE_URL,
  };
}
