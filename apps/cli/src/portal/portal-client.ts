import { ErrorBody } from '@dnp/contracts';
import { UsageError, type CliIo } from '../cli-io.js';
import { devSignIn, type PortalSignIn } from './dev-sign-in.js';

/** How a command that works through the running portal reaches it and signs in. */
export interface PortalAccess {
  portal: URL;
  devUser: string | undefined;
}

/** The options such a command takes (parsed with node:util parseArgs). */
export const portalOptions = {
  portal: { type: 'string' },
  'dev-user': { type: 'string' },
  'poll-ms': { type: 'string' },
} as const;

export function portalUrl(given: string | undefined, io: Pick<CliIo, 'env'>): URL {
  return new URL(given ?? io.env.DNP_PORTAL_URL ?? 'http://localhost:3000');
}

export class PortalDown extends Error {}

export async function call(url: URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new PortalDown(
      `The portal is not running at ${url.origin}: start it with \`npm start\` (or name it with --portal).`,
    );
  }
}

/** The bearer token: DNP_API_TOKEN when set, else a development user's sign-in. */
export async function accessToken(access: PortalAccess, io: CliIo): Promise<string> {
  const given = io.env.DNP_API_TOKEN;
  if (given) return given;
  if (!access.devUser) {
    throw new UsageError('set DNP_API_TOKEN to an access token, or name a development user with --dev-user');
  }
  return devUserToken(access.portal, access.devUser);
}

/** A development user's token, through the development sign-in the portal names in its configuration. */
export async function devUserToken(portal: URL, userName: string): Promise<string> {
  const config = (await (await call(new URL('/api/config', portal))).json()) as PortalSignIn;
  return devSignIn(portal, config, userName);
}

/**
 * A named user's token, for a command that acts as several users (the demo's decisions):
 * DNP_API_TOKEN_<USER> when set (e.g. DNP_API_TOKEN_PORTALUSER), else the development sign-in.
 */
export function namedUserToken(portal: URL, userName: string, io: Pick<CliIo, 'env'>): Promise<string> {
  const given = io.env[`DNP_API_TOKEN_${userName.toUpperCase()}`];
  return given ? Promise.resolve(given) : devUserToken(portal, userName);
}

/** A refusal in the portal's error body, one line per error, with where it points when it says. */
export function refusalText(body: unknown, status: number): string {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return `the portal answered ${status}`;
  return parsed.data.errors
    .map((error) => {
      const where = [error.source?.row ? `row ${error.source.row}` : '', error.source?.column ?? '']
        .filter(Boolean)
        .join(', ');
      return `${error.status} ${error.title}: ${error.detail}${where ? ` (${where})` : ''}`;
    })
    .join('\n');
}
