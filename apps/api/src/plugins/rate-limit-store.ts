import { lt, rateLimitCounters, sql, type Database } from '@dnp/db';
import type { FastifyBaseLogger } from 'fastify';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store interface of @fastify/rate-limit, as far as this portal uses it. */
export interface RateLimitStore {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  child(): RateLimitStore;
}

/**
 * Counts in the database, so every API process on it shares one count per client. One upsert per
 * request: a window starts at a client's first request and a new one starts after it ends, as in
 * the plugin's own in-memory store, and the database's clock decides for every process.
 */
export function databaseRateLimitStore(db: Database, log: FastifyBaseLogger): new () => RateLimitStore {
  async function increment(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const expired = sql`${rateLimitCounters.windowEndsAt} <= now()`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, count: 1, windowEndsAt: sql`now() + ${timeWindow} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
        },
      })
      .returning({
        current: rateLimitCounters.count,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.windowEndsAt} - now()) * 1000))::integer`.mapWith(
          Number,
        ),
      });
    if (!row) throw new Error('the rate-limit upsert returned no row');
    return row;
  }

  return class DatabaseRateLimitStore implements RateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      increment(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          log.error({ err: error }, 'rate-limit count failed');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(): RateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}

/** Windows that ended hold no count worth keeping: each process clears them now and then. */
export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
}
