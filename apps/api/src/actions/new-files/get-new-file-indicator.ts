import type { BusinessFunction, NewFileArea } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';
import { newFileExists } from './new-file-exists.js';

export const newFileAreaFunction: Record<NewFileArea, BusinessFunction> = {
  batchMatch: 'BATCH_MATCHING',
  conMon: 'CON_MON',
  payment: 'PAYMENTS',
};

/** Whether a file of the acting group's tree finished its run in this area since the group last opened it. */
export async function getNewFileIndicator({ deps, ctx, input }: ActionArgs<{ area: NewFileArea }>): Promise<boolean> {
  await authorize({ deps, ctx }, { fn: newFileAreaFunction[input.area] });
  return newFileExists(deps.handle, ctx, input.area);
}
