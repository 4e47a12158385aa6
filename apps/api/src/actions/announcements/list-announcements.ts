import type { Announcement } from '@dnp/contracts';
import { and, announcements, asc, gt, isNull, lte, or, type Executor } from '@dnp/db';

export interface CurrentAnnouncements {
  items: Array<{ id: string; attributes: Announcement }>;
  /** The newest change among the shown announcements, to the second (HTTP dates have no milliseconds). */
  lastModified: Date;
}

/** Announcements in force now: started, and not ended. */
export async function listAnnouncements(db: Executor, now: Date): Promise<CurrentAnnouncements> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(lte(announcements.startsAt, now), or(isNull(announcements.endsAt), gt(announcements.endsAt, now))))
    .orderBy(asc(announcements.startsAt), asc(announcements.id));
  const newest = rows.reduce((max, row) => Math.max(max, row.updatedAt.getTime(), row.startsAt.getTime()), 0);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      attributes: {
        title: row.title,
        body: row.body,
        severity: row.severity,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt ? row.endsAt.toISOString() : null,
        lastModified: row.updatedAt.toISOString(),
      },
    })),
    lastModified: new Date(Math.floor(newest / 1000) * 1000),
  };
}
