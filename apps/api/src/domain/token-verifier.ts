import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { DomainError } from './domain-error.js';

export interface VerifiedToken {
  issuer: string;
  subject: string;
  expiresAt: number;
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

const unauthenticated = (detail: string) => new DomainError('UNAUTHENTICATED', detail);

/** Says in plain words why a token was refused; the token itself is never echoed. */
function explain(error: unknown): DomainError {
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

/** Verifies signature, issuer, audience and expiry with jose against a key set. */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, options.keys, {
          issuer: options.issuer,
          audience: options.audience,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: 5,
        });
        // requiredClaims guarantees both are present.
        return { issuer: options.issuer, subject: String(payload.sub), expiresAt: Number(payload.exp) };
      } catch (error) {
        throw explain(error);
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
