import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../database.js';
import {
  accessGroups,
  announcements,
  datasourceGrants,
  featureFlags,
  fodJurisdictions,
  termsVersions,
  userBusinessFunctions,
  users,
} from '../schema/index.js';
import { devAccessGroups, devDatasourceGrants, devUsers } from './dev-directory.js';
import { devUnavailableJurisdictions, vitalRecordsJurisdictions } from './jurisdictions.js';
import { defaultFeatureFlags, termsOfUse } from './reference-data.js';

/** Terms, feature flags, vital-records jurisdictions: present in every installation. Safe to run at every start. */
export async function seedReferenceData(db: Executor): Promise<void> {
  await db.insert(termsVersions).values(termsOfUse).onConflictDoNothing();
  await db
    .insert(featureFlags)
    .values([...defaultFeatureFlags])
    .onConflictDoNothing();
  await db
    .insert(fodJurisdictions)
    .values(vitalRecordsJurisdictions.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
}

/**
 * Development directory: groups, users, functions and grants of
 * docs/dev-users.md, plus a welcome announcement. Users are keyed by the
 * development identity provider's issuer and subject (the user name).
 */
export async function seedDevDirectory(db: Executor, issuer: string): Promise<void> {
  // Parents first: the tree is listed top-down.
  for (const group of devAccessGroups) {
    await db.insert(accessGroups).values(group).onConflictDoNothing();
  }
  for (const user of devUsers) {
    await db
      .insert(users)
      .values({
        id: user.userName,
        issuer,
        subject: user.userName,
        userName: user.userName,
        firstName: user.firstName,
        lastName: user.lastName,
        email: `${user.userName}@example.gov`,
        role: user.role,
        homeAccessGroupId: user.homeAccessGroupId,
      })
      .onConflictDoUpdate({ target: users.id, set: { issuer } });
    if (user.functions.length > 0) {
      await db
        .insert(userBusinessFunctions)
        .values(user.functions.map((businessFunction) => ({ userId: user.userName, businessFunction })))
        .onConflictDoNothing();
    }
  }
  for (const grant of devDatasourceGrants) {
    await db
      .insert(datasourceGrants)
      .values(grant.apiNames.map((apiName) => ({ accessGroupId: grant.accessGroupId, apiName })))
      .onConflictDoNothing();
  }
  await db
    .update(fodJurisdictions)
    .set({ available: false })
    .where(inArray(fodJurisdictions.code, [...devUnavailableJurisdictions]));
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(announcements);
  if ((existing[0]?.n ?? 0) === 0) {
    await db.insert(announcements).values({
      title: 'Development environment',
      body: 'This portal runs on demonstration data. Records of people and businesses in restricted sources are synthetic.',
      severity: 'info',
      startsAt: new Date('2026-01-01T00:00:00Z'),
    });
  }
}
