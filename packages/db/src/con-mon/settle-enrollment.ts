import type { LoadSession } from '../datasources/load-session.js';
import { writeEnrolledPartyKeys } from './enrolled-party-keys.js';

export interface Replacement {
  replacedFileId: number;
  added: number;
  changed: number;
  removed: number;
}

/** The columns of a party whose difference makes it "changed" when a file of the same name replaces its own. */
const comparedColumns = [
  'alc',
  'full_name',
  'party_type',
  'tin',
  'tin_type',
  'payment_amount',
  'birth_date',
  'first_name',
  'middle_name',
  'last_name',
  'address_line1',
  'city_name',
  'state_code',
  'postal_code',
];

const row = (alias: string) => `row(${comparedColumns.map((column) => `${alias}.${column}`).join(', ')})`;

async function replacementOf(session: LoadSession, fileId: number, replacedFileId: number): Promise<Replacement> {
  const [counts] = await session.query<{ added: number; changed: number; removed: number }>(
    `select count(*) filter (where o.party_id is null)::int as added,
            count(*) filter (where n.party_id is not null and o.party_id is not null
                             and ${row('n')} is distinct from ${row('o')})::int as changed,
            count(*) filter (where n.party_id is null)::int as removed
       from (select * from agency_parties where file_id = $1) n
       full join (select * from agency_parties where file_id = $2) o on o.party_id = n.party_id`,
    [fileId, replacedFileId],
  );
  return { replacedFileId, added: counts?.added ?? 0, changed: counts?.changed ?? 0, removed: counts?.removed ?? 0 };
}

/**
 * Ends a con-mon file's enrollment run, once its parties are matched: its matches are stamped
 * with the load of each source they were found in (the latest), its parties' name keys are
 * written for the delta matcher, and an enrolled file of the same name from the same group is
 * replaced (no longer monitored, its matches kept), with the parties added, changed and removed
 * by agencyPartyId. The enrollment row's triggers (migration 0014) count the new file's keys and
 * delete the replaced file's. Run again on a settled file, it changes nothing.
 */
export async function settleEnrollment(session: LoadSession, fileId: number): Promise<Replacement | null> {
  const [settled] = await session.query<{ replaced: string | null }>(
    `select replaced_file_id::text as replaced from con_mon_enrollments where file_id = $1`,
    [fileId],
  );
  if (settled) return settled.replaced === null ? null : replacementOfStored(session, fileId);
  await session.query(
    `update match_results m set matched_by_load = l.id
       from (select distinct on (api_name) api_name, id from datasource_loads order by api_name, id desc) l
      where m.file_id = $1 and m.matched_by_load is null and l.api_name = m.api_name`,
    [fileId],
  );
  await writeEnrolledPartyKeys(session, fileId);
  const [previous] = await session.query<{ id: string }>(
    `select e.file_id::text as id
       from con_mon_enrollments e
       join agency_files old on old.id = e.file_id
       join agency_files new on new.id = $1
      where e.withdrawn_at is null and old.area = 'conMon' and old.access_group_id = new.access_group_id
        and old.file_name = new.file_name and old.id <> new.id
      order by old.id desc limit 1`,
    [fileId],
  );
  const replacement = previous ? await replacementOf(session, fileId, Number(previous.id)) : null;
  if (replacement) {
    await session.query(
      `update con_mon_enrollments set withdrawn_at = now(), replaced_by_file_id = $2 where file_id = $1`,
      [replacement.replacedFileId, fileId],
    );
  }
  await session.query(
    `insert into con_mon_enrollments (file_id, replaced_file_id, parties_added, parties_changed, parties_removed)
     values ($1, $2, $3, $4, $5)`,
    [
      fileId,
      replacement?.replacedFileId ?? null,
      replacement?.added ?? null,
      replacement?.changed ?? null,
      replacement?.removed ?? null,
    ],
  );
  return replacement;
}

async function replacementOfStored(session: LoadSession, fileId: number): Promise<Replacement | null> {
  const [stored] = await session.query<{ replaced: string; added: number; changed: number; removed: number }>(
    `select replaced_file_id::text as replaced, parties_added as added, parties_changed as changed,
            parties_removed as removed
       from con_mon_enrollments where file_id = $1 and replaced_file_id is not null`,
    [fileId],
  );
  return stored
    ? { replacedFileId: Number(stored.replaced), added: stored.added, changed: stored.changed, removed: stored.removed }
    : null;
}
