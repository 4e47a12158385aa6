import { z } from 'zod';
import { DatasourceApiName } from './datasource-catalog.js';
import { MatchLevel, SearchCriteria } from './enums.js';
import { listEnvelope, Meta, postBody, resource } from './envelope.js';
import { shownRecordByApiName } from './records/shown-record.js';

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

/** What a search adds to a record: why it matched, and how it was searched. */
const hitExtras = { searchCriteria: SearchCriteria, match: MatchInfo };

/** A search hit of one source: its record as shown (a TIN masked to its last four digits), and the match. */
function searchResultOf<K extends DatasourceApiName>(apiName: K) {
  return resource(apiName, shownRecordByApiName[apiName].extend(hitExtras));
}

/** A record read of one source: its record as shown, with the sub-lists asked for. */
function recordResourceOf<K extends DatasourceApiName>(apiName: K) {
  return resource(apiName, shownRecordByApiName[apiName]);
}

/**
 * The hits of each source, told apart by the resource type (the datasource): a renamed
 * record attribute changes the type of every hit and record read of that source.
 */
export const searchResultResourceByApiName = {
  aisObituary: searchResultOf('aisObituary'),
  aisProbate: searchResultOf('aisProbate'),
  caivrs: searchResultOf('caivrs'),
  samEnt: searchResultOf('samEnt'),
  dbck: searchResultOf('dbck'),
  dmf: searchResultOf('dmf'),
  dod: searchResultOf('dod'),
  dos: searchResultOf('dos'),
  samExRes: searchResultOf('samExRes'),
  samExPub: searchResultOf('samExPub'),
  leiePublic: searchResultOf('leiePublic'),
  leiePrivate: searchResultOf('leiePrivate'),
  ofac: searchResultOf('ofac'),
  arl: searchResultOf('arl'),
  fod: searchResultOf('fod'),
  pub78: searchResultOf('pub78'),
  form990n: searchResultOf('form990n'),
  bop: searchResultOf('bop'),
} satisfies { [K in DatasourceApiName]: z.ZodObject<{ type: z.ZodLiteral<K> } & z.core.$ZodShape> };

export const recordResourceByApiName = {
  aisObituary: recordResourceOf('aisObituary'),
  aisProbate: recordResourceOf('aisProbate'),
  caivrs: recordResourceOf('caivrs'),
  samEnt: recordResourceOf('samEnt'),
  dbck: recordResourceOf('dbck'),
  dmf: recordResourceOf('dmf'),
  dod: recordResourceOf('dod'),
  dos: recordResourceOf('dos'),
  samExRes: recordResourceOf('samExRes'),
  samExPub: recordResourceOf('samExPub'),
  leiePublic: recordResourceOf('leiePublic'),
  leiePrivate: recordResourceOf('leiePrivate'),
  ofac: recordResourceOf('ofac'),
  arl: recordResourceOf('arl'),
  fod: recordResourceOf('fod'),
  pub78: recordResourceOf('pub78'),
  form990n: recordResourceOf('form990n'),
  bop: recordResourceOf('bop'),
} satisfies { [K in DatasourceApiName]: z.ZodObject<{ type: z.ZodLiteral<K> } & z.core.$ZodShape> };

const byType = <T extends Record<DatasourceApiName, z.ZodObject<{ type: z.ZodLiteral<string> }>>>(resources: T) =>
  // Object.values has no tuple type; the satisfies clauses above hold all 18 sources.
  Object.values(resources) as [T[DatasourceApiName], ...Array<T[DatasourceApiName]>];

export const SearchResultResource = z.discriminatedUnion('type', byType(searchResultResourceByApiName));
export type SearchResultResource = z.infer<typeof SearchResultResource>;
export type SearchResultAttributesOf<K extends DatasourceApiName> = K extends DatasourceApiName
  ? z.infer<(typeof searchResultResourceByApiName)[K]>['attributes']
  : never;
/** A hit of any source; which one is the resource type beside it. */
export type SearchResultAttributes = SearchResultAttributesOf<DatasourceApiName>;

export const SearchResponse = listEnvelope(SearchResultResource).extend({ meta: Meta });
export type SearchResponse = z.infer<typeof SearchResponse>;

export type SearchResultResourceOf<K extends DatasourceApiName> = K extends DatasourceApiName
  ? z.infer<(typeof searchResultResourceByApiName)[K]>
  : never;
export interface SearchResponseOf<K extends DatasourceApiName> extends Omit<SearchResponse, 'data'> {
  data: Array<SearchResultResourceOf<K>>;
}

/**
 * A hit as a resource of its source. For a given source the pair is that source's member of
 * SearchResultResource; TypeScript cannot follow the pairing through a type parameter.
 */
export function searchResultResource<K extends DatasourceApiName>(
  apiName: K,
  id: string,
  attributes: SearchResultAttributesOf<K>,
): SearchResultResource {
  return { id, type: apiName, attributes } as SearchResultResource;
}

/** One source's answer: a client asking one source parses with this, and gets that source's hits. */
export function searchResponseFor<K extends DatasourceApiName>(apiName: K): z.ZodType<SearchResponseOf<K>> {
  const schema = listEnvelope(searchResultResourceByApiName[apiName]).extend({ meta: Meta });
  // zod's inferred types lose a schema picked by a type parameter; it is the map's entry for K.
  return schema as unknown as z.ZodType<SearchResponseOf<K>>;
}

/** GET /api/v1/{apiName}/{id}?include=a,b */
export const RecordParams = z.object({
  apiName: DatasourceApiName,
  id: z.string().regex(/^\d{1,18}$/, 'must be a record id'),
});
export const RecordQuery = z.object({ include: z.string().max(400).optional() }).catchall(z.unknown());
export const RecordResource = z.discriminatedUnion('type', byType(recordResourceByApiName));
export type RecordResource = z.infer<typeof RecordResource>;
export type RecordAttributesShownOf<K extends DatasourceApiName> = K extends DatasourceApiName
  ? z.infer<(typeof recordResourceByApiName)[K]>['attributes']
  : never;
export const RecordResponse = z.object({ data: z.array(RecordResource), meta: Meta.optional() });

export type RecordResourceOf<K extends DatasourceApiName> = K extends DatasourceApiName
  ? z.infer<(typeof recordResourceByApiName)[K]>
  : never;
export interface RecordResponseOf<K extends DatasourceApiName> {
  data: Array<RecordResourceOf<K>>;
  meta?: Meta | undefined;
}

/** A record as a resource of its source (as searchResultResource). */
export function recordResource<K extends DatasourceApiName>(
  apiName: K,
  id: string,
  attributes: RecordAttributesShownOf<K>,
): RecordResource {
  return { id, type: apiName, attributes } as RecordResource;
}

/** One source's record read, parsed as that source's record. */
export function recordResponseFor<K extends DatasourceApiName>(apiName: K): z.ZodType<RecordResponseOf<K>> {
  const schema = z.object({ data: z.array(recordResourceByApiName[apiName]), meta: Meta.optional() });
  // As in searchResponseFor: the schema is the map's entry for K.
  return schema as unknown as z.ZodType<RecordResponseOf<K>>;
}

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
