import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultScoringWorkers } from '@dnp/db';
import { loadApiConfig } from './config.js';

const production = { NODE_ENV: 'production', OIDC_ISSUER: 'https://login.agency.gov/oauth2/default' };

describe('configuration in production', () => {
  it('starts with an https issuer of a real provider and seeds nobody', () => {
    const config = loadApiConfig(production);
    expect(config.OIDC_ISSUER).toBe(production.OIDC_ISSUER);
    expect(config.SEED_DEV_DATA).toBe(false);
  });

  it('refuses the development issuer it would default to, naming OIDC_ISSUER', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production' })).toThrow(
      /OIDC_ISSUER: http:\/\/localhost:3001 is a development sign-in on this machine/,
    );
  });

  it.each(['https://localhost:8443', 'https://127.0.0.1', 'https://[::1]:3001', 'https://idp.localhost'])(
    'refuses an issuer on a loopback host (%s)',
    (issuer) => {
      expect(() => loadApiConfig({ ...production, OIDC_ISSUER: issuer })).toThrow(
        /OIDC_ISSUER: .* is a development sign-in/,
      );
    },
  );

  it('refuses an http issuer', () => {
    expect(() => loadApiConfig({ ...production, OIDC_ISSUER: 'http://login.agency.gov' })).toThrow(
      /OIDC_ISSUER: must be an https address with NODE_ENV=production/,
    );
  });

  it('refuses development seeding', () => {
    expect(() => loadApiConfig({ ...production, SEED_DEV_DATA: 'true' })).toThrow(
      /SEED_DEV_DATA: development users .* are never seeded with NODE_ENV=production/,
    );
  });

  it('lets development keep its local sign-in and seeding', () => {
    const config = loadApiConfig({});
    expect(config.OIDC_ISSUER).toBe('http://localhost:3001');
    expect(config.SEED_DEV_DATA).toBe(true);
  });
});

describe('access token checks', () => {
  it('accept RS256, PS256, ES256 and EdDSA tokens typed at+jwt by default', () => {
    const config = loadApiConfig({});
    expect(config.OIDC_TOKEN_ALGORITHMS).toEqual(['RS256', 'PS256', 'ES256', 'EdDSA']);
    expect(config.OIDC_TOKEN_TYPES).toEqual(['at+jwt']);
  });

  it.each(['HS256', 'none'])('refuse %s as a token algorithm', (algorithm) => {
    expect(() => loadApiConfig({ OIDC_TOKEN_ALGORITHMS: `RS256,${algorithm}` })).toThrow(
      new RegExp(`OIDC_TOKEN_ALGORITHMS.1: ${algorithm} is not accepted: list public-key algorithms only`),
    );
  });

  it('refuse a token type that is not an access token', () => {
    expect(() => loadApiConfig({ OIDC_TOKEN_TYPES: 'at+jwt,id+jwt' })).toThrow(
      /OIDC_TOKEN_TYPES.1: id\+jwt is not a token type/,
    );
  });

  it('refuse plain JWTs when the API audience is the web app client id (its ID tokens would pass)', () => {
    expect(() =>
      loadApiConfig({ OIDC_TOKEN_TYPES: 'at+jwt,JWT', OIDC_AUDIENCE: 'dnp-portal', OIDC_CLIENT_ID: 'dnp-portal' }),
    ).toThrow(/OIDC_AUDIENCE: must differ from OIDC_CLIENT_ID when OIDC_TOKEN_TYPES accepts JWT or none/);
  });
});

describe('rate limit settings', () => {
  it('trust no proxy by default, in production too', () => {
    expect(loadApiConfig(production).TRUSTED_PROXIES).toEqual([]);
  });

  it('read trusted proxies as addresses, CIDRs and range names', () => {
    expect(loadApiConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,fd00::/8, loopback' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['proxy.agency.gov', '10.0.0.0/33', '10.0.0.1/8/2', '*'])('refuse %s as a trusted proxy', (value) => {
    expect(() => loadApiConfig({ TRUSTED_PROXIES: `10.0.0.1,${value}` })).toThrow(
      /TRUSTED_PROXIES.1: .* is not an address, a CIDR or one of loopback, linklocal, uniquelocal/,
    );
  });

  it('count in the database when it is a server, in memory with PGlite, unless told', () => {
    expect(loadApiConfig({}).RATE_LIMIT_STORE).toBe('memory');
    expect(loadApiConfig({ DATABASE_URL: 'postgres://db.example/dnp' }).RATE_LIMIT_STORE).toBe('database');
    expect(
      loadApiConfig({ DATABASE_URL: 'postgres://db.example/dnp', RATE_LIMIT_STORE: 'memory' }).RATE_LIMIT_STORE,
    ).toBe('memory');
  });
});

describe('scoring workers', () => {
  it('score in one worker per core but one, none on two cores or fewer; 0 keeps scoring on the main thread', () => {
    expect(loadApiConfig({}).MATCH_SCORE_WORKERS).toBe(availableParallelism() > 2 ? availableParallelism() - 1 : 0);
    expect(defaultScoringWorkers(2)).toBe(0);
    expect(defaultScoringWorkers(8)).toBe(7);
    expect(loadApiConfig({ MATCH_SCORE_WORKERS: '0' }).MATCH_SCORE_WORKERS).toBe(0);
    expect(() => loadApiConfig({ MATCH_SCORE_WORKERS: '-1' })).toThrow(/MATCH_SCORE_WORKERS: .*>=0/);
  });
});

describe('database roles', () => {
  it('migrates with DATABASE_MIGRATION_URL, which needs DATABASE_URL', () => {
    const config = loadApiConfig({
      DATABASE_URL: 'postgres://dnp_api@db.example/dnp',
      DATABASE_MIGRATION_URL: 'postgres://dnp_owner@db.example/dnp',
    });
    expect(config.DATABASE_MIGRATION_URL).toBe('postgres://dnp_owner@db.example/dnp');
    expect(() => loadApiConfig({ DATABASE_MIGRATION_URL: 'postgres://dnp_owner@db.example/dnp' })).toThrow(
      /DATABASE_MIGRATION_URL: migrates the PostgreSQL database of DATABASE_URL, which is not set/,
    );
  });
});
