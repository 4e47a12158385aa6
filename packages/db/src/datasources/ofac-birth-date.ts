import type { OfacBirthDate } from '@dnp/contracts';
import { compareDob, parseDob, type DobAgreement } from '@dnp/matching';

/** A listed date the engine can compare, and whether it names one day. */
interface EngineDate {
  dob: string;
  full: boolean;
}

const lastDayOfMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A listed date in the engine's form: one day (YYYY-MM-DD), one month (YYYY-MM) or one year (YYYY).
 * Circa dates and multi-year ranges ("1951 to 1953") are OFAC's estimates, not a known date, so they
 * are never handed to the engine: a year given as an estimate must not agree like a known year does.
 */
function engineDate(listed: OfacBirthDate): EngineDate | undefined {
  const { birthDateFrom: from, birthDateTo: to } = listed;
  if (listed.approximate || from === null || to === null) return undefined;
  if (from === to) return { dob: from, full: true };
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number);
  const [toYear, toMonth, toDay] = to.split('-').map(Number);
  if (fromYear === undefined || fromYear !== toYear || fromDay !== 1) return undefined;
  const year = String(fromYear);
  if (fromMonth === 1 && toMonth === 12 && toDay === 31) return { dob: year, full: false };
  if (fromMonth !== undefined && fromMonth === toMonth && toDay === lastDayOfMonth(fromYear, fromMonth)) {
    return { dob: `${year}-${String(fromMonth).padStart(2, '0')}`, full: false };
  }
  return undefined;
}

/** Best first, in the engine's own order: only 'exact' and 'transposed' make NAME + DOB. */
const AGREEMENT_RANK: Partial<Record<DobAgreement, number>> = { exact: 0, transposed: 1, year: 2 };

/** True when the query's date lies inside a listed range or circa estimate. */
function withinEstimate(listed: readonly OfacBirthDate[], queryDob: string): boolean {
  return listed.some(
    ({ birthDateFrom: from, birthDateTo: to }) => from !== null && to !== null && from <= queryDob && queryDob <= to,
  );
}

/**
 * The one date of birth the matching engine is given for an OFAC entry. OFAC lists several
 * ("DOB 31 Aug 1960; alt. DOB 31 Aug 1953; ...") while the engine compares a single date, so the
 * record is built per query: the listed date that agrees best with the query's date when one does,
 * so that any listed full date can corroborate the name. Otherwise the first full date (the first
 * known date when none is full), so that a query date matching none of them counts as a different
 * date — unless it falls inside one of OFAC's ranges or circa estimates, which neither corroborates
 * nor contradicts it, and then no date is given.
 */
export function ofacDob(
  listed: readonly OfacBirthDate[] | undefined,
  queryDob: string | undefined,
): string | undefined {
  const dates = (listed ?? []).flatMap((item) => engineDate(item) ?? []);
  const fallback = (dates.find((date) => date.full) ?? dates[0])?.dob;
  if (queryDob === undefined) return fallback;
  const query = parseDob(queryDob);
  let best: { dob: string; rank: number } | undefined;
  for (const { dob } of dates) {
    const rank = AGREEMENT_RANK[compareDob(query, parseDob(dob))];
    if (rank !== undefined && (best === undefined || rank < best.rank)) best = { dob, rank };
  }
  if (best !== undefined) return best.dob;
  return withinEstimate(listed ?? [], queryDob) ? undefined : fallback;
}
