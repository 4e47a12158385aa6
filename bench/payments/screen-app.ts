import { randomUUID } from 'node:crypto';
import { buildApp, createAppDeps, createTokenVerifier, loadApiConfig, tokenChecksOf, type ApiConfig } from '@dnp/api';
import { currentTermsVersion, seedDevDirectory, seedReferenceData, termsAcceptances, type DbHandle } from '@dnp/db';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';

const ISSUER = 'https://idp.bench.invalid';
const AUDIENCE = 'http://localhost:3000/api';

export interface MultipartBody {
  payload: Buffer;
  contentType: string;
}

/** The upload form as a browser sends it, built before the clock starts: the agency's side of the upload. */
export async function multipartOf(csv: Buffer, fileName: string): Promise<MultipartBody> {
  const form = new FormData();
  // The bench sends generated files that may repeat an earlier run's bytes.
  form.append('allowDuplicate', 'true');
  form.append('file', new Blob([csv]), fileName);
  const body = new Response(form);
  return { payload: Buffer.from(await body.arrayBuffer()), contentType: body.headers.get('content-type') ?? '' };
}

export interface ScreenApp {
  config: ApiConfig;
  /** Sends a multipart body (multipartOf) to POST /api/v1/payments/files as portaluser (DOD); answers the file id. */
  upload(body: MultipartBody): Promise<number>;
  close(): Promise<void>;
}

/**
 * The real API on the bench's database, in this process (its job handler runs here too, so one
 * process's peak RSS covers both): the development directory seeded, portaluser having accepted
 * the Rules of Behavior, and a token signed by a key made here and checked as the portal checks
 * its provider's (bench/search/bench-server.ts does the same in a child process).
 */
export async function startScreenApp(handle: DbHandle, uploadDir: string): Promise<ScreenApp> {
  await seedReferenceData(handle.db);
  await seedDevDirectory(handle.db, ISSUER);
  await handle.db
    .insert(termsAcceptances)
    .values({ userId: 'portaluser', version: currentTermsVersion })
    .onConflictDoNothing();
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const config = loadApiConfig({
    NODE_ENV: 'production',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    OIDC_ISSUER: ISSUER,
    OIDC_AUDIENCE: AUDIENCE,
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    UPLOAD_DIR: uploadDir,
    MAX_UPLOAD_BYTES: String(2 * 1024 * 1024 * 1024),
    LOG_LEVEL: 'warn',
  });
  const verifier = createTokenVerifier({
    ...tokenChecksOf(config),
    keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' }] }),
  });
  const { app } = await buildApp(createAppDeps(config, handle, verifier), { logger: false });
  await app.ready();
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ scope: 'dnp.api', sid: randomUUID() })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject('portaluser')
    .setIssuedAt(now)
    .setExpirationTime(now + 4 * 3600)
    .sign(privateKey);
  return {
    config,
    async upload(body) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/payments/files',
        headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
        payload: body.payload,
      });
      if (response.statusCode !== 202) throw new Error(`the upload answered ${response.statusCode}: ${response.body}`);
      const json = response.json<{ data: Array<{ attributes: { agencyFrbFileId: number | string } }> }>();
      return Number(json.data[0]?.attributes.agencyFrbFileId);
    },
    close: () => app.close(),
  };
}
