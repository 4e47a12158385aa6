import type { AgencyParty } from './batch-level.js';

/** An agency file's person as a test needs it: JOHN SMITH, type I, nothing else known, unless `fields` says. */
export const agencyParty = (fields: Partial<AgencyParty> = {}): AgencyParty => ({
  partyId: 1,
  fullName: 'JOHN SMITH',
  partyType: 'I',
  tin: null,
  birthDate: null,
  addressLine1: null,
  cityName: null,
  stateCode: null,
  postalCode: null,
  ...fields,
});
