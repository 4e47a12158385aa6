import type { DmfRecord, DodRecord } from '@dnp/contracts';
import type { ParseItem } from '@dnp/ingest';
import type { DemoPayee } from './demo-payment-files.js';
import { demoSources, DEMO_SEED } from './load-demo-data.js';
import { generateRecords, type GeneratedRecord } from './source-generator.js';

/**
 * Deaths of the spring of 2025: after the early months' payments, before the later ones'.
 * A payee found among them shows a death the planted cases do not.
 */
export const SPRING_DEATHS = { from: '2025-03-10', to: '2025-04-20' } as const;
/** Deaths of the summer of 2024, whose SSN a HUD payee carries under another surname (PROBABLE). */
export const RENAMED_DEATHS = { from: '2024-06-01', to: '2024-09-30' } as const;
export const RENAMED_SURNAME = 'PEMBERTON';

export type DemoSourcePayees = Record<'DOD' | 'HUD', DemoPayee[]>;

/** The death records a payee is chosen from: the first of each by natural key. */
export interface DemoPayeeRecords {
  dodSpring: { name: string; tin: string } | undefined;
  dmfSpring: { name: string; tin: string } | undefined;
  dmfRenamed: { first: string; tin: string } | undefined;
}

const payee = (agencyPartyId: number, name: string, tin: string): DemoPayee => ({
  agencyPartyId,
  name,
  tin,
  paymentType: 'MONTHLY BENEFIT',
  amount: '1204.33',
});

/** DOD pays the DoD spring death (1005); HUD the DMF one (2002) and the renamed DMF SSN (2003). */
export function demoSourcePayees(found: DemoPayeeRecords): DemoSourcePayees {
  return {
    DOD: found.dodSpring ? [payee(1005, found.dodSpring.name, found.dodSpring.tin)] : [],
    HUD: [
      ...(found.dmfSpring ? [payee(2002, found.dmfSpring.name, found.dmfSpring.tin)] : []),
      ...(found.dmfRenamed ? [payee(2003, `${found.dmfRenamed.first} ${RENAMED_SURNAME}`, found.dmfRenamed.tin)] : []),
    ],
  };
}

const within = (date: string | null, window: { from: string; to: string }) =>
  date !== null && date >= window.from && date <= window.to;

/** The first record by natural key that passes `test`; SSN keys of equal length sort the same in every collation. */
async function firstByKey<T>(
  items: AsyncIterable<ParseItem<T>>,
  test: (record: T) => boolean,
): Promise<GeneratedRecord<T> | undefined> {
  let first: GeneratedRecord<T> | undefined;
  for await (const item of items) {
    if (item.kind !== 'record' || !test(item.record)) continue;
    if (first === undefined || item.key < first.key) first = { key: item.key, record: item.record };
  }
  return first;
}

/**
 * The payees `loadDemoPaymentFiles` reads from the loaded death sources, read instead from the
 * demo's generated DoD and DMF records (the same seed and counts the demo loads), for a run that
 * cannot read the database: `demo` through the running portal. The DMF change file's deaths are
 * of 2026, outside both windows, so they change nothing here.
 */
export async function generatedDemoPayees(): Promise<DemoSourcePayees> {
  const countOf = (apiName: 'dod' | 'dmf') => {
    const source = demoSources().find((s) => s.apiName === apiName);
    if (source?.kind !== 'generated') throw new Error(`the demo does not generate ${apiName}`);
    return source.count;
  };
  const dod = await firstByKey<DodRecord>(
    generateRecords('dod', { seed: DEMO_SEED, count: countOf('dod') }),
    (r) => r.tin !== null && within(r.deathDate, SPRING_DEATHS),
  );
  const dmfItems = () => generateRecords('dmf', { seed: DEMO_SEED, count: countOf('dmf') });
  const dmf = await firstByKey<DmfRecord>(dmfItems(), (r) => r.tin !== null && within(r.deathDate, SPRING_DEATHS));
  const renamed = await firstByKey<DmfRecord>(
    dmfItems(),
    (r) => r.tin !== null && r.firstName !== null && within(r.deathDate, RENAMED_DEATHS),
  );
  return demoSourcePayees({
    dodSpring: dod?.record.tin ? { name: dod.record.name, tin: dod.record.tin } : undefined,
    dmfSpring: dmf?.record.tin ? { name: dmf.record.name, tin: dmf.record.tin } : undefined,
    dmfRenamed:
      renamed?.record.tin && renamed.record.firstName
        ? { first: renamed.record.firstName, tin: renamed.record.tin }
        : undefined,
  });
}
