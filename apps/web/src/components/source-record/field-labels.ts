/** Words spelled in capitals wherever they appear in an attribute name. */
const acronyms: Readonly<Record<string, string>> = {
  tin: 'TIN',
  ssn: 'SSN',
  ein: 'EIN',
  uei: 'UEI',
  npi: 'NPI',
  upin: 'UPIN',
  cage: 'CAGE',
  aba: 'ABA',
  eft: 'EFT',
  dba: 'DBA',
  dodaac: 'DODAAC',
  naics: 'NAICS',
  psc: 'PSC',
  fsc: 'FSC',
  sba: 'SBA',
  url: 'URL',
  id: 'ID',
  ids: 'IDs',
  us: 'US',
  sdn: 'SDN',
};

/** Attribute names whose words alone would mislead or read badly. */
const overrides: Readonly<Record<string, string>> = {
  entNum: 'SDN entry number',
  srcSysTypeCdDesc: 'Source',
  srcSysTypeCd: 'Source code',
  datasourceDesc: 'Source',
  datasourceDescr: 'Source',
  verifyOrProof: 'Verified (V) or proven (P)',
  federalRegisterNbr: 'Register number',
  countyCode: 'Issuing country',
  addrLine1: 'Address line 1',
  partyTypeCd: 'Party type',
  officerStateCd: 'Officer state',
  officerPostalCd: 'Officer postal code',
  officerCountryCd: 'Officer country',
  individualBusinessIndicator: 'Individual (I) or business (B)',
  tinMasked: 'TIN masked',
};

/** A record attribute's name as a reader's label: "exclusionDate" → "Exclusion date", "cageCode" → "CAGE code". */
export function fieldLabel(attribute: string): string {
  const override = overrides[attribute];
  if (override) return override;
  const words = attribute
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(' ')
    .map((word) => word.toLowerCase());
  return words
    .map((word, index) => {
      const acronym = acronyms[word];
      if (acronym) return acronym;
      return index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    })
    .join(' ');
}
