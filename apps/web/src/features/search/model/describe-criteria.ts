import { tinDigits, type SearchAttributes } from '@dnp/contracts';

/**
 * The search in words, for headings and table captions. A TIN is named by its
 * last four digits only: captions are printed and read aloud.
 */
export function describeCriteria(attributes: SearchAttributes): string {
  const born = attributes.birthDate ? `, born ${attributes.birthDate}` : '';
  if (attributes.searchCriteria === 'SSN/EIN/TIN') {
    return `SSN/EIN/TIN ending in ${tinDigits(attributes.tin ?? '').slice(-4)}${born}`;
  }
  const name =
    attributes.name ?? [attributes.firstName, attributes.middleName, attributes.lastName].filter(Boolean).join(' ');
  return `“${name}”${born}`;
}
