import { seedDevDirectory, seedReferenceData, type DbHandle } from '@dnp/db';
import { demoAgencyFiles } from './demo-agency-files.js';
import { loadDemoAgencyFiles, type DemoFilesSummary } from './load-demo-agency-files.js';

/**
 * DOD's demo batch-match files, sent through the intake (loadDemoAgencyFiles): the portal's job
 * runner validates and matches them against the demo sources as it does a user's file. The files'
 * senders (DOD and its child DFAS) and their grants come from the development directory, seeded
 * here as the API seeds it at start (it only adds what is missing). A second run changes nothing.
 */
export async function loadDemoBatchFiles(
  handle: DbHandle,
  options: { issuer: string; uploadDir: string },
): Promise<DemoFilesSummary> {
  await seedReferenceData(handle.db);
  await seedDevDirectory(handle.db, options.issuer);
  return loadDemoAgencyFiles(handle, { area: 'batchMatch', files: demoAgencyFiles(), uploadDir: options.uploadDir });
}
