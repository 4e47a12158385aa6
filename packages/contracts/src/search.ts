import { z } from 'zod';
import { DatasourceApiName } from './datasource-catalog.js';
import { MatchLevel, SearchCriteria } from './enums.js';
import { Meta, postBody } from './envelope.js';

/** Longest name part accepted; the longest sample name in the spec is about 50 characters. */
export const MAX_NAME_LENGTH = 100;

const namePart = z
  .string()
  .trim()
  .max(MAX_NAME_LENGTH, `at most ${MAX_NAME_LENGTH} characters`)
  .refine((value) => !/[<>{}\\]/.test(value), 'may not contain < > { } or \\');

/** SSN (123-45-6789), EIN (12-3456789) or nine digits. */
export const TinInput = z
  .string()
  .trim()
  .regex(/^(\d{3}-?\d{2}-?\d{4}|\d{2}-\d{7})$/, 'must be 9 digits, dashes allowed (123-45-6789 or 12-3456789)');

export function tinDigits(tin: string): string {
  return tin.replace(/\D/g, '');
}

export const SearchAttributes = z
  .object({
    searchCriteria: SearchCriteria,
    name: namePart.optional(),
    firstName: namePart.optional(),
    middleName: namePart.optional(),
    lastName: namePart.optional(),
    tin: TinInput.optional(),
    birthDate: z.iso.date('must be a date YYYY-MM-DD').optional(),
    stateCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter state code')
      .optional(),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,3}$/, 'must be a two- or three-letter country code')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.searchCriteria === 'NAME') {
      const full = value.name ?? '';
      const parts = [value.firstName, value.lastName].filter((part) => part !== undefined && part !== '');
      if (full === '' && (value.lastName ?? '') === '') {
        ctx.addIssue({
          code: 'custom',
          path: parts.length > 0 ? ['lastName'] : ['name'],
          message: 'a name search needs a name (or at least a last name)',
        });
      }
    } else if (!value.tin) {
      ctx.addIssue({ code: 'custom', path: ['tin'], message: 'an SSN/EIN/TIN search needs a 9-digit tin' });
    }
  });
export type SearchAttributes = z.infer<typeof SearchAttributes>;
export const SearchRequestBody = postBody(SearchAttributes);
export type SearchRequestBody = z.infer<typeof SearchRequestBody>;

export const SearchParams = z.object({ apiName: DatasourceApiName });
export const SearchQuery = z
  .object({ 'page[size]': z.coerce.number().int().min(1).max(500).optional() })
  .catchall(z.unknown());

/** One reason behind a score, for the person reviewing the match. */
export const MatchFeature = z.object({
  name: z.string(),
  value: z.union([z.number(), z.string()]),
  contribution: z.number(),
  text: z.string(),
});
export type MatchFeature = z.infer<typeof MatchFeature>;

export const MatchInfo = z.object({
  score: z.number().min(0).max(1),
  level: MatchLevel,
  matchTypePortalDisplayText: z.string(),
  /** The record name or alias the query matched best. */
  matchedName: z.string(),
  explanation: z.array(MatchFeature),
});
export type MatchInfo = z.infer<typeof MatchInfo>;

/**
 * A search hit: the source's own attributes (as in the record schemas; a TIN is
 * masked to its last four digits), why it matched, and how it was searched.
 */
export const SearchResultAttributes = z
  .object({ searchCriteria: SearchCriteria, match: MatchInfo, tinMasked: z.boolean() })
  .catchall(z.unknown());
export type SearchResultAttributes = z.infer<typeof SearchResultAttributes>;

export const SearchResultResource = z.object({
  id: z.string(),
  type: DatasourceApiName,
  attributes: SearchResultAttributes,
});
export const SearchResponse = z.object({
  data: z.array(SearchResultResource),
  meta: Meta,
  links: z.record(z.string(), z.string().nullable()).optional(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** GET /api/v1/{apiName}/{id}?include=a,b */
export const RecordParams = z.object({
  apiName: DatasourceApiName,
  id: z.string().regex(/^\d{1,18}$/, 'must be a record id'),
});
export const RecordQuery = z.object({ include: z.string().max(400).optional() }).catchall(z.unknown());
export const RecordResource = z.object({
  id: z.string(),
  type: DatasourceApiName,
  attributes: z.object({ tinMasked: z.boolean() }).catchall(z.unknown()),
});
export const RecordResponse = z.object({ data: z.array(RecordResource), meta: Meta.optional() });

/** POST /api/v1/{apiName}/{id}/tin-reveal: the full TIN, on purpose and audited. */
export const TinRevealBody = postBody(
  z.object({
    reason: z.string().trim().min(3, 'say why you need the full number').max(200),
    /** The search that returned the record: its answer's meta `transaction-id` (docs/search-api.md). */
    searchTransactionId: z
      .string()
      .trim()
      .min(1, "name the search the record came from (its answer's meta transaction-id)")
      .max(100),
  }),
);
export const TinRevealResponse = z.object({
  data: z.array(z.object({ id: z.string(), type: z.literal('tinReveal'), attributes: z.object({ tin: z.string() }) })),
  meta: Meta.optional(),
});

/** Masks a TIN to its last four digits, as the portal shows TINs unless revealed. */
export function maskTin(tin: string | null | undefined): string | null {
  if (!tin) return null;
  const digits = tinDigits(tin);
  return digits.length < 4 ? '*****' : `*****${digits.slice(-4)}`;
}
