import type { SamEntAddress, SamEntRecord } from '@dnp/contracts';
import { parseDate } from '../dates.js';
import { clean, joinParts, required } from '../fields.js';
import { readLines } from '../lines.js';
import { FieldError, mapRow, type ParseInput, type ParseItem } from '../types.js';
import { SAM_ENTITY_POSITIONS, type SamEntityField } from './sam-entity-layout.js';
import { samEntitySubLists } from './sam-entity-lists.js';
import { samEntityStructures, samExtractCodes } from './sam-entity-codes.js';

const POINT_OF_CONTACT_FIELDS = 11;
const POINTS_OF_CONTACT = 6;
const END_OF_RECORD = '!end';

function postalCode(zip: string | null, plus4: string | null): string | null {
  return zip !== null && plus4 !== null ? `${zip}-${plus4}` : zip;
}

function pointOfContactAddresses(field: SamEntityField): SamEntAddress[] {
  const addresses: SamEntAddress[] = [];
  for (let index = 0; index < POINTS_OF_CONTACT; index += 1) {
    const at = (offset: number) =>
      field(SAM_ENTITY_POSITIONS.firstPointOfContact + index * POINT_OF_CONTACT_FIELDS + offset);
    const name = joinParts(at(0), at(1), at(2));
    const line1 = at(4);
    if (name === null && line1 === null) continue;
    addresses.push({
      addressLine1: line1,
      addressLine2: at(5),
      city: at(6),
      stateCode: at(10),
      postalCode: postalCode(at(7), at(8)),
      countryCode: at(9),
      name,
      addressTypeCode: 'X8',
      // The public V2 extract dropped point-of-contact phone and fax numbers.
      usPhone: null,
      fax: null,
    });
  }
  return addresses;
}

export function samEntityFromLine(text: string): { key: string; record: SamEntRecord } {
  const fields = text.split('|');
  if (fields.length < SAM_ENTITY_POSITIONS.lastRequired || fields[fields.length - 1]?.trim() !== END_OF_RECORD) {
    throw new FieldError(
      '*',
      `expected at least ${SAM_ENTITY_POSITIONS.lastRequired} fields ending in "${END_OF_RECORD}", found ${fields.length}`,
    );
  }
  const field: SamEntityField = (position) => clean(fields[position - 1]);
  const p = SAM_ENTITY_POSITIONS;
  const uei = required(fields[p.uei - 1], 'UNIQUE ENTITY ID');
  if (!/^[A-Z0-9]{12}$/.test(uei))
    throw new FieldError('UNIQUE ENTITY ID', `UEI "${uei}" is not 12 letters and digits`);
  const name = required(fields[p.legalBusinessName - 1], 'LEGAL BUSINESS NAME');
  const date = (position: number, column: string) => parseDate(fields[position - 1], column, ['YYYYMMDD']);
  const extractCode = field(p.extractCode);
  const structure = field(p.entityStructure);
  const physical: SamEntAddress = {
    addressLine1: field(p.physicalLine1),
    addressLine2: field(p.physicalLine2),
    city: field(p.physicalCity),
    stateCode: field(p.physicalState),
    postalCode: postalCode(field(p.physicalZip), field(p.physicalZip4)),
    countryCode: field(p.physicalCountry),
    name,
    addressTypeCode: 'PA',
    usPhone: null,
    fax: null,
  };
  const mailing: SamEntAddress = {
    addressLine1: field(p.mailLine1),
    addressLine2: field(p.mailLine2),
    city: field(p.mailCity),
    stateCode: field(p.mailState),
    postalCode: postalCode(field(p.mailZip), field(p.mailZip4)),
    countryCode: field(p.mailCountry),
    name: null,
    addressTypeCode: 'FE',
    usPhone: null,
    fax: null,
  };
  const eftIndicator = field(p.eftIndicator);
  const record: SamEntRecord = {
    // TIN and banking data are only in the sensitive (FOUO) extract, not the public one.
    tin: null,
    uei,
    eftIndicator,
    dba: field(p.dba),
    businessName: name,
    name,
    cageCode: field(p.cageCode),
    registrationStatus: extractCode === null ? null : (samExtractCodes[extractCode] ?? extractCode),
    divisionName: field(p.divisionName),
    divisionNumber: field(p.divisionNumber),
    companyUrl: field(p.url),
    financialInstitute: null,
    abaRoutingNumber: null,
    accountNumber: null,
    accountType: null,
    physicalStreetAddressLine1: physical.addressLine1,
    physicalStreetAddressLine2: physical.addressLine2,
    physicalCity: physical.city,
    physicalStateCode: physical.stateCode,
    physicalPostalCode: physical.postalCode,
    physicalCountryCode: physical.countryCode,
    mailName: null,
    mailStreetAddressLine1: mailing.addressLine1,
    mailStreetAddressLine2: mailing.addressLine2,
    mailCity: mailing.city,
    mailStateCode: mailing.stateCode,
    mailPostalCode: mailing.postalCode,
    mailCountryCode: mailing.countryCode,
    businessStartDate: date(p.entityStartDate, 'ENTITY START DATE'),
    businessTerminationDate: null,
    delinquentFederalDebtFlag: field(p.debtSubjectToOffset),
    dodaac: field(p.dodaac),
    lastUpdateDate: date(p.lastUpdateDate, 'LAST UPDATE DATE'),
    // MMDD: a day of the year, not a date.
    fiscalYearEndCloseDate: field(p.fiscalYearEndCloseDate),
    activationDate: date(p.activationDate, 'ACTIVATION DATE'),
    authorizationDate: null,
    initialRegistrationDate: date(p.initialRegistrationDate, 'INITIAL REGISTRATION DATE'),
    expirationDate: date(p.expirationDate, 'REGISTRATION EXPIRATION DATE'),
    exclusionStatusFlag: field(p.exclusionStatus),
    orgTypes:
      structure === null
        ? []
        : [{ organizationCode: structure, organizationCodeDescription: samEntityStructures[structure] ?? null }],
    ...samEntitySubLists(field),
    addresses: [physical, mailing, ...pointOfContactAddresses(field)].filter(
      (address) => address.addressLine1 !== null || address.city !== null,
    ),
  };
  // CAGE codes and banking are assigned per EFT indicator: one UEI may have several rows.
  return { key: eftIndicator === null ? uei : `${uei}|${eftIndicator}`, record };
}

/** SAM Entity Management Public Extract V2 (.dat); BOF/EOF marker lines are skipped. */
export async function* parseSamEntity(input: ParseInput): AsyncGenerator<ParseItem<SamEntRecord>> {
  for await (const { line, text } of readLines(input)) {
    if (/^(BOF|EOF) /.test(text)) continue;
    yield mapRow(line, () => samEntityFromLine(text));
  }
}
