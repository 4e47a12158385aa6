import { loadIdpConfig, startIdp } from './index.js';

try {
  const config = loadIdpConfig();
  const server = await startIdp(config);
  console.log(`Development sign-in listening at ${config.IDP_ISSUER}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
