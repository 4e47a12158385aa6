import type { ConMonFileDetail, ConMonFileDetailQuery } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import { visibleSources } from '../../domain/batch-match/batch-file.js';
import { findConMonFile } from '../../domain/con-mon/con-mon-file.js';
import type { ActionArgs } from '../action.js';
import { countConMonDetailRows, readConMonDetailRows } from './con-mon-file-detail-rows.js';

/** One page of a con-mon file's matches, flat, with the total over every page. */
export async function getConMonFileDetail({
  deps,
  ctx,
  input,
}: ActionArgs<{ agencyFrbFileId: string; query: ConMonFileDetailQuery }>): Promise<{
  rows: Array<{ id: string; attributes: ConMonFileDetail }>;
  total: number;
}> {
  await authorize({ deps, ctx }, { fn: 'CON_MON' });
  const file = await findConMonFile(deps.handle, ctx, input.agencyFrbFileId);
  const sources = visibleSources(ctx);
  const filter = {
    source: input.query['filter[searchSrcSysTypeCd]'],
    level: input.query['filter[matchLevelCode]'],
    includeWithdrawn: input.query['filter[includeWithdrawn]'] === 'true',
  };
  const size = input.query['page[size]'];
  const offset = (input.query['page[number]'] - 1) * size;
  return {
    total: await countConMonDetailRows(deps.handle, file, sources, filter),
    rows: await readConMonDetailRows(deps.handle, file, sources, filter, { limit: size, offset }),
  };
}
