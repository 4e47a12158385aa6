import { inLoadTransaction, type DbHandle } from '@dnp/db';

class RolledBack extends Error {}

/**
 * Times the statement screening ran before it wrote only matched payments: every payment of the
 * file reset to ISSUED, run on the screened file and rolled back, so the bench prints what the
 * change saves on the same file, database and load.
 */
export async function timeFormerReset(handle: DbHandle, fileId: number): Promise<number> {
  const started = performance.now();
  try {
    await inLoadTransaction(handle, async (session) => {
      await session.query(
        `update payments set payment_status = 'ISSUED', screened_at = now(), days_since_death = null,
                stop_rule_applied = false, business_rule_applied = false, soft_launch = false,
                best_match_level = null, match_count = 0, matched_sources = '{}', last_matched_at = null
          where file_id = $1`,
        [fileId],
      );
      throw new RolledBack();
    });
  } catch (error: unknown) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return performance.now() - started;
}
