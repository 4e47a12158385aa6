import { z } from 'zod';

/**
 * Field formats shared by the batch-match, con-mon, payment and report payloads.
 * They follow the wire shapes of spec section 3, so a value that reads fine on
 * screen but would break a downstream report (a number where a count string is
 * expected, a day that does not exist) is refused at the edge.
 */

/** A count sent as a string ("Counts are strings", spec section 3), e.g. "0" or "1663". */
export const CountString = z.string().regex(/^(0|[1-9][0-9]*)$/, 'expected a whole number written as a string');
export type CountString = z.infer<typeof CountString>;

/** A calendar date 'YYYY-MM-DD' (spec section 9); real days only, so '2024-02-30' fails. */
export const IsoDate = z.iso.date();
export type IsoDate = z.infer<typeof IsoDate>;

/** An ISO 8601 timestamp; an offset (or Z) is required so the instant is never ambiguous. */
export const IsoTimestamp = z.iso.datetime({ offset: true });
export type IsoTimestamp = z.infer<typeof IsoTimestamp>;

/** A flag sent as the string "true" or "false", as the existing client reads it. */
export const StringBoolean = z.enum(['true', 'false']);
export type StringBoolean = z.infer<typeof StringBoolean>;

/** A TIN (SSN or EIN): nine digits, no dashes (sample data, spec section 5). */
export const Tin = z.string().regex(/^[0-9]{9}$/, 'expected nine digits');
export type Tin = z.infer<typeof Tin>;

/** A TIN as the portal shows it unless revealed: five stars and its last four digits. */
export const MaskedTin = z.string().regex(/^\*{5}[0-9]{4}$/, 'expected a TIN masked to its last four digits');
export type MaskedTin = z.infer<typeof MaskedTin>;

/** Treasury Agency Location Code: eight digits identifying the paying office. */
export const AlcCode = z.string().regex(/^[0-9]{8}$/, 'expected an eight-digit agency location code');
export type AlcCode = z.infer<typeof AlcCode>;

/** Several ALCs joined by commas without spaces, e.g. "12345678,87654321". */
export const AlcCodeList = z
  .string()
  .regex(/^[0-9]{8}(,[0-9]{8})*$/, 'expected eight-digit agency location codes separated by commas');
export type AlcCodeList = z.infer<typeof AlcCodeList>;

/**
 * An amount in US dollars as a decimal string with cents, e.g. "1250.00".
 * A string, not a JSON number, so no amount is ever rounded through a float;
 * negative amounts exist for reversals.
 */
export const MoneyAmount = z.string().regex(/^-?(0|[1-9][0-9]*)\.[0-9]{2}$/, 'expected dollars with two decimals');
export type MoneyAmount = z.infer<typeof MoneyAmount>;

/** The numeric id of a submitted file (FRB file id), sent as a string of digits. */
export const AgencyFrbFileId = z.string().regex(/^[0-9]+$/, 'expected a file id of digits');
export type AgencyFrbFileId = z.infer<typeof AgencyFrbFileId>;

/** The agency's party (payee or monitored party) id: a number on the wire (spec section 3). */
export const AgencyPartyId = z.number().int().positive();
export type AgencyPartyId = z.infer<typeof AgencyPartyId>;

/** A two-letter US state or territory code. */
export const StateCode = z.string().regex(/^[A-Z]{2}$/, 'expected a two-letter state code');

/** A US ZIP code, five digits with an optional four-digit extension. */
export const PostalCode = z.string().regex(/^[0-9]{5}(-?[0-9]{4})?$/, 'expected a ZIP code');

/** Calendar month as two digits "01".."12" (reportMonthNumber, spec section 3). */
export const MonthNumber = z.string().regex(/^(0[1-9]|1[0-2])$/, 'expected a two-digit month 01-12');

/** Four-digit calendar year. */
export const YearNumber = z.string().regex(/^[0-9]{4}$/, 'expected a four-digit year');
