import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { announcements, datasourceGrants, fodJurisdictions, userBusinessFunctions, users } from '../schema/index.js';
import { openTestDb } from '../testing/index.js';
import { seedDevDirectory, seedReferenceData } from './seed.js';

const ISSUER = 'https://idp.seed.example';

describe('development seeding at every start', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb();
    await seedReferenceData(handle.db);
    expect(await seedDevDirectory(handle.db, ISSUER)).toEqual({ underOtherIssuer: [] });
  });
  afterAll(() => handle.close());

  const functionsOf = async (userId: string) =>
    (
      await handle.db
        .select({ fn: userBusinessFunctions.businessFunction })
        .from(userBusinessFunctions)
        .where(eq(userBusinessFunctions.userId, userId))
    ).map((row) => row.fn);
  const userRow = async (id: string) => (await handle.db.select().from(users).where(eq(users.id, id)))[0];
  const dodGrant = (apiName: 'dmf') =>
    and(eq(datasourceGrants.accessGroupId, 'DOD'), eq(datasourceGrants.apiName, apiName));

  it("gives portaluser, the README's sign-in, the monitoring deltas the demo's delta load shows", async () => {
    expect(await functionsOf('portaluser')).toContain('CON_MON_DELTAS');
  });

  it('keeps what an administrator changed: users, functions, grants, jurisdictions, announcements', async () => {
    const db = handle.db;
    await db.update(users).set({ role: 'REPORT_VIEWER', homeAccessGroupId: 'HUD' }).where(eq(users.id, 'portaluser'));
    await db
      .delete(userBusinessFunctions)
      .where(
        and(eq(userBusinessFunctions.userId, 'portaluser'), eq(userBusinessFunctions.businessFunction, 'PAYMENTS')),
      );
    await db.delete(userBusinessFunctions).where(eq(userBusinessFunctions.userId, 'reportuser'));
    await db.delete(datasourceGrants).where(dodGrant('dmf'));
    await db.update(fodJurisdictions).set({ available: true }).where(eq(fodJurisdictions.code, 'AK'));
    await db.delete(announcements);

    await seedReferenceData(db);
    await seedDevDirectory(db, ISSUER);

    expect(await userRow('portaluser')).toMatchObject({ role: 'REPORT_VIEWER', homeAccessGroupId: 'HUD' });
    expect(await functionsOf('portaluser')).not.toContain('PAYMENTS');
    expect(await functionsOf('reportuser')).toEqual([]);
    expect(await db.select().from(datasourceGrants).where(dodGrant('dmf'))).toEqual([]);
    const [alaska] = await db.select().from(fodJurisdictions).where(eq(fodJurisdictions.code, 'AK'));
    expect(alaska?.available).toBe(true);
    expect(await db.select().from(announcements)).toEqual([]);
  });

  it('leaves a development user registered for another issuer as it is, and says so', async () => {
    await handle.db.update(users).set({ issuer: 'https://login.agency.gov' }).where(eq(users.id, 'adminuser'));
    expect(await seedDevDirectory(handle.db, ISSUER)).toEqual({
      underOtherIssuer: [{ userName: 'adminuser', issuer: 'https://login.agency.gov' }],
    });
    expect((await userRow('adminuser'))?.issuer).toBe('https://login.agency.gov');
  });

  it('moves nobody to a new issuer: every existing development user is reported instead', async () => {
    const seeded = await seedDevDirectory(handle.db, 'http://localhost:4001');
    expect(seeded.underOtherIssuer.map((user) => user.userName)).toEqual([
      'portaluser',
      'reportuser',
      'adminuser',
      'lazyuser',
      'norole',
    ]);
    expect((await userRow('portaluser'))?.issuer).toBe(ISSUER);
  });
});
