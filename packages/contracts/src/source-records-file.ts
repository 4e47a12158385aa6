import { z } from 'zod';
import type { DatasourceApiName } from './datasource-catalog.js';
import { recordAttributesByApiName } from './records/index.js';

/**
 * The files a source load accepts (docs/source-loads.md): `published`, the file its publisher
 * puts out (docs/data-formats.md), which only public sources have; `records`, a records file,
 * which every source has.
 */
export const SourceFileFormat = z.enum(['published', 'records']);
export type SourceFileFormat = z.infer<typeof SourceFileFormat>;

/** A natural key is an identifier or a few fields joined (LEIE's names and dates): never a document. */
const NATURAL_KEY_MAX = 1000;

/**
 * One line of a records file: a JSON object with the record's natural key in its source (the key
 * a load compares editions by: an SSN, a debt number, a SAM number …) and the record as the
 * source's contract types it. Unknown fields are refused rather than dropped, so a misspelt
 * field is an error on its line, not a value silently lost.
 */
export function sourceRecordLine<K extends DatasourceApiName>(apiName: K) {
  return z
    .object({
      key: z.string().trim().min(1).max(NATURAL_KEY_MAX),
      record: recordAttributesByApiName[apiName].strict(),
    })
    .strict();
}
export type SourceRecordLine<K extends DatasourceApiName> = z.infer<ReturnType<typeof sourceRecordLine<K>>>;
