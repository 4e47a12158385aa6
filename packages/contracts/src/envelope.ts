import { z } from 'zod';

/**
 * How far a name search looked (docs/search-api.md "Coverage"). A name shared by more records
 * than a search compares is searched among the records that share the most of it: the answer
 * says so, so that "no match" is never read as "no record of that name".
 */
export const SearchCoverage = z.object({
  compared: z.number().int().nonnegative().describe('records compared with the name'),
  complete: z.boolean().describe('every record sharing a searched part of the name was compared'),
  sampled: z
    .boolean()
    .describe('every part of the name is so common that the records compared are a sample of one part'),
});
export type SearchCoverage = z.infer<typeof SearchCoverage>;

/**
 * JSON:API style envelope (spec section 3): every answer carries `data` (a list
 * of resources), `meta` and `links`. Meta keys keep the hyphenated wire names.
 */
export const Meta = z
  .object({
    'transaction-id': z.string().optional(),
    timing: z.number().optional().describe('server time spent, in milliseconds'),
    'total-count': z.number().int().nonnegative().optional(),
    'current-page': z.number().int().positive().optional(),
    'total-pages': z.number().int().nonnegative().optional(),
    includedResources: z.array(z.string()).optional(),
    excludedResources: z.array(z.string()).optional(),
    resourceDetails: z.record(z.string(), z.object({ message: z.string().optional() })).optional(),
    searchCoverage: SearchCoverage.optional(),
  })
  .catchall(z.unknown());
export type Meta = z.infer<typeof Meta>;

export const Links = z.record(z.string(), z.string().nullable());
export type Links = z.infer<typeof Links>;

export function resource<TType extends string, TAttrs extends z.ZodType>(type: TType, attributes: TAttrs) {
  return z.object({ id: z.string(), type: z.literal(type), attributes });
}

/** A list answer: `{ data: [resource], meta, links }`. */
export function listEnvelope<TResource extends z.ZodType>(item: TResource) {
  return z.object({ data: z.array(item), meta: Meta.optional(), links: Links.optional() });
}

/** POST bodies carry the client's time-zone offset in `meta` (spec section 7). */
export const PostMeta = z
  .object({ client_timezone_offset: z.coerce.number().int().min(-840).max(840).optional() })
  .catchall(z.unknown());

export function postBody<TAttrs extends z.ZodType>(attributes: TAttrs) {
  return z.object({ data: z.object({ attributes }), meta: PostMeta.optional() });
}

/** An answer with nothing to return (events, adjudication). */
export const EmptyData = z.object({ data: z.array(z.never()).length(0), meta: Meta.optional() });
export type EmptyData = z.infer<typeof EmptyData>;
