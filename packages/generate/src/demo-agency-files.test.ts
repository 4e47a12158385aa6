import { AGENCY_FIXED_WIDTH_LENGTH, type AgencyPartyRow } from '@dnp/contracts';
import { readAgencyFile } from '@dnp/ingest';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { demoAgencyFiles, type DemoAgencyFile } from './demo-agency-files.js';
import { plantedCases } from './planted-cases.js';

async function rowsOf(file: DemoAgencyFile): Promise<AgencyPartyRow[]> {
  const rows: AgencyPartyRow[] = [];
  for await (const item of readAgencyFile(Readable.from([Buffer.from(file.text)]), file.format)) {
    if (item.kind === 'rejection') throw new Error(`line ${item.line}: ${item.reason}`);
    rows.push(item.record);
  }
  return rows;
}

describe('demo agency files', () => {
  it('are valid agency files, every row read by the real reader', async () => {
    const files = demoAgencyFiles();
    expect(files.map((file) => file.accessGroupId)).toEqual(['DFAS', 'DOD', 'DOD']);
    // Both layouts of docs/agency-files.md: the contractor staff's file is fixed-width, 416 characters a record.
    expect(files.map((file) => file.format)).toEqual(['csv', 'csv', 'fixed']);
    const fixed = (files[2]?.text.split('\n') ?? []).filter((line) => line !== '');
    expect(fixed.every((line) => line.length === AGENCY_FIXED_WIDTH_LENGTH)).toBe(true);
    for (const file of files) expect((await rowsOf(file)).length).toBeGreaterThan(3);
  });

  it('hold a party for every named search of the planted cases, with its name and TIN', async () => {
    const parties = (await Promise.all(demoAgencyFiles().map((file) => rowsOf(file)))).flat();
    const named = plantedCases.flatMap((c) => c.searches).filter((search) => search.name !== undefined);
    const asParties = parties.map((row) => ({ name: row.agencySourceFullName, tin: row.agencyTin }));
    for (const search of named) expect(asParties).toContainEqual({ name: search.name, tin: search.tin });
    // The businesses are entities with an EIN; the people individuals with an SSN.
    const bayside = parties.find((row) => row.agencyTin === '274419863');
    expect(bayside).toMatchObject({ agencyPartyTypeCode: 'E', agencyTinTypeCode: 'EIN' });
    const whitcomb = parties.find((row) => row.agencyTin === '524713380');
    expect(whitcomb).toMatchObject({ agencySourceFullName: 'HAROLD WHITCOMB', agencyTinTypeCode: 'SSN' });
  });

  it('gives fillers TINs no source holds (area 9xx is never issued)', async () => {
    const parties = (await Promise.all(demoAgencyFiles().map((file) => rowsOf(file)))).flat();
    const planted = new Set(plantedCases.flatMap((c) => c.searches).map((search) => search.tin));
    const fillers = parties.filter((row) => !planted.has(row.agencyTin));
    expect(fillers.length).toBeGreaterThan(0);
    expect(fillers.every((row) => row.agencyTin?.startsWith('9'))).toBe(true);
  });
});
