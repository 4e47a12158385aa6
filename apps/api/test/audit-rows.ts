import { auditLog, desc, eq, type Database } from '@dnp/db';

/** The newest audit rows of one action, newest first. */
export async function auditRows(db: Database, action: string) {
  return db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}
