export { AS_OF } from './dates.js';
export { generateIntoDatabase, syntheticVersion, type GenerateIntoOptions } from './generate-into-database.js';
export { demoAgencyFiles, plantedSearchesOf, type DemoAgencyFile } from './demo-agency-files.js';
export { einPrefixes, isValidEin, isValidSsn } from './identifiers.js';
export { loadDemoAgencyFiles, type DemoFile, type DemoFilesSummary } from './load-demo-agency-files.js';
export { loadDemoBatchFiles } from './load-demo-batch-files.js';
export { loadDemoPaymentFiles, type DemoPaymentSummary } from './load-demo-payment-files.js';
export {
  demoPaymentFiles,
  demoPaymentId,
  demoPaymentMonths,
  type DemoPayee,
  type DemoPaymentFile,
} from './demo-payment-files.js';
export {
  DEMO_SUBMITTED_MONTH,
  demoDecisionsOf,
  demoLevel1Actor,
  demoPayerOf,
  type DemoActor,
  type DemoDecision,
} from './demo-decision-plan.js';
export { generatedDemoPayees, type DemoSourcePayees } from './demo-source-payees.js';
export { DEMO_DELTA_VERSION, loadDemoConMonFiles, type DemoConMonSummary } from './load-demo-con-mon-files.js';
export { demoConMonFiles, demoDeltaDeaths, dmfAddLine } from './demo-con-mon-files.js';
export {
  DEMO_RECORDS_PER_SOURCE,
  DEMO_SEED,
  defaultSharedDataDir,
  demoSources,
  loadDemoData,
  type DemoOptions,
  type DemoSource,
  type DemoSourceSummary,
  type DemoSummary,
} from './load-demo-data.js';
export { plantedCases, plantedRecords, type PlantedCase, type PlantedSearch } from './planted-cases.js';
export { Random } from './random.js';
export { defaultGeneratedSources, recordsPerSource, sourceShares } from './scale.js';
export { generateRecords, sourceBuilders, type GenerateOptions, type GeneratedRecord } from './source-generator.js';
export { fodUnavailableJurisdictions } from './sources-deaths.js';
