import type { PaymentTypeCode } from '@dnp/contracts';

/** One demo payment file: who sent it, when, and its CSV (docs/agency-files.md, "Payment files"). */
export interface DemoPaymentFile {
  accessGroupId: 'DOD' | 'HUD';
  month: string;
  fileName: string;
  receivedAt: string;
  /** The month's working payment date: the rules count days from a death to it. */
  paymentDate: string;
  /** The payees it pays: a decision on any other has no payment here. */
  agencyPartyIds: number[];
  format: 'csv';
  text: string;
}

/** A payee paid every month of the demo, under the same agencyPartyId each time. */
export interface DemoPayee {
  agencyPartyId: number;
  name: string;
  tin: string;
  paymentType: PaymentTypeCode;
  amount: string;
}

/**
 * The demo months: the six before the synthetic data's as-of date (2025-06-30), so a death
 * recorded in the spring falls after the early months' payments and before the later ones'.
 */
export const demoPaymentMonths = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'] as const;

/** Planted payees whose names and TINs are in the demo death sources (planted-cases.ts). */
export const plantedPayees: Readonly<Record<'DOD' | 'HUD', readonly DemoPayee[]>> = {
  DOD: [
    // DMF and DoD, died 2024-11-02: stopped every month.
    {
      agencyPartyId: 1001,
      name: 'HAROLD WHITCOMB',
      tin: '524713380',
      paymentType: 'MONTHLY BENEFIT',
      amount: '2145.60',
    },
    // DoS and DMF, died abroad 2022-08-19, paid under another transliteration: stopped.
    {
      agencyPartyId: 1002,
      name: 'MOHAMMED ABDALLAH ALRASHID',
      tin: '611304472',
      paymentType: 'SALARY',
      amount: '3890.00',
    },
    // DMF under her maiden name (PROBABLE) and AIS probate (CONCLUSIVE): flagged, the AIS stop in soft launch.
    { agencyPartyId: 1003, name: 'LINDA HARTLEY', tin: '318442097', paymentType: 'MONTHLY BENEFIT', amount: '1312.45' },
    // An AIS obituary of 2025-01-09: after January's payment, recent in February, soft-launch stop later.
    {
      agencyPartyId: 1004,
      name: 'ELEANOR VASQUEZ',
      tin: '585193346',
      paymentType: 'MONTHLY BENEFIT',
      amount: '987.10',
    },
  ],
  HUD: [
    // DMF as WILLIAM THOMAS OSULLIVAN, died 2023-02-14: stopped every month.
    { agencyPartyId: 2001, name: "BILL O'SULLIVAN", tin: '041628815', paymentType: 'N/A', amount: '1450.00' },
  ],
};

const fillerNames = [
  'AUGUSTINE PEMBERTHWAITE',
  'MIRABEL QUENNEVILLE',
  'THADDEUS OKONKWO-LARSEN',
  'ROSALIND FAIRWEATHERBY',
  'PERPETUA VANDERHOOF',
  'CASIMIR ABERNATHY-QUIST',
  'ODALYS FENWICK-TREMBLAY',
  'BARNABY ETHERIDGE-MOSS',
  'LUCASTA WINTERBOURNE',
  'EVANDER KILBRIDE-OYELARAN',
] as const;

/**
 * Payees who match nothing, as most of a real file does. Their TINs start with 9, an area SSA
 * never issues and the generator never draws.
 */
function fillers(base: number): DemoPayee[] {
  return fillerNames.map((name, index) => ({
    agencyPartyId: base + index,
    name,
    tin: `9${String(base + index).padStart(8, '0')}`,
    paymentType: index % 3 === 0 ? 'SALARY' : 'MONTHLY BENEFIT',
    amount: `${(640 + index * 173).toFixed(0)}.${String((index * 37) % 100).padStart(2, '0')}`,
  }));
}

const header = [
  'agencyAlcCode',
  'scheduleNumber',
  'paymentId',
  'agencyPartyId',
  'payeeName',
  'tin',
  'tinTypeCode',
  'paymentAmount',
  'paymentTypeCode',
  'workingPaymentDate',
  'payeeAccountNumber',
  'agencySrcSysTypeCd',
];

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A demo payment's id: the payer, the month and the payee, so each month's payment of a payee has its own. */
export function demoPaymentId(group: 'DOD' | 'HUD', month: string, agencyPartyId: number): string {
  return `${group}${month.replace('-', '')}${String(agencyPartyId).padStart(6, '0')}`;
}

const senders = {
  DOD: { alc: '97000100', prefix: 'DOD_PAYMENTS', system: 'PAM', fillerBase: 1100 },
  HUD: { alc: '86000100', prefix: 'HUD_PAYMENTS', system: 'SPS', fillerBase: 2100 },
} as const;

/**
 * DOD's and HUD's payment files of each demo month: the planted payees, the payees the loader
 * found in the loaded death sources (`extra`), and fillers. A payee keeps its id, amount and
 * account every month, as a monthly benefit would.
 */
export function demoPaymentFiles(extra: Readonly<Record<'DOD' | 'HUD', readonly DemoPayee[]>>): DemoPaymentFile[] {
  // Month by month: a month's decisions (a suppression among them) come before the next month's files.
  return demoPaymentMonths.flatMap((month) =>
    (['DOD', 'HUD'] as const).map((group) => {
      const sender = senders[group];
      const paymentDate = `${month}-03`;
      const payees = [...plantedPayees[group], ...extra[group], ...fillers(sender.fillerBase)];
      const compact = month.replace('-', '');
      const lines = payees.map((payee) =>
        [
          sender.alc,
          `S${compact}${group}`,
          demoPaymentId(group, month, payee.agencyPartyId),
          String(payee.agencyPartyId),
          payee.name,
          payee.tin,
          'SSN',
          payee.amount,
          payee.paymentType,
          paymentDate,
          `00${String(payee.agencyPartyId * 7919).padStart(10, '0')}`,
          sender.system,
        ]
          .map(csvField)
          .join(','),
      );
      return {
        accessGroupId: group,
        month,
        fileName: `${sender.prefix}_${compact}01.csv`,
        receivedAt: `${month}-01T06:00:00Z`,
        paymentDate,
        agencyPartyIds: payees.map((payee) => payee.agencyPartyId),
        format: 'csv',
        text: `${header.join(',')}\n${lines.join('\n')}\n`,
      };
    }),
  );
}
