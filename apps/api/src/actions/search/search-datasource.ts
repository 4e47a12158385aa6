import {
  catalogEntry,
  tinDigits,
  type DatasourceApiName,
  type Meta,
  type SearchAttributes,
  searchResultResource,
  type SearchCoverage,
  type SearchResultResource,
} from '@dnp/contracts';
import {
  asc,
  findCandidatesByNameKeys,
  NAME_CANDIDATES,
  fodJurisdictions,
  partyOfRecord,
  readRecords,
  readRecordsByTin,
  sourceTables,
  type DbHandle,
  type StoredRecord,
} from '@dnp/db';
import { nameKeys, prepareRecord, scoreCandidate, type PreparedName } from '@dnp/matching';
import type { ActionArgs } from '../action.js';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { badRequest } from '../../domain/domain-error.js';
import { authorize } from '../../domain/authorize.js';
import { auditedCriteria, partyOfQuery } from '../../domain/search/party-of-query.js';
import { shapeRecord } from '../../domain/search/shape-record.js';

/** An SSN or EIN names one party: a source listing one TIN more often than this is compared on its first records only. */
const TIN_CANDIDATES = 1000;

export interface SearchInput {
  apiName: DatasourceApiName;
  criteria: SearchAttributes;
  pageSize: number;
}

export interface SearchOutcome {
  results: SearchResultResource[];
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
  rows: Array<StoredRecord<DatasourceApiName>>;
  /** Name searches only: a TIN search compares every record of that TIN. */
  coverage?: SearchCoverage;
}

/** The records to compare with the criteria: those of the TIN, or those sharing the most of the name. */
async function readCandidates(
  handle: DbHandle,
  apiName: DatasourceApiName,
  input: SearchAttributes,
  options: { queryName: PreparedName | undefined; postingsBudget: number; withAliases: boolean },
): Promise<Candidates> {
  const withLists = options.withAliases;
  if (input.searchCriteria === 'SSN/EIN/TIN') {
    const tin = tinDigits(input.tin ?? '');
    return { rows: await readRecordsByTin(handle, apiName, tin, { limit: TIN_CANDIDATES, withLists }) };
  }
  const keys = options.queryName ? nameKeys(options.queryName) : [];
  const found = await findCandidatesByNameKeys(handle, apiName, keys, NAME_CANDIDATES, options.postingsBudget);
  const ids = found.candidates.map((c) => c.recordId);
  return {
    rows: await readRecords(handle, apiName, ids, withLists),
    coverage: { compared: ids.length, complete: !found.moreShareKeys, sampled: found.capped },
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
export async function searchDatasource({ deps, ctx, input }: ActionArgs<SearchInput>): Promise<SearchOutcome> {
  await authorize({ deps, ctx }, { fn: 'ONLINE_SEARCH', datasource: { apiName: input.apiName, doing: 'search' } });
  const { apiName, criteria } = input;
  enforceHints(apiName, criteria);

  const query = prepareRecord(partyOfQuery(apiName, criteria));
  const listAttributes = sourceTables[apiName].lists.map((list) => list.attribute);
  const { rows, coverage } = await readCandidates(deps.handle, apiName, criteria, {
    // The query's own name, prepared once for both the index keys and the scoring.
    queryName: query.names[0],
    postingsBudget: deps.config.SEARCH_POSTINGS_BUDGET,
    withAliases: listAttributes.includes('aliases'),
  });
  const hits = rows
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
    results: page.map(({ row, match }) =>
      searchResultResource(apiName, String(row.id), {
        ...shapeRecord(apiName, row.record, listAttributes, new Set()),
        searchCriteria: criteria.searchCriteria,
        match: {
          score: Math.round(match.score * 1000) / 1000,
          // classification is non-null: filtered above.
          level: match.classification?.level ?? 'POSSIBLE',
          matchTypePortalDisplayText: match.classification?.matchTypePortalDisplayText ?? 'NAME MATCH',
          matchedName: match.recordName,
          explanation: match.features,
        },
      }),
    ),
    meta: {
      'total-count': hits.length,
      ...(coverage ? { searchCoverage: coverage } : {}),
      ...(apiName === 'fod' ? await factOfDeathMeta(deps.handle) : {}),
    },
  };
}
