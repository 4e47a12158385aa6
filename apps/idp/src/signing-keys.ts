import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * Keys are kept in a file so tokens survive a restart of the provider;
 * the file is created on first start and never committed (.data/ is ignored).
 */
export async function loadOrCreateSigningKeys(path: string): Promise<{ keys: JWK[]; cookieKeys: string[] }> {
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as { keys: JWK[]; cookieKeys: string[] };
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `dev-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' };
  const cookieKeys = [crypto.randomUUID() + crypto.randomUUID()];
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify({ keys: [jwk], cookieKeys }), { mode: 0o600 });
  return { keys: [jwk], cookieKeys };
}
