import type { ConMonEnrollmentState } from '@dnp/contracts';
import { queryRows, type DbHandle } from '@dnp/db';
import { notFound } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';

export interface ConMonFile {
  id: number;
  accessGroupId: string;
  fileName: string;
  receivedAt: Date;
  /** The level-1 group above the sender (itself when it is one): the spec's level1AccessGroupId. */
  level1AccessGroupId: string;
  enrollmentState: ConMonEnrollmentState;
  withdrawnAt: Date | null;
}

/** The SQL of a file's enrollment state, from its con_mon_enrollments row `e` (pending before it is settled). */
export const enrollmentStateSql = `case when e.file_id is null then 'pending' when e.replaced_by_file_id is not null
  then 'replaced' when e.withdrawn_at is not null then 'withdrawn' else 'enrolled' end`;

/**
 * A con-mon file the acting group may see: its own or a descendant's (a file DFAS sent is DOD's
 * to see). Any other answers 404, never 403, so an id says nothing about others' files.
 */
export async function findConMonFile(
  handle: DbHandle,
  ctx: RequestContext,
  agencyFrbFileId: string,
): Promise<ConMonFile> {
  const missing = () =>
    notFound(`There is no con-mon file ${agencyFrbFileId} of your access group ${ctx.actingGroup.id}.`);
  // Past a bigint no file has that id: answered as any unknown id, not as a database error.
  if (!/^[0-9]{1,18}$/.test(agencyFrbFileId)) throw missing();
  const [file] = await queryRows<
    Omit<ConMonFile, 'receivedAt' | 'withdrawnAt'> & { receivedAt: string | Date; withdrawnAt: string | Date | null }
  >(
    handle,
    `with recursive up as (
       select g.id, g.parent_id, g.level from access_groups g
        join agency_files f on f.access_group_id = g.id where f.id = $1
       union all
       select g.id, g.parent_id, g.level from access_groups g join up on g.id = up.parent_id
     )
     select f.id::int as "id", f.access_group_id as "accessGroupId", f.file_name as "fileName",
            f.received_at as "receivedAt", ${enrollmentStateSql} as "enrollmentState",
            e.withdrawn_at as "withdrawnAt",
            coalesce((select id from up where level = 1), f.access_group_id) as "level1AccessGroupId"
       from agency_files f left join con_mon_enrollments e on e.file_id = f.id
      where f.id = $1 and f.area = 'conMon' and f.access_group_id = any($2::text[])`,
    [agencyFrbFileId, [...ctx.visibleGroupIds]],
  );
  if (!file) throw missing();
  return {
    ...file,
    receivedAt: new Date(file.receivedAt),
    withdrawnAt: file.withdrawnAt === null ? null : new Date(file.withdrawnAt),
  };
}
