import {
  MatchFeature,
  TinTypeCode,
  maskTin,
  type ConMonDetail,
  type ConMonMatchDetailQuery,
  type DatasourceApiName,
} from '@dnp/contracts';
import { queryRows, type DbHandle } from '@dnp/db';
import { z } from 'zod';
import { authorize } from '../../domain/authorize.js';
import { entryOf, restrictedOf, shownSourceSql, visibleSources } from '../../domain/batch-match/batch-file.js';
import { auditShownRecords, readShownRecords } from '../../domain/agency-files/shown-records.js';
import { findConMonFile, type ConMonFile } from '../../domain/con-mon/con-mon-file.js';
import { badRequest, notFound } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';
import type { ConMonMatchRow } from './con-mon-file-detail-rows.js';

type MatchRow = ConMonMatchRow & {
  record_id: string;
  score: number;
  explanation: unknown;
  tin_type: string | null;
  payment_amount: string | null;
};

async function readMatches(
  handle: DbHandle,
  file: ConMonFile,
  sources: readonly DatasourceApiName[],
  query: ConMonMatchDetailQuery,
): Promise<MatchRow[]> {
  const code = query['filter[searchSrcSysTypeCd]'];
  const shown = code ? sources.filter((apiName) => entryOf(apiName).srcSysTypeCd === code) : sources;
  const size = query['page[size]'];
  return queryRows<MatchRow>(
    handle,
    `select m.id::text as id, m.api_name, m.party_id::text as party_id, m.record_id::text as record_id, m.level,
            m.match_type, m.score, m.matched_name, m.explanation, m.matched_at,
            m.matched_by_load::text as matched_by_load, m.withdrawn_by_load::text as withdrawn_by_load,
            m.withdrawn_at, p.alc, p.full_name, p.tin, p.tin_type, p.payment_amount::text as payment_amount
       from match_results m
       join agency_parties p on p.file_id = m.file_id and p.party_id = m.party_id
      where m.file_id = $1 and ${shownSourceSql('m.api_name', '$2', '$3', '$4')}
        and ($5::bigint is null or m.party_id = $5::bigint) and ($6::bigint is null or m.id = $6::bigint)
        and ($7::text is null or m.level = $7::text)
      order by m.party_id, m.withdrawn_by_load nulls first, m.score desc, m.id
      limit $8 offset $9`,
    [
      file.id,
      file.accessGroupId,
      shown,
      restrictedOf(shown),
      query['filter[agencyPartyId]'] ?? null,
      query['filter[matchId]'] ?? null,
      query['filter[matchLevelCode]'] ?? null,
      size,
      (query['page[number]'] - 1) * size,
    ],
  );
}

/**
 * The matches of one party of a con-mon file (or one match), each with its load stamps, the
 * explanation and the source record as a record read shows it. Showing a record is a
 * disclosure, audited and counted as a record read is.
 */
export async function getConMonDetail({
  deps,
  ctx,
  input,
}: ActionArgs<ConMonMatchDetailQuery>): Promise<Array<{ id: string; attributes: ConMonDetail }>> {
  await authorize({ deps, ctx }, { fn: 'CON_MON' });
  if (input['filter[agencyPartyId]'] === undefined && input['filter[matchId]'] === undefined) {
    throw badRequest('Name the party (filter[agencyPartyId]) or the match (filter[matchId]).', {
      parameter: 'filter[agencyPartyId]',
    });
  }
  const file = await findConMonFile(deps.handle, ctx, input['filter[agencyFrbFileId]']);
  const matches = await readMatches(deps.handle, file, visibleSources(ctx), input);
  if (matches.length === 0) {
    const party = input['filter[agencyPartyId]'];
    throw notFound(
      party === undefined
        ? `File ${file.id} has no match ${input['filter[matchId]']} you may see.`
        : `Party ${party} of file ${file.id} has no match you may see.`,
    );
  }
  const records = await readShownRecords(deps.handle, matches);
  await auditShownRecords({ deps, ctx }, { fileId: file.id, area: 'conMon', keys: records.keys() });
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
        matchLevelCode: match.level,
        matchTypeCode: match.match_type,
        matchTypePortalDisplayText: match.match_type,
        paymentAmount: match.payment_amount,
        searchSrcSysTypeCd: entry.srcSysTypeCd,
        agencyFrbFileId: String(file.id),
        fileReceivedDate: file.receivedAt.toISOString(),
        agencyPartyId: Number(match.party_id),
        agencySourceFullName: match.full_name,
        matchedName: match.matched_name,
        score: match.score,
        explanation: z.array(MatchFeature).parse(match.explanation),
        ...(record ? { record } : {}),
        matchId: match.id,
        matchedByLoadId: match.matched_by_load,
        withdrawnByLoadId: match.withdrawn_by_load,
        withdrawnDate: match.withdrawn_at === null ? null : new Date(match.withdrawn_at).toISOString(),
      },
    };
  });
}
