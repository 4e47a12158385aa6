import { and, auditLog, desc, eq, gt, sql, type DbHandle, type DbTransaction } from '@dnp/db';
import { actorOf } from './audit.js';
import { limited } from './domain-error.js';
import type { RequestContext } from './request-context.js';

/** One per-user volume limit (docs/authorization.md, "Volume limits"). */
export interface VolumeLimit {
  /** The audited action counted: its allowed rows in the window are what the user has used. */
  action: 'record.read' | 'tin.reveal';
  limit: number;
  windowHours: number;
  /** The configuration variable that sets `limit`, named in the refusal. */
  setting: string;
  /** What was done, for the refusal: "read 300 records". */
  did: (count: number) => string;
  /** What may be done again, for the refusal: "read records". */
  doAgain: string;
}

function windowText(hours: number): string {
  return hours === 1 ? 'hour' : `${hours} hours`;
}

/**
 * When the user's `limit`-th newest allowed row of the action leaves the window, or nothing
 * when fewer than `limit` are in it. One query on the audit log's (user_id, occurred_at) index,
 * newest first, that stops at the `limit`-th match: the audit log is the count, so every API
 * process on the database sees the same one.
 */
async function limitReachedUntil(
  tx: DbTransaction,
  userId: string,
  volume: VolumeLimit,
): Promise<{ resetAt: Date; retryAfterSeconds: number } | undefined> {
  const window = sql`make_interval(hours => ${volume.windowHours}::int)`;
  const [edge] = await tx
    .select({
      resetAt: sql`${auditLog.occurredAt} + ${window}`.mapWith(auditLog.occurredAt),
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${auditLog.occurredAt} + ${window} - now())))::int`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.userId, userId),
        gt(auditLog.occurredAt, sql`now() - ${window}`),
        eq(auditLog.action, volume.action),
        eq(auditLog.outcome, 'allowed'),
      ),
    )
    .orderBy(desc(auditLog.occurredAt))
    .offset(volume.limit - 1)
    .limit(1);
  return edge;
}

/**
 * Runs `work` (which writes the allowed audit row of `volume.action` with the transaction it is
 * given) only if the user is under the limit; otherwise refuses with 429, audited as
 * `access.limited`. The count and the row are in one transaction under a lock per user and
 * action, so one user's parallel requests are counted one after another, in every process.
 */
export async function withinVolumeLimit<T>(
  { deps, ctx }: { deps: { handle: DbHandle }; ctx: RequestContext },
  volume: VolumeLimit,
  work: (tx: DbTransaction) => Promise<T>,
): Promise<T> {
  return deps.handle.db.transaction(async (tx) => {
    // Transaction-scoped: released at commit or rollback, whatever happens in between.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`dnp.volume.${volume.action}`}), hashtext(${ctx.user.id}))`,
    );
    const reached = await limitReachedUntil(tx, ctx.user.id, volume);
    if (reached) {
      const span = windowText(volume.windowHours);
      const minutes = Math.ceil(reached.retryAfterSeconds / 60);
      throw limited(
        `You have ${volume.did(volume.limit)} in the last ${span}, the most one user may in ${span === 'hour' ? 'an hour' : span}. ` +
          `You may ${volume.doAgain} again at ${reached.resetAt.toISOString()} (in ${minutes} minute${minutes === 1 ? '' : 's'}).`,
        {
          actor: actorOf(ctx),
          details: {
            limited: volume.action,
            limit: volume.limit,
            setting: volume.setting,
            windowHours: volume.windowHours,
            resetAt: reached.resetAt.toISOString(),
          },
        },
        reached.retryAfterSeconds,
      );
    }
    return work(tx);
  });
}

export function recordReadVolume(config: { RECORD_READS_PER_HOUR: number }): VolumeLimit {
  return {
    action: 'record.read',
    limit: config.RECORD_READS_PER_HOUR,
    windowHours: 1,
    setting: 'RECORD_READS_PER_HOUR',
    did: (count) => `read ${count} record${count === 1 ? '' : 's'}`,
    doAgain: 'read records',
  };
}

export function tinRevealVolume(config: { TIN_REVEALS_PER_DAY: number }): VolumeLimit {
  return {
    action: 'tin.reveal',
    limit: config.TIN_REVEALS_PER_DAY,
    windowHours: 24,
    setting: 'TIN_REVEALS_PER_DAY',
    did: (count) => `shown ${count} full TIN${count === 1 ? '' : 's'}`,
    doAgain: 'show a full TIN',
  };
}
