import { eq, inArray, sql } from 'drizzle-orm';
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

/** A development user the seed found already registered for another issuer, and left alone. */
export interface DevUserUnderOtherIssuer {
  userName: string;
  issuer: string;
}

export interface DevDirectorySeeded {
  /** Nothing of these was changed: they sign in only with the issuer they have (docs/dev-users.md). */
  underOtherIssuer: DevUserUnderOtherIssuer[];
}

/**
 * Development directory: groups, users, functions and grants of docs/dev-users.md, plus a welcome
 * announcement. Users are keyed by the development identity provider's issuer and subject (the
 * user name). Safe to run at every start: it only adds what does not exist yet. A user's functions
 * are seeded with the user and a group's grants with the group, so a function or grant an
 * administrator removed, or a user they changed, stays as they left it.
 */
export async function seedDevDirectory(db: Executor, issuer: string): Promise<DevDirectorySeeded> {
  const createdGroups = new Set<string>();
  // Parents first: the tree is listed top-down.
  for (const group of devAccessGroups) {
    const created = await db
      .insert(accessGroups)
      .values(group)
      .onConflictDoNothing()
      .returning({ id: accessGroups.id });
    if (created.length > 0) createdGroups.add(group.id);
  }
  const underOtherIssuer: DevUserUnderOtherIssuer[] = [];
  for (const user of devUsers) {
    const created = await db
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
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created.length === 0) {
      const [existing] = await db.select({ issuer: users.issuer }).from(users).where(eq(users.userName, user.userName));
      if (existing && existing.issuer !== issuer) {
        underOtherIssuer.push({ userName: user.userName, issuer: existing.issuer });
      }
      continue;
    }
    if (user.functions.length > 0) {
      await db
        .insert(userBusinessFunctions)
        .values(user.functions.map((businessFunction) => ({ userId: user.userName, businessFunction })))
        .onConflictDoNothing();
    }
  }
  for (const grant of devDatasourceGrants) {
    if (!createdGroups.has(grant.accessGroupId)) continue;
    await db
      .insert(datasourceGrants)
      .values(grant.apiNames.map((apiName) => ({ accessGroupId: grant.accessGroupId, apiName })))
      .onConflictDoNothing();
  }
  // Jurisdictions and announcements are an administrator's after the directory's first seed.
  if (createdGroups.has(devAccessGroups[0].id)) {
    await markDevUnavailableJurisdictions(db);
    await seedWelcomeAnnouncement(db);
  }
  return { underOtherIssuer };
}

async function markDevUnavailableJurisdictions(db: Executor): Promise<void> {
  await db
    .update(fodJurisdictions)
    .set({ available: false })
    .where(inArray(fodJurisdictions.code, [...devUnavailableJurisdictions]));
}

async function seedWelcomeAnnouncement(db: Executor): Promise<void> {
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
