import type { AgencyFileArea, AgencyFileStatus } from '@dnp/contracts';
import { agencyFileFunction } from '../../domain/agency-files/areas.js';
import { findVisibleFile, readFileStatus } from '../../domain/agency-files/file-status.js';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

/** Where a received file's run stands, for a screen or a system that polls it. */
export async function getAgencyFileStatus({
  deps,
  ctx,
  input,
}: ActionArgs<{ area: AgencyFileArea; agencyFrbFileId: string }>): Promise<AgencyFileStatus> {
  await authorize({ deps, ctx }, { fn: agencyFileFunction[input.area] });
  const file = await findVisibleFile(deps.handle.db, ctx, input.area, input.agencyFrbFileId);
  return readFileStatus(deps.handle.db, file.id);
}
