export { readCsv, readCsvObjects } from './csv.js';
export { computeDelta, recordHash, type Delta } from './delta.js';
export { leieExclusionDescription, leieExclusionDescriptions } from './hhs/leie-exclusion-codes.js';
export { parseLeie } from './hhs/leie.js';
export { exemptionTypeDescription, parseArl } from './irs/arl.js';
export { parseForm990n } from './irs/form-990n.js';
export { parsePub78, pub78DeductibilityCodes } from './irs/pub78.js';
export { readLines } from './lines.js';
export { OFAC_FILES, parseOfac } from './ofac/ofac.js';
export { parseRemarks } from './ofac/ofac-remarks.js';
export { ingestFormat, ingestRegistry, type IngestFormat } from './registry.js';
export { SAM_ENTITY_POSITIONS } from './sam/sam-entity-layout.js';
export { parseSamEntity } from './sam/sam-entity.js';
export { parseSamExclusionsPublic, parseSamExclusionsRestricted } from './sam/sam-exclusions.js';
export { parseDmf } from './ssa/dmf.js';
export type { ParseInput, ParseItem, ParsedRecord, Rejection } from './types.js';
export { publicDataDir, publicSamples } from './public-data.js';
export { detectAgencyFileFormat, readAgencyFile, type AgencyFileFormat } from './agency/agency-file.js';
export { inspectFile, type FileInspection } from './agency/inspect-file.js';
export {
  agencyFileLayouts,
  agencyPartyLayout,
  agencyPaymentLayout,
  type AgencyFileLayout,
} from './agency/layouts.js';
