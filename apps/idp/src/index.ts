import { createServer, type Server } from 'node:http';
import { loadIdpConfig, type IdpConfig } from './config.js';
import { handleInteraction } from './interactions.js';
import { createProvider } from './provider.js';

export { loadIdpConfig, type IdpConfig } from './config.js';

/** Starts the development OpenID provider; resolves once it listens. */
export async function startIdp(config: IdpConfig = loadIdpConfig()): Promise<Server> {
  const provider = await createProvider(config);
  const callback = provider.callback();
  const portalOrigins = config.IDP_REDIRECT_URIS.map((uri) => new URL(uri).origin);
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      handleInteraction(provider, req, res, portalOrigins).catch((error: unknown) => {
        console.error('sign-in interaction failed', error);
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('The sign-in request has expired or is not valid. Go back to the portal and sign in again.');
      });
      return;
    }
    callback(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.IDP_PORT, config.IDP_HOST, resolve);
  });
  return server;
}
