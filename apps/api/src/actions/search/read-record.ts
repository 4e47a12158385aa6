import {
  catalogEntry,
  includeNamesFor,
  recordIncludes,
  recordResource,
  type DatasourceApiName,
  type RecordResource,
} from '@dnp/contracts';
import { readRecords, sourceTables } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { badRequest, notFound } from '../../domain/domain-error.js';
import { shapeRecord } from '../../domain/search/shape-record.js';
import { recordReadVolume, withinVolumeLimit } from '../../domain/volume-limit.js';
import type { ActionArgs } from '../action.js';

/** Turns `include=address,program` into the sub-list attributes it asks for; an unknown name is a 400. */
export function parseIncludes(apiName: DatasourceApiName, include: string | undefined): Set<string> {
  const asked = (include ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const allowed = includeNamesFor(apiName);
  const map: Readonly<Record<string, string>> =
    (recordIncludes as Partial<Record<string, Record<string, string>>>)[apiName] ?? {};
  const attributes = new Set<string>();
  for (const name of asked) {
    // Own keys only: `__proto__` or `constructor` must not reach Object.prototype.
    const attribute = Object.hasOwn(map, name) ? map[name] : undefined;
    if (!attribute) {
      throw badRequest(
        allowed.length > 0
          ? `include "${name}" is not one of ${allowed.join(', ')}.`
          : `${catalogEntry(apiName).displayName} records have no sub-lists to include.`,
        { parameter: 'include' },
      );
    }
    attributes.add(attribute);
  }
  return attributes;
}

/**
 * One record, with the sub-lists asked for; reading it is a disclosure and is audited, and a
 * user may read RECORD_READS_PER_HOUR of them in any hour (docs/authorization.md, "Volume limits").
 */
export async function readRecord({
  deps,
  ctx,
  input,
}: ActionArgs<{ apiName: DatasourceApiName; id: number; include?: string | undefined }>): Promise<RecordResource> {
  await authorize(
    { deps, ctx },
    { fn: 'ONLINE_SEARCH', datasource: { apiName: input.apiName, doing: 'read records of', recordId: input.id } },
  );
  const { apiName, id } = input;
  const { handle } = deps;
  const keep = parseIncludes(apiName, input.include);
  const [stored] = await readRecords(handle, apiName, [id], true);
  if (!stored) throw notFound(`There is no ${catalogEntry(apiName).displayName} record ${id}.`);
  await withinVolumeLimit({ deps, ctx }, recordReadVolume(deps.config), (tx) =>
    recordAudit(tx, actorOf(ctx), {
      action: 'record.read',
      outcome: 'allowed',
      datasource: apiName,
      resourceType: apiName,
      resourceId: String(id),
      resultCount: 1,
      details: { include: [...keep], recordIds: [id] },
    }),
  );
  const listAttributes = sourceTables[apiName].lists.map((list) => list.attribute);
  return recordResource(apiName, String(id), shapeRecord(apiName, stored.record, listAttributes, keep));
}
