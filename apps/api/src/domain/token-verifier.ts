import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { DomainError } from './domain-error.js';

export interface VerifiedToken {
  issuer: string;
  subject: string;
  expiresAt: number;
  /** The provider's session id (`sid`), which names one sign-in (docs/authorization.md "Sessions"). */
  sessionId?: string;
  /** When the person signed in (`auth_time`, seconds since the epoch). */
  authTime?: number;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

const unauthenticated = (detail: string) => new DomainError('UNAUTHENTICATED', detail);

/** What an access token must be besides signed by the issuer's key (the API's configuration). */
export interface TokenChecks {
  issuer: string;
  audience: string;
  /** The web app's client id: the audience of its ID tokens. */
  clientId: string;
  algorithms: readonly string[];
  /** Accepted header `typ` values, lower case; `none` accepts a token without one. */
  types: readonly string[];
}

export function tokenChecksOf(config: {
  OIDC_ISSUER: string;
  OIDC_AUDIENCE: string;
  OIDC_CLIENT_ID: string;
  OIDC_TOKEN_ALGORITHMS: readonly string[];
  OIDC_TOKEN_TYPES: readonly string[];
}): TokenChecks {
  return {
    issuer: config.OIDC_ISSUER,
    audience: config.OIDC_AUDIENCE,
    clientId: config.OIDC_CLIENT_ID,
    algorithms: config.OIDC_TOKEN_ALGORITHMS,
    types: config.OIDC_TOKEN_TYPES,
  };
}

/** RFC 9068 compares media types without the "application/" prefix and case. */
function tokenType(typ: unknown): string {
  return typeof typ === 'string' ? typ.toLowerCase().replace(/^application\//, '') : 'none';
}

/**
 * An ID token is signed by the same provider with the same keys: only its type, or where the
 * provider marks neither, its audience (the web app, not the API) tells it from an access token.
 */
function refuseOtherTokenTypes(typ: unknown, payload: JWTPayload, checks: TokenChecks): void {
  const type = tokenType(typ);
  if (!checks.types.includes(type)) {
    throw unauthenticated(
      `The token is not an access token: its type is ${type === 'none' ? 'not set' : `"${String(typ)}"`}, and this portal accepts ${checks.types.join(', ')}. An ID token cannot be used as an access token.`,
    );
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (type !== 'at+jwt' && audiences.includes(checks.clientId)) {
    throw unauthenticated(
      'The token is not an access token: it is addressed to the web app (an ID token). Send the access token.',
    );
  }
}

function algorithmOf(token: string): string {
  try {
    return String(decodeProtectedHeader(token).alg);
  } catch {
    return 'an unknown algorithm';
  }
}

/** Says in plain words why a token was refused; the token itself is never echoed. */
function explain(error: unknown, token: string, checks: TokenChecks): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof joseErrors.JOSEAlgNotAllowed) {
    return unauthenticated(
      `The access token is signed with ${algorithmOf(token)}, which this portal does not accept (it accepts ${checks.algorithms.join(', ')}).`,
    );
  }
  if (error instanceof joseErrors.JWTExpired) return unauthenticated('The access token has expired. Sign in again.');
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return unauthenticated('The access token was not issued for this portal (audience).');
    if (error.claim === 'iss')
      return unauthenticated('The access token was not issued by the configured sign-in provider.');
    if (error.claim === 'nbf') return unauthenticated('The access token is not valid yet.');
    return unauthenticated(`The access token is not valid (${error.claim}).`);
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) {
    return unauthenticated('The access token signature could not be verified.');
  }
  if (error instanceof joseErrors.JOSEError) return unauthenticated('The access token is malformed.');
  throw error;
}

/** Verifies algorithm, signature, issuer, audience, expiry and token type with jose against a key set. */
export function createTokenVerifier(options: TokenChecks & { keys: JWTVerifyGetKey }): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload, protectedHeader } = await jwtVerify(token, options.keys, {
          algorithms: [...options.algorithms],
          issuer: options.issuer,
          audience: options.audience,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: 5,
        });
        refuseOtherTokenTypes(protectedHeader.typ, payload, options);
        // requiredClaims guarantees both are present.
        return {
          issuer: options.issuer,
          subject: String(payload.sub),
          expiresAt: Number(payload.exp),
          ...(typeof payload.sid === 'string' && payload.sid !== '' ? { sessionId: payload.sid } : {}),
          ...(Number.isSafeInteger(payload.auth_time) ? { authTime: Number(payload.auth_time) } : {}),
        };
      } catch (error) {
        throw explain(error, token, options);
      }
    },
  };
}

/**
 * The key set of any standard OpenID provider: the JWKS address comes from its
 * discovery document (fetched once, on the first request that needs it).
 */
export function remoteKeySet(issuer: string, jwksUri?: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const load = async (): Promise<JWTVerifyGetKey> => {
    if (jwksUri) return createRemoteJWKSet(new URL(jwksUri));
    const response = await fetch(
      new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`),
    );
    if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
    const discovery = (await response.json()) as { jwks_uri?: string };
    if (!discovery.jwks_uri) throw new Error(`discovery of ${issuer} has no jwks_uri`);
    return createRemoteJWKSet(new URL(discovery.jwks_uri));
  };
  return async (header, token) => {
    keySet ??= load().catch((error: unknown) => {
      keySet = undefined; // try discovery again on the next request
      throw new DomainError(
        'UNAVAILABLE',
        `The sign-in provider cannot be reached to check tokens (${String(error)}).`,
      );
    });
    return (await keySet)(header, token);
  };
}
