import { catalogEntry, type DatasourceApiName, type DatasourceLoad } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import { readLoadStatus } from '../../domain/datasource-loads/load-status.js';
import { DomainError } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

/** Where one source load stands: state, phase, progress, then what it added, changed and removed, or why it was refused. */
export async function getSourceLoad({
  deps,
  ctx,
  input,
}: ActionArgs<{ apiName: DatasourceApiName; sourceLoadId: string }>): Promise<DatasourceLoad> {
  await authorize({ deps, ctx }, { fn: 'DATASOURCE_LOAD' });
  const id = Number(input.sourceLoadId);
  const status = Number.isSafeInteger(id) ? await readLoadStatus(deps.handle, input.apiName, id) : undefined;
  if (!status) {
    throw new DomainError(
      'NOT_FOUND',
      `There is no load ${input.sourceLoadId} of ${catalogEntry(input.apiName).displayName}.`,
      { parameter: 'sourceLoadId' },
    );
  }
  return status;
}
