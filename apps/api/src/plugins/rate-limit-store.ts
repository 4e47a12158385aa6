import { lt, rateLimitCounters, sql, type Database } from '@dnp/db';
import type { FastifyBaseLogger } from 'fastify';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store interface of @fastify/rate-limit, as far as this portal uses it. */
export interface RateLimitStore {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  child(): RateLimitStore;
}

/** Clients remembered as over their limit before ended windows are forgotten. */
const MAX_REMEMBERED = 10_000;

function forgetEnded(overLimit: Map<string, { until: number }>, now: number): void {
  for (const [key, entry] of overLimit) if (entry.until <= now) overLimit.delete(key);
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

  // A client over its limit is answered from here until its window ends: a flood would otherwise
  // queue on its one counter row and hold the pool's connections that other clients need.
  const overLimit = new Map<string, { current: number; until: number }>();

  return class DatabaseRateLimitStore implements RateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      const known = overLimit.get(key);
      const now = Date.now();
      if (known && known.until > now) {
        callback(null, { current: known.current, ttl: known.until - now });
        return;
      }
      overLimit.delete(key);
      if (overLimit.size > MAX_REMEMBERED) forgetEnded(overLimit, now);
      increment(key, timeWindow).then(
        (result) => {
          if (result.current > max) overLimit.set(key, { current: result.current, until: now + result.ttl });
          callback(null, result);
        },
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
