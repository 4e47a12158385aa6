import type { CliIo } from '../cli-io.js';
import { databaseOptions } from '../open-database.js';
import { portalOptions, portalUrl, type PortalAccess } from './portal-client.js';

/** The options of a command that writes into a database, or through the portal that holds it. */
export const databaseOrPortalOptions = { ...databaseOptions, ...portalOptions } as const;

export interface DatabaseOrPortal extends PortalAccess {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  /** --portal was given: through the portal whatever the database. */
  portalGiven: boolean;
  pollMs: number;
}

type Values = Partial<Record<keyof typeof databaseOrPortalOptions, string | undefined>>;

/** Where such a command writes, from its parsed options (node:util parseArgs values). */
export function databaseOrPortalOf(values: Values, io: Pick<CliIo, 'env'>): DatabaseOrPortal {
  return {
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'],
    portalGiven: values.portal !== undefined,
    portal: portalUrl(values.portal, io),
    devUser: values['dev-user'],
    pollMs: Number(values['poll-ms'] ?? 1000),
  };
}
