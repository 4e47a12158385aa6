import { catalogEntry, DatasourceApiName, datasourceApiNames, type DatasourceCatalogEntry } from '@dnp/contracts';
import { queryRows, type DbHandle } from '@dnp/db';
import { notFound } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';

export interface BatchFile {
  id: number;
  accessGroupId: string;
  fileName: string;
  receivedAt: Date;
  /** The level-1 group above the sender (itself when it is one): the spec's level1AccessGroupId. */
  level1AccessGroupId: string;
}

/**
 * A batch-match file the acting group may see: its own or a descendant's (a file DFAS sent is
 * DOD's to see). Any other answers 404, never 403, so an id says nothing about others' files.
 */
export async function findBatchFile(
  handle: DbHandle,
  ctx: RequestContext,
  agencyFrbFileId: string,
): Promise<BatchFile> {
  const missing = () =>
    notFound(`There is no batch-match file ${agencyFrbFileId} of your access group ${ctx.actingGroup.id}.`);
  // Past a bigint no file has that id: answered as any unknown id, not as a database error.
  if (agencyFrbFileId.length > 18) throw missing();
  const [file] = await queryRows<BatchFile>(
    handle,
    `with recursive up as (
       select g.id, g.parent_id, g.level from access_groups g
        join agency_files f on f.access_group_id = g.id where f.id = $1
       union all
       select g.id, g.parent_id, g.level from access_groups g join up on g.id = up.parent_id
     )
     select f.id::int as "id", f.access_group_id as "accessGroupId", f.file_name as "fileName",
            f.received_at as "receivedAt",
            coalesce((select id from up where level = 1), f.access_group_id) as "level1AccessGroupId"
       from agency_files f
      where f.id = $1 and f.area = 'batchMatch' and f.access_group_id = any($2::text[])`,
    [agencyFrbFileId, [...ctx.visibleGroupIds]],
  );
  if (!file) throw missing();
  return { ...file, receivedAt: new Date(file.receivedAt) };
}

/**
 * The sources whose matches this request may show, in catalog order: a match of a restricted
 * source the acting group holds no grant for is left out, as a search of it would be refused.
 */
export function visibleSources(ctx: RequestContext): DatasourceApiName[] {
  return datasourceApiNames.filter((apiName) => ctx.allowedDatasources.has(apiName));
}

/** Of those, the restricted ones: shown for a file only where its sender holds the grant too. */
export function restrictedOf(apiNames: readonly DatasourceApiName[]): DatasourceApiName[] {
  return apiNames.filter((apiName) => catalogEntry(apiName).restricted);
}

/** The SQL rank of a level column, strongest first, as MatchLevelNumber counts them. */
export const levelRankSql = (column: string) =>
  `case ${column} when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end`;

/**
 * The SQL condition that a match's source may be shown: one of the request's visible sources
 * ($sources), and, when restricted ($restricted), granted to the file's sender as well.
 */
export function shownSourceSql(
  apiNameColumn: string,
  ownerColumn: string,
  sources: string,
  restricted: string,
): string {
  return `${apiNameColumn} = any(${sources}::text[]) and (not ${apiNameColumn} = any(${restricted}::text[]) or exists (
    select 1 from datasource_grants g where g.access_group_id = ${ownerColumn} and g.api_name = ${apiNameColumn}))`;
}

/** The catalog entry of a stored api name. */
export function entryOf(apiName: string): DatasourceCatalogEntry {
  return catalogEntry(DatasourceApiName.parse(apiName));
}
