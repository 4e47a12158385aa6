import { catalogEntry, type BatchMatchFileDetailGroup, type BatchMatchFileDetailQuery } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import { entryOf, findBatchFile, visibleSources } from '../../domain/batch-match/batch-file.js';
import type { ActionArgs } from '../action.js';
import { countFileDetailRows, readFileDetailRows } from './batch-file-detail-rows.js';

/**
 * One file's matched parties grouped by source system (spec section 7): a group per source with
 * rows on this page. Another group's file answers 404; a restricted source's matches are left
 * out unless both the acting group and the file's sender hold the grant.
 */
export async function getBatchMatchFileDetail({
  deps,
  ctx,
  input,
}: ActionArgs<{ agencyFrbFileId: string; query: BatchMatchFileDetailQuery }>): Promise<{
  groups: Array<{ id: string; attributes: BatchMatchFileDetailGroup }>;
  total: number;
}> {
  await authorize({ deps, ctx }, { fn: 'BATCH_MATCHING' });
  const file = await findBatchFile(deps.handle, ctx, input.agencyFrbFileId);
  const size = input.query['page[size]'];
  const sources = visibleSources(ctx);
  const filter = { source: input.query['filter[searchSrcSysTypeCd]'], level: input.query['filter[matchLevelCode]'] };
  const rows = await readFileDetailRows(deps.handle, file, sources, filter, {
    limit: size,
    offset: (input.query['page[number]'] - 1) * size,
  });
  const total = await countFileDetailRows(deps.handle, file, sources, filter);
  const groups = new Map<string, BatchMatchFileDetailGroup>();
  for (const { apiName, row } of rows) {
    const entry = entryOf(apiName);
    const group = groups.get(apiName) ?? {
      srcSysTypeCd: entry.srcSysTypeCd,
      datasource: catalogEntry(entry.apiName).displayName,
      rows: [],
    };
    group.rows.push({
      id: `${row.agencyPartyId}-${row.searchSrcSysTypeCd}`,
      type: 'batchMatchFileDetail',
      attributes: row,
    });
    groups.set(apiName, group);
  }
  return { groups: [...groups.values()].map((group) => ({ id: group.srcSysTypeCd, attributes: group })), total };
}
