/**
 * HHS-OIG exclusion authorities (Social Security Act sections), as the LEIE codes them
 * in EXCLTYPE. Source: OIG "Exclusion Authorities" public list.
 */
export const leieExclusionDescriptions: Readonly<Record<string, string>> = {
  '1128a1': 'Conviction of program-related crimes (mandatory exclusion, minimum 5 years)',
  '1128a2': 'Conviction relating to patient abuse or neglect (mandatory exclusion, minimum 5 years)',
  '1128a3': 'Felony conviction relating to health care fraud (mandatory exclusion, minimum 5 years)',
  '1128a4': 'Felony conviction relating to controlled substance (mandatory exclusion, minimum 5 years)',
  '1128b1': 'Misdemeanor conviction relating to health care fraud',
  '1128b2': 'Conviction relating to obstruction of an investigation or audit',
  '1128b3': 'Misdemeanor conviction relating to controlled substance',
  '1128b4': 'License revocation, suspension or surrender',
  '1128b5': 'Exclusion or suspension under a federal or state health care program',
  '1128b6':
    'Claims for excessive charges, unnecessary services or services failing professionally recognized standards of care',
  '1128b7': 'Fraud, kickbacks and other prohibited activities',
  '1128b8': 'Entity controlled by a sanctioned individual',
  '1128b8a':
    'Entity controlled by a family or household member of an excluded individual, after a transfer of ownership or control',
  '1128b9': 'Failure to disclose required information',
  '1128b10': 'Failure to supply requested information on subcontractors and suppliers',
  '1128b11': 'Failure to supply payment information',
  '1128b12': 'Failure to grant immediate access',
  '1128b13': 'Failure to take corrective action',
  '1128b14': 'Default on health education loan or scholarship obligations',
  '1128b15': 'Individual controlling a sanctioned entity',
  '1128b16': 'Making false statements or misrepresentations of material fact',
  '1128aa': 'Civil monetary penalty: false or fraudulent claims (section 1128A)',
  '1128c3gi': 'Conviction of a second mandatory exclusion offense (minimum 10 years)',
  '1128c3gii': 'Conviction of a third or later mandatory exclusion offense (permanent)',
  '1156':
    'Failure to meet statutory obligations of practitioners and providers (quality improvement organization finding)',
  'brch cia': 'Breach of a Corporate Integrity Agreement',
  'brch sa': 'Breach of a Settlement Agreement',
};

/** The description of an EXCLTYPE code; codes are matched without regard to case or spacing. */
export function leieExclusionDescription(code: string): string | null {
  return leieExclusionDescriptions[code.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}
