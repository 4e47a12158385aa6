import { jobHandlers } from '../src/jobs/job-handlers.js';
import { JobRunner } from '../src/jobs/job-runner.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface ListeningPortal {
  t: TestApp;
  /** Where a CLI command reaches it, e.g. http://127.0.0.1:41234. */
  url: string;
  close(): Promise<void>;
}

/**
 * A test portal as `npm start` runs it for the CLI: listening on a free loopback port, its job
 * runner taking up the loads and files the CLI sends.
 */
export async function startListeningPortal(env: Record<string, string> = {}): Promise<ListeningPortal> {
  const t = await createTestApp(env);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const runner = new JobRunner(t.handle, jobHandlers(t.handle, t.config), { pollMs: 50 });
  runner.start();
  return {
    t,
    url,
    close: async () => {
      await runner.stop();
      await t.close();
    },
  };
}
