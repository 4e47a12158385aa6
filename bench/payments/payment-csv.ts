import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { agencyPaymentFileColumns } from '@dnp/contracts';
import { queryRows, type DbHandle } from '@dnp/db';

/** A payee planted from a DMF record, and what the bench expects screening to find of it. */
export interface PlantedPayee {
  agencyPartyId: number;
  kind: 'name and TIN' | 'name, other TIN';
}

interface DeadPerson {
  name: string;
  tin: string;
}

export interface PaymentCsv {
  rows: number;
  bytes: number;
  planted: PlantedPayee[];
}

/** A 9-digit TIN no generated source holds: they are issued from 001 to 899, never 9xx. */
const unissuedTin = (i: number): string => `9${String((i * 7919) % 100_000_000).padStart(8, '0')}`;
const csvCell = (value: string): string => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The ALCs of DOD's tree on the development directory, so the file is the acting group's own. */
const alcs = ['97010001', '97010002', '97010003', '97010004'] as const;
const types = ['MONTHLY BENEFIT', 'MONTHLY BENEFIT', 'SALARY', 'N/A'] as const;
const states = ['VA', 'TX', 'CA', 'NY', 'FL', 'OH', 'GA', 'WA'] as const;

/**
 * Writes a payment file of `rows` payments as an agency sends it (docs/agency-files.md, "Payment
 * files"): one in `1 / tinShare` payees a DMF person by name and TIN (CONCLUSIVE: stopped when the
 * death is 30 days or more before the payment date), one in `1 / nameShare` a DMF person's name
 * with an unissued TIN (found by name where a source is searched by name), the rest made-up
 * payees (one person's first name, another's surname, an unissued TIN). Payment dates are the
 * working days of January 2026; amounts from 25.00 to 6,000.00.
 */
export async function writePaymentCsv(
  handle: DbHandle,
  path: string,
  input: { rows: number; tinShare: number; nameShare: number },
): Promise<PaymentCsv> {
  const tinEvery = Math.max(1, Math.round(1 / input.tinShare));
  const nameEvery = Math.max(1, Math.round(1 / input.nameShare));
  const wanted = Math.ceil(input.rows / tinEvery) + Math.ceil(input.rows / nameEvery) + 1;
  // The lowest ids: read from the primary key, not a scan of seven million records.
  const people = await queryRows<DeadPerson>(
    handle,
    `select name, tin from dmf_records where tin is not null order by id limit $1`,
    [wanted],
  );
  if (people.length === 0) throw new Error('no DMF record with a TIN to plant payees from');
  const person = (i: number): DeadPerson => people[i % people.length] as DeadPerson;
  const out = createWriteStream(path);
  out.write(`${agencyPaymentFileColumns.join(',')}\n`);
  const planted: PlantedPayee[] = [];
  let drawn = 0;
  let bytes = 0;
  for (let i = 0; i < input.rows; i++) {
    const partyId = i + 1;
    let name: string;
    let tin: string;
    if (i % tinEvery === 0) {
      const p = person(drawn++);
      ({ name, tin } = p);
      planted.push({ agencyPartyId: partyId, kind: 'name and TIN' });
    } else if (i % nameEvery === 1) {
      name = person(drawn++).name;
      tin = unissuedTin(i);
      planted.push({ agencyPartyId: partyId, kind: 'name, other TIN' });
    } else {
      const first = person(i * 13).name.split(' ')[0] ?? 'PAT';
      const last =
        person(i * 31 + 3)
          .name.split(' ')
          .at(-1) ?? 'DOE';
      name = `${first} ${last}`;
      tin = unissuedTin(i);
    }
    const day = 2 + (i % 20);
    const cents = 2_500 + ((i * 104_729) % 597_500);
    const line = [
      alcs[i % alcs.length],
      `S2601${String(i % 1000).padStart(4, '0')}`,
      `P${partyId}`,
      csvCell(name),
      tin,
      'SSN',
      `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      types[i % types.length],
      `2026-01-${String(day).padStart(2, '0')}`,
      `${100 + (i % 9_800)} MAIN ST`,
      '',
      'SPRINGFIELD',
      states[i % states.length],
      String(10_000 + (i % 89_999)),
      String(partyId),
      String(100_000_000 + i),
      '',
      '',
    ].join(',');
    bytes += line.length + 1;
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
  return { rows: input.rows, bytes, planted };
}
