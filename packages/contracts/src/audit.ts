import { z } from 'zod';
import { DatasourceApiName } from './datasource-catalog.js';
import { listEnvelope, resource } from './envelope.js';

/** GET /api/v1/audit/disclosures: which searches and reads disclosed one record (administrators). */
export const DisclosureQuery = z
  .object({
    datasource: DatasourceApiName,
    recordId: z.coerce.number().int().positive(),
  })
  .catchall(z.unknown());

export const DisclosureAttributes = z.object({
  occurredAt: z.string(),
  action: z.string(),
  userId: z.string().nullable(),
  homeAccessGroupId: z.string().nullable(),
  actingAccessGroupId: z.string().nullable(),
  transactionId: z.string().nullable(),
  datasource: z.string(),
  /** The search criteria as audited (a TIN appears only as its last four digits). */
  criteria: z.record(z.string(), z.unknown()).nullable(),
});
export type Disclosure = z.infer<typeof DisclosureAttributes>;
export const DisclosureList = listEnvelope(resource('disclosure', DisclosureAttributes));
