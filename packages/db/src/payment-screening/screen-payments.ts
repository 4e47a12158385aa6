import {
  catalogEntryBySourceCode,
  evaluatePaymentRules,
  paymentSourceCodes,
  type DatasourceApiName,
  type MatchLevel,
  type PaymentSourceCode,
  type ScreeningMatch,
} from '@dnp/contracts';
import { level1GroupOf } from '../access/level1-group.js';
import { copyRow } from '../datasources/copy-text.js';
import type { LoadSession } from '../datasources/load-session.js';
import { sourceTables } from '../datasources/source-tables.js';
import { writePaymentFigures } from './payment-figures.js';
import { writePaymentMonthTotals } from './payment-month-totals.js';

/** The death sources a payment is screened against (DMF, DOD, DOS, AIS-OB, AIS-PR), by api name. */
const sourceCodeOf = new Map<DatasourceApiName, PaymentSourceCode>(
  paymentSourceCodes.map((code) => [catalogEntryBySourceCode(code).apiName, code]),
);
export const paymentDatasources: readonly DatasourceApiName[] = [...sourceCodeOf.keys()];

/**
 * Lists the file's matches an active suppression of the level-1 group covers: the same payee
 * (agencyPartyId), the same record (natural key) reading as it did when decided (content hash).
 * A changed record has another hash, so its match counts again.
 */
async function listSuppressedMatches(session: LoadSession, fileId: number, level1GroupId: string): Promise<void> {
  for (const apiName of paymentDatasources) {
    await session.query(
      `insert into payment_suppressed_matches (file_id, party_id, suppression_id, api_name, record_id)
       select m.file_id, m.party_id, s.id, m.api_name, m.record_id
         from match_results m
         join ${sourceTables[apiName].table} r on r.id = m.record_id
         join match_suppressions s
           on s.level1_group_id = $2 and s.lifted_at is null and s.agency_party_id = m.party_id::text
          and s.api_name = m.api_name and s.natural_key = r.natural_key and s.content_hash = r.content_hash
        where m.file_id = $1 and m.api_name = $3 and m.withdrawn_by_load is null
       on conflict do nothing`,
      [fileId, level1GroupId, apiName],
    );
  }
}

interface CountedMatch {
  partyId: string;
  apiName: DatasourceApiName;
  recordId: string;
  level: MatchLevel;
  deathDate: string | null;
  workingPaymentDate: string;
}

/** Every match of the file that counts (no suppression covers it), with the record's date of death. */
async function countedMatches(session: LoadSession, fileId: number): Promise<CountedMatch[]> {
  const perSource = paymentDatasources.map(
    (apiName) =>
      `select m.party_id::text as "partyId", m.api_name as "apiName", m.record_id::text as "recordId",
              m.level, r.death_date::text as "deathDate", p.working_payment_date::text as "workingPaymentDate"
         from match_results m
         join ${sourceTables[apiName].table} r on r.id = m.record_id
         join payments p on p.file_id = m.file_id and p.party_id = m.party_id
        where m.file_id = $1 and m.api_name = '${apiName}' and m.withdrawn_by_load is null
          and not exists (select 1 from payment_suppressed_matches x
                           where x.file_id = m.file_id and x.party_id = m.party_id
                             and x.api_name = m.api_name and x.record_id = m.record_id)`,
  );
  return session.query<CountedMatch>(`${perSource.join(' union all ')} order by 1, 2, 3`, [fileId]);
}

function byParty(matches: readonly CountedMatch[]): Map<string, CountedMatch[]> {
  const parties = new Map<string, CountedMatch[]>();
  for (const match of matches) {
    const list = parties.get(match.partyId);
    if (list) list.push(match);
    else parties.set(match.partyId, [match]);
  }
  return parties;
}

/** What the rules decided for the matched payments: one array per updated column, and the hits as COPY lines. */
interface RuleOutcomes {
  partyIds: string[];
  statuses: string[];
  days: Array<number | null>;
  stops: boolean[];
  business: boolean[];
  soft: boolean[];
  hits: string[];
}

function ruleOutcomes(fileId: number, parties: ReadonlyMap<string, CountedMatch[]>): RuleOutcomes {
  const out: RuleOutcomes = { partyIds: [], statuses: [], days: [], stops: [], business: [], soft: [], hits: [] };
  for (const [partyId, matches] of parties) {
    const first = matches[0];
    if (!first) continue;
    const counted: ScreeningMatch[] = [];
    for (const match of matches) {
      const source = sourceCodeOf.get(match.apiName);
      if (source) {
        counted.push({ source, recordId: Number(match.recordId), level: match.level, deathDate: match.deathDate });
      }
    }
    const screening = evaluatePaymentRules({ workingPaymentDate: first.workingPaymentDate }, counted);
    out.partyIds.push(partyId);
    out.statuses.push(screening.paymentStatus);
    out.days.push(screening.daysSinceDeath);
    out.stops.push(screening.stopRuleApplied);
    out.business.push(screening.businessRuleApplied);
    out.soft.push(screening.softLaunch);
    for (const hit of screening.hits) {
      const { apiName } = catalogEntryBySourceCode(hit.source);
      out.hits.push(
        copyRow([fileId, partyId, hit.ruleCode, hit.kind, hit.applied, apiName, hit.recordId, hit.longDesc]),
      );
    }
  }
  return out;
}

/**
 * Screens a matched payment file in one transaction: the suppressed matches listed, then every
 * payment's outcome written from its counted matches by the rules (docs/payment-rules.md), and
 * the figures the list reads (writePaymentFigures) and the month totals the reports read
 * (writePaymentMonthTotals).
 * Only payments with a match row (and rows an earlier screening wrote) are written; the others
 * keep intake's row and read ISSUED through their file's month totals. Only matched payments go
 * through the rules. Rerun, it writes the same rows again (hits replaced, suppressed matches
 * kept once). Answers how many payments had a counted match.
 */
export async function screenPayments(session: LoadSession, fileId: number, accessGroupId: string): Promise<number> {
  await listSuppressedMatches(session, fileId, await level1GroupOf(session, accessGroupId));
  const parties = byParty(await countedMatches(session, fileId));
  await session.query(`delete from payment_rule_hits where file_id = $1`, [fileId]);
  // A payment without a match row keeps the row intake wrote (UNKNOWN, never screened on its own):
  // it reads ISSUED once its file has month totals (docs/payment-rules.md), so a file of a million
  // payments rewrites its few matched ones, not all. A row an earlier screening or decision wrote
  // is reset, so a rerun leaves every payment as the first screening would have.
  await session.query(
    `update payments p set payment_status = 'ISSUED', screened_at = now(), days_since_death = null,
            stop_rule_applied = false, business_rule_applied = false, soft_launch = false,
            best_match_level = null, match_count = 0, matched_sources = '{}', last_matched_at = null
      where p.file_id = $1
        and (p.screened_at is not null or p.payment_status <> 'UNKNOWN'
             or exists (select 1 from match_results m
                         where m.file_id = p.file_id and m.party_id = p.party_id and m.api_name = any($2::text[])))`,
    [fileId, paymentDatasources],
  );
  await writePaymentFigures(session, fileId, paymentDatasources);
  const out = ruleOutcomes(fileId, parties);
  if (out.partyIds.length > 0) {
    await session.query(
      `update payments p
          set payment_status = v.status, days_since_death = v.days, stop_rule_applied = v.stop,
              business_rule_applied = v.business, soft_launch = v.soft
         from unnest($2::bigint[], $3::text[], $4::int[], $5::boolean[], $6::boolean[], $7::boolean[])
              as v(party_id, status, days, stop, business, soft)
        where p.file_id = $1 and p.party_id = v.party_id`,
      [fileId, out.partyIds, out.statuses, out.days, out.stops, out.business, out.soft],
    );
  }
  if (out.hits.length > 0) {
    await session.copyText(
      'payment_rule_hits',
      ['file_id', 'party_id', 'rule_code', 'kind', 'applied', 'api_name', 'record_id', 'long_desc'],
      out.hits.join(''),
    );
  }
  await writePaymentMonthTotals(session, fileId);
  return out.partyIds.length;
}
