/** Digits an SSN, EIN or ITIN has. */
export const TIN_DIGITS = 9;

/**
 * Formats what the user typed into a TIN field, keeping up as they type:
 * SSN layout 123-45-6789 by default, EIN layout 12-3456789 when the user put a
 * dash after the second digit. A dash is only added once the digit after it
 * arrives, so deleting backwards never fights the user. Extra digits are dropped.
 */
export function formatTinInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, TIN_DIGITS);
  if (isEinLayout(raw))
    return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : withTypedDash(raw, digits);
  if (digits.length > 5) return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  if (digits.length > 3) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return digits;
}

/** The user chose the EIN layout: a dash typed right after the first two digits. */
function isEinLayout(raw: string): boolean {
  return /^\s*\d{2}\s*-/.test(raw);
}

function withTypedDash(raw: string, digits: string): string {
  return digits.length === 2 && raw.trim().endsWith('-') ? `${digits}-` : digits;
}

export type TinLayout = 'SSN' | 'EIN';

/** Which of the two accepted layouts a complete TIN is written in; undefined when it is neither. */
export function tinLayout(value: string): TinLayout | undefined {
  const trimmed = value.trim();
  if (/^\d{3}-?\d{2}-?\d{4}$/.test(trimmed)) return 'SSN';
  if (/^\d{2}-\d{7}$/.test(trimmed)) return 'EIN';
  return undefined;
}
