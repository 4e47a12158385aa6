import {
  agencyFiles,
  agencyParties,
  dmfRecords,
  inLoadTransaction,
  matchResults,
  paymentRuleHits,
  payments,
  writePaymentMonthTotals,
} from '@dnp/db';
import type { TestApp } from './test-app.js';

export const explanation = [{ name: 'tin', value: 'exact', contribution: 0.6, text: 'The TIN is the same.' }];

export interface SeedPayment {
  partyId: number;
  paymentId: string;
  name: string;
  tin: string;
  date: string;
  amount: string;
  alc?: string;
  account?: string;
  /** The DMF record (by surname) it matched, at what level; none: screened and not matched. */
  match?: { surname: string; level: 'CONCLUSIVE' | 'PROBABLE' | 'POSSIBLE' };
  stop?: boolean;
}

/** A payee of the test DMF file (HERNANDEZ), matched CONCLUSIVE by TIN and name, and stopped. */
export function stoppedDeathPayment(partyId: number, date: string, name = 'PAYEE HERNANDEZ'): SeedPayment {
  return {
    partyId,
    paymentId: `PAY-${partyId}`,
    name,
    tin: '123456789',
    date,
    amount: '100.00',
    match: { surname: 'HERNANDEZ', level: 'CONCLUSIVE' },
    stop: true,
  };
}

export interface SeedFile {
  group: string;
  fileName: string;
  receivedAt: string;
  payments: SeedPayment[];
}

/** DMF record ids by surname (the test DMF file of load-test-data.ts). */
export async function dmfIds(t: TestApp): Promise<Map<string, number>> {
  const records = await t.handle.db.select({ id: dmfRecords.id, name: dmfRecords.name }).from(dmfRecords);
  const bySurname = new Map<string, number>();
  for (const record of records) for (const part of record.name.split(' ')) bySurname.set(part, record.id);
  return bySurname;
}

/**
 * A payment file as intake and screening leave it (C's job writes the same rows): the file,
 * its parties, the payments with their outcome, the matches and the rules that fired.
 */
export async function seedPaymentFile(t: TestApp, file: SeedFile): Promise<number> {
  const ids = await dmfIds(t);
  const [row] = await t.handle.db
    .insert(agencyFiles)
    .values({
      area: 'payment',
      accessGroupId: file.group,
      fileName: file.fileName,
      receivedAt: new Date(file.receivedAt),
      matchedAt: new Date(file.receivedAt),
      rowCount: file.payments.length,
    })
    .returning({ id: agencyFiles.id });
  const fileId = Number(row?.id);
  for (const [index, payment] of file.payments.entries()) {
    await t.handle.db.insert(agencyParties).values({
      fileId,
      partyId: payment.partyId,
      line: index + 2,
      alc: payment.alc ?? '97000001',
      fullName: payment.name,
      tin: payment.tin,
      tinType: 'SSN',
      paymentAmount: payment.amount,
    });
    await t.handle.db.insert(payments).values({
      fileId,
      partyId: payment.partyId,
      paymentId: payment.paymentId,
      scheduleNumber: 'S26060001',
      paymentType: 'MONTHLY BENEFIT',
      workingPaymentDate: payment.date,
      payeeAccountNumber: payment.account ?? null,
      agencySrcSys: 'PAM',
      paymentStatus: payment.stop ? 'STOPPED' : 'ISSUED',
      screenedAt: new Date(file.receivedAt),
      daysSinceDeath: payment.match ? 400 : null,
      stopRuleApplied: payment.stop ?? false,
      businessRuleApplied: payment.match !== undefined && !payment.stop,
      accessGroupId: file.group,
      agencyAlcCode: payment.alc ?? '97000001',
      paymentAmount: payment.amount,
      bestMatchLevel: payment.match?.level ?? null,
      matchCount: payment.match ? 1 : 0,
      matchedSources: payment.match ? ['dmf'] : [],
      lastMatchedAt: payment.match ? new Date(file.receivedAt) : null,
    });
    if (!payment.match) continue;
    const recordId = ids.get(payment.match.surname);
    if (recordId === undefined) throw new Error(`no DMF record of ${payment.match.surname}`);
    await t.handle.db.insert(matchResults).values({
      fileId,
      partyId: payment.partyId,
      apiName: 'dmf',
      recordId,
      level: payment.match.level,
      matchType: payment.match.level === 'CONCLUSIVE' ? 'TIN + NAME MATCH' : 'TIN MATCH',
      score: payment.match.level === 'CONCLUSIVE' ? 1 : 0.86,
      matchedName: payment.match.surname,
      explanation,
      sourceAsOf: '2026-02-27',
      matchedAt: new Date(file.receivedAt),
    });
    await t.handle.db.insert(paymentRuleHits).values({
      fileId,
      partyId: payment.partyId,
      ruleCode: payment.stop ? 'SP-DEATH-30' : 'BR-PROBABLE-DEATH',
      kind: payment.stop ? 'STOP' : 'BUSINESS',
      applied: true,
      apiName: 'dmf',
      recordId,
      longDesc: payment.stop ? 'Stop payment: a death 30 or more days before it.' : 'Review: a probable death match.',
    });
  }
  await inLoadTransaction(t.handle, (session) => writePaymentMonthTotals(session, fileId));
  return fileId;
}
