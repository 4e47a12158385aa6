import { queryRows, seedDevDirectory, seedReferenceData, type DbHandle } from '@dnp/db';

export const BENCH_ISSUER = 'https://idp.bench.invalid';

/**
 * N screened payments over ten files of DOD and DFAS (the bench user's tree), written set-based
 * as matching leaves them: every payment with its payee, one in `matchEvery` matched to a DMF
 * record of its own (a third CONCLUSIVE), dates over 180 days, two ALCs, amounts up to 5,000.
 * Screening (screenPayments) then decides their status as it does after a real run.
 */
export async function seedScreenedPayments(handle: DbHandle, count: number, matchEvery: number): Promise<void> {
  await seedReferenceData(handle.db);
  await seedDevDirectory(handle.db, BENCH_ISSUER);
  await queryRows(
    handle,
    `insert into agency_files (id, area, access_group_id, file_name, row_count, received_at)
     select g, 'payment', case when g % 2 = 0 then 'DOD' else 'DFAS' end, 'bench-' || g || '.csv', $1::int / 10, now()
     from generate_series(1, 10) g`,
    [count],
  );
  await queryRows(
    handle,
    `insert into agency_parties (file_id, party_id, line, alc, full_name, tin, tin_type, payment_amount)
     select (g % 10) + 1, g, g, case when g % 3 = 0 then '97000002' else '97000001' end, 'PAYEE ' || g,
            lpad((g % 999999999)::text, 9, '0'), 'SSN', (g % 5000)::numeric + 0.25
     from generate_series(1, $1::int) g`,
    [count],
  );
  await queryRows(
    handle,
    `insert into payments (file_id, party_id, payment_id, schedule_number, payment_type, working_payment_date,
                           agency_src_sys, access_group_id, agency_alc_code, payment_amount)
     select (g % 10) + 1, g, 'P' || g, 'S' || (g % 100), 'SALARY', date '2026-01-01' + (g % 180), 'PAM',
            case when ((g % 10) + 1) % 2 = 0 then 'DOD' else 'DFAS' end,
            case when g % 3 = 0 then '97000002' else '97000001' end, (g % 5000)::numeric + 0.25
     from generate_series(1, $1::int) g`,
    [count],
  );
  await queryRows(
    handle,
    `insert into match_results (file_id, party_id, api_name, record_id, level, match_type, score, matched_name, explanation)
     select (g % 10) + 1, g, 'dmf', g, case when g % 3 = 0 then 'CONCLUSIVE' else 'PROBABLE' end,
            'TIN MATCH', 0.9, 'PAYEE ' || g, '[]'::jsonb
     from generate_series(1, $1::int) g where g % $2::int = 0`,
    [count, matchEvery],
  );
  // The matched DMF records, dead 0 to 399 days before 2026-03-01, so the rules see deaths
  // before and after the payment dates.
  await queryRows(
    handle,
    `with load as (
       insert into datasource_loads (api_name, source_version, record_count) values ('dmf', 'bench', $1::int / $2::int)
       returning id)
     insert into dmf_records (id, natural_key, load_id, content_hash, name, tin, death_date, verify_or_proof, datasource_descr)
     select g, 'bench-' || g, load.id, md5(g::text), 'PAYEE ' || g, lpad((g % 999999999)::text, 9, '0'),
            date '2026-03-01' - (g % 400), 'V', 'DMF'
     from load, generate_series(1, $1::int) g where g % $2::int = 0`,
    [count, matchEvery],
  );
  await queryRows(handle, 'analyze');
}
