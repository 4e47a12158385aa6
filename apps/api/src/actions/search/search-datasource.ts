import {
  catalogEntry,
  tinDigits,
  type DatasourceApiName,
  type Meta,
  type SearchAttributes,
  type SearchCoverage,
  type SearchResultAttributes,
} from '@dnp/contracts';
import {
  asc,
  findCandidatesByNameKeys,
  findRecordIdsByTin,
  NAME_CANDIDATES,
  fodJurisdictions,
  readRecords,
  sourceTables,
  type DbHandle,
} from '@dnp/db';
import { nameKeys, prepareName, prepareRecord, scoreCandidate, type MatchConfig } from '@dnp/matching';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { badRequest } from '../../domain/domain-error.js';
import { assertDatasourceAllowed } from '../../domain/datasource-access.js';
import type { RequestContext } from '../../domain/request-context.js';
import { auditedCriteria, partyOfQuery } from '../../domain/search/party-of-query.js';
import { partyOfRecord } from '../../domain/search/party-of-record.js';
import { shapeRecord } from '../../domain/search/shape-record.js';

/** An SSN or EIN names one party; a source listing one TIN more often than this is refused as a data error. */
const TIN_CANDIDATES = 1000;

export interface SearchInput {
  apiName: DatasourceApiName;
  criteria: SearchAttributes;
  pageSize: number;
}

export interface SearchOutcome {
  results: Array<{ id: string; attributes: SearchResultAttributes }>;
  meta: Meta;
}

function enforceHints(apiName: DatasourceApiName, criteria: SearchAttributes): void {
  const entry = catalogEntry(apiName);
  const pointer = { pointer: '/data/attributes/searchCriteria' };
  if (entry.searchMode === 'tinOnly' && criteria.searchCriteria === 'NAME') {
    throw badRequest(entry.searchHint ?? `${entry.displayName} is searched by SSN/EIN/TIN only.`, pointer);
  }
  if (entry.searchMode === 'nameOnly' && criteria.searchCriteria === 'SSN/EIN/TIN') {
    throw badRequest(entry.searchHint ?? `${entry.displayName} is searched by name only.`, pointer);
  }
}

interface Candidates {
  ids: number[];
  /** Name searches only: a TIN search compares every record of that TIN. */
  coverage?: SearchCoverage;
}

async function findCandidates(
  handle: DbHandle,
  apiName: DatasourceApiName,
  input: SearchAttributes,
  postingsBudget: number,
): Promise<Candidates> {
  if (input.searchCriteria === 'SSN/EIN/TIN') {
    return { ids: (await findRecordIdsByTin(handle, apiName, tinDigits(input.tin ?? ''))).slice(0, TIN_CANDIDATES) };
  }
  const query = partyOfQuery(apiName, input);
  const keys = nameKeys(prepareName(query.name));
  const found = await findCandidatesByNameKeys(handle, apiName, keys, NAME_CANDIDATES, postingsBudget);
  return {
    ids: found.candidates.map((c) => c.recordId),
    coverage: { compared: found.candidates.length, complete: !found.moreShareKeys, sampled: found.capped },
  };
}

/**
 * Fact of Death answers only for the jurisdictions that send their registrations;
 * the meta names the others so that no match there is not read as "alive".
 */
async function factOfDeathMeta(handle: DbHandle): Promise<Meta> {
  const jurisdictions = await handle.db.select().from(fodJurisdictions).orderBy(asc(fodJurisdictions.code));
  const excluded = jurisdictions.filter((j) => !j.available).map((j) => j.code);
  return {
    includedResources: jurisdictions.filter((j) => j.available).map((j) => j.code),
    excludedResources: excluded,
    ...(excluded.length > 0
      ? { resourceDetails: { fod: { message: `Jurisdictions unavailable: ${excluded.join(', ')}` } } }
      : {}),
  };
}

/**
 * Searches one datasource by name or by TIN. A name search keeps the records
 * whose match reaches the configured minimum, best first; a TIN search keeps
 * exact TIN matches. The audit row (criteria with the TIN reduced to its last
 * four digits, result count, disclosed record ids) is written before anything
 * is returned: no answer leaves without its audit row.
 */
export async function searchDatasource(
  deps: { handle: DbHandle; matchConfig: MatchConfig; config: { SEARCH_POSTINGS_BUDGET: number } },
  ctx: RequestContext,
  input: SearchInput,
): Promise<SearchOutcome> {
  const { apiName, criteria } = input;
  assertDatasourceAllowed(ctx, apiName, 'search');
  enforceHints(apiName, criteria);

  const query = prepareRecord(partyOfQuery(apiName, criteria));
  const { ids, coverage } = await findCandidates(deps.handle, apiName, criteria, deps.config.SEARCH_POSTINGS_BUDGET);
  const listAttributes = sourceTables[apiName].lists.map((list) => list.attribute);
  const stored = await readRecords(deps.handle, apiName, ids, listAttributes.includes('aliases'));
  const hits = stored
    .map((row) => ({
      row,
      match: scoreCandidate(query, partyOfRecord(apiName, row.record, criteria), deps.matchConfig, {
        explainNonMatches: false,
      }),
    }))
    .filter(({ match }) => match.classification !== null)
    .sort((a, b) => b.match.score - a.match.score || a.row.id - b.row.id);
  const page = hits.slice(0, input.pageSize);

  await recordAudit(deps.handle.db, actorOf(ctx), {
    action: 'search',
    outcome: 'allowed',
    datasource: apiName,
    resultCount: hits.length,
    transactionId: ctx.requestId,
    details: {
      criteria: auditedCriteria(criteria),
      returned: page.length,
      recordIds: page.map((hit) => hit.row.id),
      ...(coverage ? { coverage } : {}),
    },
  });

  return {
    results: page.map(({ row, match }) => ({
      id: String(row.id),
      attributes: {
        ...shapeRecord(row.record as Record<string, unknown>, listAttributes, new Set()),
        searchCriteria: criteria.searchCriteria,
        match: {
          score: Math.round(match.score * 1000) / 1000,
          // classification is non-null: filtered above.
          level: match.classification?.level ?? 'POSSIBLE',
          matchTypePortalDisplayText: match.classification?.matchTypePortalDisplayText ?? 'NAME MATCH',
          matchedName: match.recordName,
          explanation: match.features,
        },
      },
    })),
    meta: {
      'total-count': hits.length,
      ...(coverage ? { searchCoverage: coverage } : {}),
      ...(apiName === 'fod' ? await factOfDeathMeta(deps.handle) : {}),
    },
  };
}
