import { sql } from 'drizzle-orm';
import type { Executor } from '../database.js';
import type { LoadSession } from '../datasources/load-session.js';

/** From the group up through its parents to the one without a parent; a loop stops at five levels. */
const rootSql = `with recursive up(id, parent_id, depth) as (
    select id, parent_id, 1 from access_groups where id = $1
    union all
    select g.id, g.parent_id, up.depth + 1 from access_groups g join up on g.id = up.parent_id where up.depth < 5
  )
  select id from up where parent_id is null`;

/**
 * The level-1 group of a group: the root of its tree, which owns the tree's ASR, certifies and
 * reopens determinations, lifts suppressions, and whose suppressions cover the tree's payees
 * (docs/adjudication.md, docs/payments-api.md). Read inside a request's transaction (Executor)
 * or a screening's (LoadSession). A group without a root (unknown, or a broken parent chain)
 * is refused: a suppression or an ASR filed under a wrong tree would be worse than no answer.
 */
export async function level1GroupOf(runner: Executor | LoadSession, groupId: string): Promise<string> {
  const [before = '', after = ''] = rootSql.split('$1');
  const rows =
    'copyText' in runner
      ? await runner.query<{ id: string }>(rootSql, [groupId])
      : (
          (await runner.execute(sql`${sql.raw(before)}${groupId}${sql.raw(after)}`)) as unknown as {
            rows: Array<{ id: string }>;
          }
        ).rows;
  const [root] = rows;
  if (!root) throw new Error(`access group ${groupId} has no level-1 group`);
  return root.id;
}
