import { ensurePgliteTemplate, ensurePostgresTemplate } from './template.js';

/** Vitest globalSetup: build the template once, before the workers start. */
export default async function setup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await ensurePostgresTemplate(adminUrl);
  else await ensurePgliteTemplate();
}
