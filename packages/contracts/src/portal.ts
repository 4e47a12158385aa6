import { z } from 'zod';
import { listEnvelope, postBody, resource } from './envelope.js';

/** Public client configuration, served before sign-in so one build runs anywhere. */
export const ClientConfig = z.object({
  oidcAuthority: z.string().url(),
  oidcClientId: z.string(),
  oidcScope: z.string(),
  idleTimeoutSeconds: z.number().int().positive(),
  idleWarningSeconds: z.number().int().positive(),
  /** Seconds before access-token expiry at which the client renews it (spec: 60). */
  tokenRenewSeconds: z.number().int().positive(),
  environment: z.enum(['development', 'test', 'production']),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

export const HealthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export const featureFlagKeys = ['termsAndConditions'] as const;
export const FeatureFlagAttributes = z.object({
  key: z.enum(featureFlagKeys),
  enabled: z.boolean(),
  description: z.string(),
});
export type FeatureFlag = z.infer<typeof FeatureFlagAttributes>;
export const FeatureFlagList = listEnvelope(resource('featureFlag', FeatureFlagAttributes));
export const FeatureFlagParams = z.object({ key: z.enum(featureFlagKeys) });
export const FeatureFlagUpdateBody = postBody(z.object({ enabled: z.boolean() }));

export const TermsAttributes = z.object({
  version: z.string(),
  title: z.string(),
  body: z.string().describe('plain text; paragraphs separated by blank lines'),
  required: z.boolean().describe('the terms gate is on'),
  accepted: z.boolean().describe('this user accepted this version (always true when not required)'),
  acceptedAt: z.string().nullable(),
});
export type Terms = z.infer<typeof TermsAttributes>;
export const TermsList = listEnvelope(resource('terms', TermsAttributes));

export const AnnouncementAttributes = z.object({
  title: z.string(),
  body: z.string(),
  severity: z.enum(['info', 'warning', 'emergency']),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  lastModified: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementAttributes>;
export const AnnouncementList = listEnvelope(resource('announcement', AnnouncementAttributes));

export const sessionEventKinds = ['login', 'terms', 'logout'] as const;
export const SessionEventKind = z.enum(sessionEventKinds);
export type SessionEventKind = z.infer<typeof SessionEventKind>;
export const LoginEventBody = postBody(z.object({}).catchall(z.unknown()).optional());
export const TermsEventBody = postBody(z.object({ termsVersion: z.string().min(1).max(40) }));
export const LogoutEventBody = postBody(
  z.object({ reason: z.enum(['user', 'idle', 'expired']).default('user') }).optional(),
);

export const newFileAreas = ['batchMatch', 'conMon', 'payment'] as const;
export const NewFileArea = z.enum(newFileAreas);
export type NewFileArea = z.infer<typeof NewFileArea>;
export const NewFileIndicatorAttributes = z.object({ newFileExists: z.boolean() });
export const NewFileIndicatorList = listEnvelope(resource('newFileIndicator', NewFileIndicatorAttributes));
/** Opening an area (`POST /api/v1/new-file-indicators/{area}/views`): nothing to send but the meta. */
export const AreaViewBody = postBody(z.object({}).strict().optional());
