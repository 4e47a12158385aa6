import { z } from 'zod';
import type { DatasourceApiName } from '../datasource-catalog.js';
import { recordAttributesByApiName } from './index.js';

/** A TIN as the portal shows it unless revealed: its last four digits ('*****' when it has fewer). */
export const maskedTin = z
  .string()
  .regex(/^\*{5}(\d{4})?$/, 'expected a TIN masked to its last four digits')
  .nullable();

type StoredShape<K extends DatasourceApiName> = (typeof recordAttributesByApiName)[K]['shape'];

/** A stored record's shape with its TIN masked, and whether it was. */
type ShownShape<S> = {
  [F in keyof S]: F extends 'tin' ? typeof maskedTin : S[F] extends z.ZodType ? S[F] : never;
} & { tinMasked: z.ZodBoolean };

export type ShownRecordSchema<K extends DatasourceApiName> = z.ZodObject<ShownShape<StoredShape<K>>>;

function shownRecord<K extends DatasourceApiName>(apiName: K): ShownRecordSchema<K> {
  const { shape } = recordAttributesByApiName[apiName];
  const shown = z.object({ ...shape, ...('tin' in shape ? { tin: maskedTin } : {}), tinMasked: z.boolean() });
  // The spread above builds exactly ShownShape; TypeScript cannot follow a conditional spread.
  return shown as unknown as ShownRecordSchema<K>;
}

/**
 * A record of each datasource as the API answers it (search hits, record reads): the
 * source's own attributes, its TIN masked. Sub-lists are present only when asked for.
 */
export const shownRecordByApiName: { [K in DatasourceApiName]: ShownRecordSchema<K> } = {
  aisObituary: shownRecord('aisObituary'),
  aisProbate: shownRecord('aisProbate'),
  caivrs: shownRecord('caivrs'),
  samEnt: shownRecord('samEnt'),
  dbck: shownRecord('dbck'),
  dmf: shownRecord('dmf'),
  dod: shownRecord('dod'),
  dos: shownRecord('dos'),
  samExRes: shownRecord('samExRes'),
  samExPub: shownRecord('samExPub'),
  leiePublic: shownRecord('leiePublic'),
  leiePrivate: shownRecord('leiePrivate'),
  ofac: shownRecord('ofac'),
  arl: shownRecord('arl'),
  fod: shownRecord('fod'),
  pub78: shownRecord('pub78'),
  form990n: shownRecord('form990n'),
  bop: shownRecord('bop'),
};

/** One source's record as shown; for several sources, the union of each one's (never a mix of their attributes). */
export type ShownRecord<K extends DatasourceApiName> = K extends DatasourceApiName
  ? z.infer<ShownRecordSchema<K>>
  : never;
