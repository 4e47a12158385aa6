import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from './database.js';
import { auditLog } from './schema/index.js';
import { openTestDb } from './testing/index.js';

/** Drizzle wraps the database's error; the trigger's message is in the cause. */
function refusedBecause(operation: string) {
  return (error: unknown) =>
    error instanceof Error &&
    error.cause instanceof Error &&
    error.cause.message === `audit_log is append-only: ${operation} is not allowed`;
}

describe('audit log', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb();
  });
  afterAll(() => handle.close());

  it('accepts new rows and refuses to change or remove them', async () => {
    const [row] = await handle.db
      .insert(auditLog)
      .values({ action: 'search', outcome: 'allowed', userId: 'portaluser' })
      .returning({ id: auditLog.id });
    expect(row?.id).toBeGreaterThan(0);
    const id = row?.id ?? 0;

    await expect(handle.db.update(auditLog).set({ outcome: 'denied' }).where(eq(auditLog.id, id))).rejects.toSatisfy(
      refusedBecause('UPDATE'),
    );
    await expect(handle.db.delete(auditLog).where(eq(auditLog.id, id))).rejects.toSatisfy(refusedBecause('DELETE'));
    await expect(handle.db.execute('truncate audit_log')).rejects.toSatisfy(refusedBecause('TRUNCATE'));

    const [kept] = await handle.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept?.outcome).toBe('allowed');
  });
});
