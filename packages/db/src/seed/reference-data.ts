/** Data every installation has, development or production (seeded idempotently). */
export const currentTermsVersion = '2026-01';

export const termsOfUse = {
  version: currentTermsVersion,
  title: 'Do Not Pay Rules of Behavior',
  body: [
    'You are accessing a U.S. Government information system. Use of this system is limited to authorized users for the purpose of preventing improper payments, as provided by the Payment Integrity Information Act of 2019 (31 U.S.C. 3351 et seq.).',
    'Information you obtain here, including Social Security and taxpayer identification numbers, is protected by the Privacy Act of 1974. Use it only to verify payment eligibility for your agency, disclose it to no one without a need to know, and do not store it outside approved systems.',
    'A match is not, by itself, proof that a payment is improper. Verify each match before you take adverse action, and give the individual notice and an opportunity to contest as your agency procedures require.',
    'All activity on this system is monitored and recorded. Every search and every record you view is logged with your identity. Unauthorized use may result in disciplinary action and civil and criminal penalties.',
  ].join('\n\n'),
};

export const defaultFeatureFlags = [
  {
    key: 'termsAndConditions',
    enabled: true,
    description: 'Users must accept the current Rules of Behavior before they use the portal.',
  },
] as const;
