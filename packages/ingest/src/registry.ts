import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import { parseLeie } from './hhs/leie.js';
import { parseArl } from './irs/arl.js';
import { parseForm990n } from './irs/form-990n.js';
import { parsePub78 } from './irs/pub78.js';
import { parseOfac } from './ofac/ofac.js';
import { parseSamEntity } from './sam/sam-entity.js';
import { parseSamExclusionsPublic, parseSamExclusionsRestricted } from './sam/sam-exclusions.js';
import { parseDmf } from './ssa/dmf.js';
import type { ParseInput, ParseItem } from './types.js';

export interface IngestFormat<K extends DatasourceApiName> {
  apiName: K;
  /** The public file format, as docs/data-formats.md names it. */
  format: string;
  /** 'folder': the input is a folder path (or the path of one of its files); 'file': a path or a stream. */
  input: 'file' | 'folder';
  parse(input: ParseInput): AsyncIterable<ParseItem<RecordAttributesByApiName[K]>>;
}

type Registry = { [K in DatasourceApiName]?: IngestFormat<K> };

function pathOnly(input: ParseInput): string {
  // Four files joined by ent_num cannot come through one stream: an upload is unpacked to a folder first.
  if (typeof input !== 'string')
    throw new TypeError('OFAC is read from a folder holding sdn.csv, alt.csv, add.csv and sdn_comments.csv');
  return input;
}

/**
 * The sources that have a public file format, with their parsers. Sources without one
 * (AIS, BOP, CAIVRS, DBCK, DoD, DoS, FOD, restricted LEIE) are loaded from agency feeds.
 */
export const ingestRegistry: Registry = {
  ofac: {
    apiName: 'ofac',
    format: 'OFAC SDN legacy CSV (sdn.csv, alt.csv, add.csv, sdn_comments.csv)',
    input: 'folder',
    parse: (input) => parseOfac(pathOnly(input)),
  },
  samEnt: {
    apiName: 'samEnt',
    format: 'SAM Entity Management Public Extract V2 (pipe-delimited)',
    input: 'file',
    parse: parseSamEntity,
  },
  samExPub: {
    apiName: 'samExPub',
    format: 'SAM Exclusions Public Extract (CSV)',
    input: 'file',
    parse: parseSamExclusionsPublic,
  },
  samExRes: {
    apiName: 'samExRes',
    format: 'SAM Exclusions Extract with TIN column (CSV)',
    input: 'file',
    parse: parseSamExclusionsRestricted,
  },
  leiePublic: { apiName: 'leiePublic', format: 'HHS-OIG LEIE UPDATED.csv', input: 'file', parse: parseLeie },
  pub78: { apiName: 'pub78', format: 'IRS Publication 78 data (pipe-delimited)', input: 'file', parse: parsePub78 },
  form990n: {
    apiName: 'form990n',
    format: 'IRS Form 990-N e-Postcard data (pipe-delimited)',
    input: 'file',
    parse: parseForm990n,
  },
  arl: {
    apiName: 'arl',
    format: 'IRS Automatic Revocation of Exemption List (pipe-delimited)',
    input: 'file',
    parse: parseArl,
  },
  dmf: {
    apiName: 'dmf',
    format: 'SSA Death Master File (fixed 100-character records)',
    input: 'file',
    parse: parseDmf,
  },
};

/** The parser of a source, or undefined when the source has no public file format. */
export function ingestFormat<K extends DatasourceApiName>(apiName: K): IngestFormat<K> | undefined {
  return ingestRegistry[apiName] as IngestFormat<K> | undefined;
}
