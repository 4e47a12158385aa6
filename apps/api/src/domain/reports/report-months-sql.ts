import { ReportName } from '@dnp/contracts';

/** Where each report's figures come from: the payments, the Batch Match files, or the monitored files. */
const sourceOfReport: Record<ReportName, 'payment' | 'batchMatch' | 'conMon'> = {
  'adjudication-summary': 'payment',
  'payment-activity': 'payment',
  'batch-match': 'batchMatch',
  'continuous-monitoring': 'conMon',
};

/**
 * The kind of data whose months the filters offer for filter[reportName]: that report's, or every
 * report's (null) when the name is absent or not one of ours (a spec client may send its own label).
 */
export function reportDataOf(reportName: string | undefined): 'payment' | 'batchMatch' | 'conMon' | null {
  const parsed = ReportName.safeParse(reportName);
  return parsed.success ? sourceOfReport[parsed.data] : null;
}

/**
 * The months (and their ALCs) that hold a figure of some report, each event in the month its report
 * counts it: a screened payment's working payment date (read from the monthly totals screening keeps,
 * never from every payment), a Batch Match file's UTC day received, and an enrolled
 * monitored file's enrollment, withdrawal, and its matches found and withdrawn. $1 groups, $2 year or
 * null, $3 'payment' | 'batchMatch' | 'conMon' or null for all.
 */
export const reportMonthsSql = `
  with months as (
    select distinct to_char(t.month, 'YYYY-MM') as period, t.agency_alc_code as alc
      from payment_month_totals t
     where ($3::text is null or $3::text = 'payment') and t.access_group_id = any($1::text[])
    union
    select distinct to_char(f.received_at at time zone 'UTC', 'YYYY-MM'), p.alc
      from agency_files f
      join agency_parties p on p.file_id = f.id
     where ($3::text is null or $3::text = 'batchMatch')
       and f.area = 'batchMatch' and f.access_group_id = any($1::text[])
    union
    select distinct to_char(at at time zone 'UTC', 'YYYY-MM'), p.alc
      from agency_files f
      join con_mon_enrollments e on e.file_id = f.id
      join agency_parties p on p.file_id = f.id
     cross join lateral (
       select e.enrolled_at as at
       union all select e.withdrawn_at
       union all select m.matched_at from match_results m where m.file_id = p.file_id and m.party_id = p.party_id
       union all select m.withdrawn_at from match_results m where m.file_id = p.file_id and m.party_id = p.party_id
     ) events
     where ($3::text is null or $3::text = 'conMon')
       and f.area = 'conMon' and f.access_group_id = any($1::text[]) and events.at is not null)
  select substr(period, 1, 4) as year, substr(period, 6, 2) as month,
         string_agg(distinct alc, ',' order by alc) as alcs
    from months
   where $2::text is null or substr(period, 1, 4) = $2::text
   group by 1, 2
   order by 1 desc, 2 desc`;
