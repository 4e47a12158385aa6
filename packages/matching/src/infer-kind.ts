import { leadingLegalForms, legalForms } from './name-lexicon.js';
import type { PartyKind } from './types.js';

/** Words that name an organization rather than a person, beyond the legal forms. */
const orgWords = new Set(
  `BANK BANCO BANQUE CHURCH FOUNDATION ASSOCIATION UNIVERSITY COLLEGE SCHOOL ACADEMY HOSPITAL CLINIC TRUST FUND
  CENTER CENTRE SERVICES SERVICE MINISTRIES MINISTRY COUNCIL SOCIETY CLUB INSTITUTE INSTITUTION ORGANIZATION
  ORGANISATION COMMITTEE PARTNERS PARTNERSHIP ASSOCIATES AIRLINES AIRWAYS SHIPPING LOGISTICS TRADING HOLDINGS
  HOLDING GROUP INDUSTRIES ENTERPRISES INTERNATIONAL CORPORATION COMPANY LIMITED INCORPORATED MANUFACTURING
  CONSTRUCTION CONSULTING PHARMACY PHARMACEUTICALS LABORATORIES LABORATORY TECHNOLOGY TECHNOLOGIES SYSTEMS SOLUTIONS
  MEDICAL HEALTH HEALTHCARE DENTAL ENERGY PETROLEUM OIL GAS MOTORS ELECTRONICS INVESTMENTS INVESTMENT CAPITAL
  FINANCIAL FINANCE INSURANCE REALTY PROPERTIES DEVELOPMENT AGENCY DEPARTMENT OFFICE AUTHORITY FRONT ARMY BRIGADE
  MOVEMENT PARTY NETWORK ESTABLISHMENT FACTORY PLANT MARKET STORE SHOP RESTAURANT HOTEL MOTEL TRANSPORT EXPORT
  IMPORT AUTO FARMS FARM RANCH BROTHERS SONS CHARITY CHARITABLE RELIEF MISSION FELLOWSHIP TEMPLE MOSQUE SYNAGOGUE
  PARISH DIOCESE LEAGUE UNION COOPERATIVE DISTRICT COUNTY CITY TOWNSHIP BOARD`.split(/\s+/),
);

/**
 * Infers whom a name belongs to when the caller does not say: a legal form or an organization word makes it an
 * entity; anything else is read as a person, the more common payee in the datasources.
 */
export function inferPartyKind(tokens: readonly string[]): Exclude<PartyKind, 'unknown'> {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    if (orgWords.has(token)) return 'entity';
    // Short forms ("SA", "AB", "SAL") are also name parts; trust them only where forms are written.
    const trailing = i > 0 && i === tokens.length - 1;
    const leading = i === 0 && tokens.length > 1 && leadingLegalForms.has(token) && token.length === 3;
    if (legalForms.has(token) && (token.length > 3 || trailing || leading)) return 'entity';
  }
  if (tokens.some((token) => /\d/.test(token))) return 'entity';
  // Spelled-out forms ("KORLATOLT FELELOSSEGU TARSASAG") are phrases, matched at either end of the name.
  for (let n = 2; n < tokens.length; n++) {
    if (legalForms.has(tokens.slice(-n).join(' ')) || legalForms.has(tokens.slice(0, n).join(' '))) return 'entity';
  }
  return 'person';
}
