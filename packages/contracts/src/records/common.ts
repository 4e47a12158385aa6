import { z } from 'zod';

/** A text attribute: the wire carries a string, or null when the source left it empty. */
export const text = z.string().nullable();

/** A calendar date on the wire: 'YYYY-MM-DD' (spec section 9), or null when unknown. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date')
  .nullable();

/** Nine digits, no dashes: the SSN/EIN/TIN form sample data show (spec section 5). */
export const tin = z
  .string()
  .regex(/^\d{9}$/, 'expected a 9-digit TIN')
  .nullable();

/** 'SSN' or 'EIN' where a source says which kind of TIN it holds. */
export const taxIdType = z.enum(['SSN', 'EIN']).nullable();
