import { z } from 'zod';
import { BusinessFunction } from './business-functions.js';
import { listEnvelope, resource } from './envelope.js';

export const UserInfoAttributes = z.object({
  role: z.string().describe('portal role, e.g. CSR; empty when the user has none (refused everywhere)'),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accessGroup: z.string().describe('home access group id'),
  accessGroupName: z.string(),
  /** Set while the caller acts for another group (impersonation). */
  actingAccessGroup: z.string().optional(),
  allowedBusinessFunctions: z.array(BusinessFunction),
});
export type UserInfo = z.infer<typeof UserInfoAttributes>;
export const UserInfoResource = resource('userInfo', UserInfoAttributes);
export const UserInfoList = listEnvelope(UserInfoResource);

export const accessGroupStatuses = ['ACTIVE', 'INACTIVE'] as const;

export const AccessGroupAttributes = z.object({
  level: z.number().int().min(1).max(5),
  accessGroupId: z.string(),
  name: z.string(),
  parentAccessGroupId: z.string().nullable(),
  statusTypeCode: z.enum(accessGroupStatuses),
});
export type AccessGroup = z.infer<typeof AccessGroupAttributes>;
export const AccessGroupResource = resource('accessGroup', AccessGroupAttributes);
export const AccessGroupList = listEnvelope(AccessGroupResource);

/** The query parameter the client adds while impersonating (spec section 6). */
export const ACCESS_GROUP_PARAM = 'accessGroup';

/**
 * Marks a request the web app makes on its own (polling announcements, new-file indicators): the
 * API still checks its session but does not count it as activity, so it cannot keep an idle session open.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';
