import type { Announcement } from '@dnp/contracts';
import { and, announcements, asc, gt, isNull, lte, or } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

export interface CurrentAnnouncements {
  items: Array<{ id: string; attributes: Announcement }>;
  /** The newest change among the shown announcements, to the second (HTTP dates have no milliseconds). */
  lastModified: Date;
}

/** Announcements in force now: started, and not ended. */
export async function listAnnouncements({ deps, ctx }: ActionArgs): Promise<CurrentAnnouncements> {
  await authorize({ deps, ctx }, {});
  const now = deps.now();
  const rows = await deps.handle.db
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
