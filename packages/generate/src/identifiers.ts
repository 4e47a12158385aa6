import type { Random } from './random.js';

/**
 * SSA never issues area 000, 666 or 900-999, group 00 or serial 0000
 * (SSA, "Social Security Number Randomization", 2011).
 */
export function isValidSsn(ssn: string): boolean {
  if (!/^\d{9}$/.test(ssn)) return false;
  const area = Number(ssn.slice(0, 3));
  return area !== 0 && area !== 666 && area < 900 && ssn.slice(3, 5) !== '00' && ssn.slice(5) !== '0000';
}

export function drawSsn(random: Random): string {
  for (;;) {
    const area = random.int(1, 899);
    if (area === 666) continue;
    const ssn = `${String(area).padStart(3, '0')}${String(random.int(1, 99)).padStart(2, '0')}${String(random.int(1, 9999)).padStart(4, '0')}`;
    if (isValidSsn(ssn)) return ssn;
  }
}

/** EIN prefixes the IRS assigns (IRS, "How EINs are assigned and valid EIN prefixes"). */
export const einPrefixes: readonly string[] = [
  ...range(1, 6),
  ...range(10, 16),
  ...range(20, 27),
  ...range(30, 48),
  ...range(50, 68),
  ...range(71, 77),
  ...range(80, 88),
  ...range(90, 95),
  '98',
  '99',
];

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));
}

export function isValidEin(ein: string): boolean {
  return /^\d{9}$/.test(ein) && einPrefixes.includes(ein.slice(0, 2)) && ein.slice(2) !== '0000000';
}

export function drawEin(random: Random): string {
  for (;;) {
    const ein = `${random.pick(einPrefixes)}${random.digits(7)}`;
    if (isValidEin(ein)) return ein;
  }
}
