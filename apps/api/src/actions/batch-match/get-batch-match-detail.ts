import {
  MatchFeature,
  TinTypeCode,
  maskTin,
  type BatchMatchDetail,
  type BatchMatchDetailQuery,
  type DatasourceApiName,
  type MatchLevel,
} from '@dnp/contracts';
import { queryRows, type DbHandle } from '@dnp/db';
import { z } from 'zod';
import { authorize } from '../../domain/authorize.js';
import {
  entryOf,
  findBatchFile,
  restrictedOf,
  shownSourceSql,
  visibleSources,
} from '../../domain/batch-match/batch-file.js';
import { auditShownRecords, readShownRecords } from '../../domain/agency-files/shown-records.js';
import { notFound } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

interface MatchRow {
  id: string;
  api_name: string;
  party_id: string;
  record_id: string;
  level: MatchLevel;
  match_type: string;
  score: number;
  matched_name: string;
  explanation: unknown;
  matched_at: Date | string;
  alc: string;
  full_name: string;
  tin: string | null;
  tin_type: string | null;
  payment_amount: string | null;
}

/** Matches read per answer at most: one party rarely has more, and each shown record is a disclosure. */
const MAX_MATCHES = 200;

async function readMatches(
  handle: DbHandle,
  fileId: number,
  owner: string,
  sources: readonly DatasourceApiName[],
  query: BatchMatchDetailQuery,
): Promise<MatchRow[]> {
  const code = query['filter[searchSrcSysTypeCd]'];
  const shown = code ? sources.filter((apiName) => entryOf(apiName).srcSysTypeCd === code) : sources;
  return queryRows<MatchRow>(
    handle,
    `select m.id::text as id, m.api_name, m.party_id::text as party_id, m.record_id::text as record_id, m.level,
            m.match_type, m.score, m.matched_name, m.explanation, m.matched_at, p.alc, p.full_name, p.tin,
            p.tin_type, p.payment_amount::text as payment_amount
       from match_results m
       join agency_parties p on p.file_id = m.file_id and p.party_id = m.party_id
      where m.file_id = $1 and ${shownSourceSql('m.api_name', '$2', '$3', '$4')}
        and ($5::bigint is null or m.party_id = $5::bigint) and ($6::bigint is null or m.id = $6::bigint)
      order by m.party_id, m.score desc, m.id
      limit ${MAX_MATCHES}`,
    [
      fileId,
      owner,
      shown,
      restrictedOf(shown),
      query['filter[agencyPartyId]'] ?? null,
      query['filter[matchId]'] ?? null,
    ],
  );
}

/**
 * The matches of one party of a file (or one match), each with the explanation and the source
 * record as a record read shows it. Showing records is a disclosure: one `record.read` audit row
 * per record, in the transaction that counts the user's volume limit, so the disclosure
 * accounting finds them as it finds a search's reads.
 */
export async function getBatchMatchDetail({
  deps,
  ctx,
  input,
}: ActionArgs<{ agencyFrbFileId: string; query: BatchMatchDetailQuery }>): Promise<
  Array<{ id: string; attributes: BatchMatchDetail }>
> {
  await authorize({ deps, ctx }, { fn: 'BATCH_MATCHING' });
  const file = await findBatchFile(deps.handle, ctx, input.agencyFrbFileId);
  const matches = await readMatches(deps.handle, file.id, file.accessGroupId, visibleSources(ctx), input.query);
  if (matches.length === 0) {
    const party = input.query['filter[agencyPartyId]'];
    throw notFound(
      party === undefined
        ? `File ${file.id} has no match ${input.query['filter[matchId]']} you may see.`
        : `Party ${party} of file ${file.id} has no match you may see.`,
    );
  }
  const records = await readShownRecords(deps.handle, matches);
  await auditShownRecords({ deps, ctx }, { fileId: file.id, area: 'batchMatch', keys: records.keys() });
  return matches.map((match) => {
    const entry = entryOf(match.api_name);
    const tin = maskTin(match.tin);
    const tinType = TinTypeCode.safeParse(match.tin_type);
    const record = records.get(`${entry.apiName}:${match.record_id}`);
    return {
      id: match.id,
      attributes: {
        agencyAlcCode: match.alc,
        level1AccessGroupId: file.level1AccessGroupId,
        matchTimestamp: new Date(match.matched_at).toISOString(),
        ...(tin ? { agencyTin: tin } : {}),
        ...(tinType.success ? { agencyTinTypeCode: tinType.data } : {}),
        matchTypePortalDisplayText: match.match_type,
        paymentAmount: match.payment_amount,
        searchSrcSysTypeCd: entry.srcSysTypeCd,
        agencyFrbFileId: String(file.id),
        fileReceivedDate: file.receivedAt.toISOString(),
        matchLevelCode: match.level,
        agencyPartyId: Number(match.party_id),
        agencySourceFullName: match.full_name,
        matchedName: match.matched_name,
        score: match.score,
        explanation: z.array(MatchFeature).parse(match.explanation),
        ...(record ? { record } : {}),
      },
    };
  });
}
