import { recordResource, type AgencyFileArea, type DatasourceApiName, type RecordResource } from '@dnp/contracts';
import { readRecords, sourceTables, type DbHandle } from '@dnp/db';
import type { AppDeps } from '../../app-deps.js';
import { actorOf, recordAudit } from '../audit.js';
import { entryOf } from '../batch-match/batch-file.js';
import type { RequestContext } from '../request-context.js';
import { shapeRecord } from '../search/shape-record.js';
import { recordReadVolume, withinVolumeLimit } from '../volume-limit.js';

/** A stored match as far as its source record goes. */
export interface MatchedRecordRef {
  api_name: string;
  record_id: string | number;
}

/**
 * The source records a file's matches show, read and shaped as a record read shows them (TIN
 * masked), keyed `apiName:id`. A record no longer held (a withdrawn con-mon match's) is left out.
 */
export async function readShownRecords(
  handle: DbHandle,
  matches: readonly MatchedRecordRef[],
): Promise<Map<string, RecordResource>> {
  const idsBySource = new Map<DatasourceApiName, number[]>();
  for (const match of matches) {
    const entry = entryOf(match.api_name);
    // CCR matches carry no source record (spec section 3).
    if (entry.srcSysTypeCd === 'CCR') continue;
    idsBySource.set(entry.apiName, [...(idsBySource.get(entry.apiName) ?? []), Number(match.record_id)]);
  }
  const shown = new Map<string, RecordResource>();
  for (const [apiName, ids] of idsBySource) {
    const lists = sourceTables[apiName].lists.map((list) => list.attribute);
    for (const stored of await readRecords(handle, apiName, ids, true)) {
      const attributes = shapeRecord(apiName, stored.record, lists, new Set());
      shown.set(`${apiName}:${stored.id}`, recordResource(apiName, String(stored.id), attributes));
    }
  }
  return shown;
}

/**
 * Showing a file's source records is a disclosure: one `record.read` audit row per record, in the
 * transaction that counts the user's volume limit, so the disclosure accounting finds them as it
 * finds a search's reads, and the limit counts records, not answers.
 */
export async function auditShownRecords(
  args: { deps: AppDeps; ctx: RequestContext },
  of: { fileId: number; area: AgencyFileArea; keys: Iterable<string> },
): Promise<void> {
  const reads = [...of.keys].map((key) => {
    const [apiName = '', id = ''] = key.split(':');
    return { apiName, id: Number(id) };
  });
  if (reads.length === 0) return;
  await withinVolumeLimit(args, recordReadVolume(args.deps.config), async (tx) => {
    for (const read of reads) {
      await recordAudit(tx, actorOf(args.ctx), {
        action: 'record.read',
        outcome: 'allowed',
        datasource: read.apiName,
        resourceType: read.apiName,
        resourceId: String(read.id),
        resultCount: 1,
        details: { recordIds: [read.id], agencyFrbFileId: String(of.fileId), area: of.area },
      });
    }
  });
}
