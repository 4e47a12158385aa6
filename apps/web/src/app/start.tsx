import { ClientConfig } from '@dnp/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from '@trussworks/react-uswds';
import { UserManager } from 'oidc-client-ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from 'react-oidc-context';
import { SiteFrame } from '../components/layout/site-frame.js';
import { StatusPage } from '../components/status-page.js';
import { returnPathFromState, oidcSettings } from '../lib/auth/oidc-settings.js';
import { createHttpClient } from '../lib/http/http-client.js';
import { HttpClientProvider } from '../lib/http/http-context.js';
import { getActingAccessGroup } from '../lib/session/acting-access-group.js';
import { ActingAccessGroupProvider } from '../lib/session/acting-access-group-context.js';
import { createActivityClock } from '../lib/session/activity-clock.js';
import { rememberRefusal } from '../lib/session/refusal-reason.js';
import { forgetSignedOutReason } from '../lib/session/signed-out-reason.js';
import { postLoginEvent } from './api/session-events.js';
import { AuthenticatedApp } from './authenticated-app.js';
import { createNavigationBridge } from './navigation-bridge.js';
import { createQueryClient } from './query-client.js';
import { SignInGate } from './session/sign-in-gate.js';

/**
 * Boot: fetch the public client configuration first, so one build runs in any
 * environment, then create the OpenID Connect client from it and render.
 */
export async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  root.render(
    <SiteFrame title={<a href="/">Do Not Pay</a>}>
      <p role="status">Loading Do Not Pay…</p>
    </SiteFrame>,
  );

  const clock = createActivityClock();
  const bridge = createNavigationBridge();
  // Filled once the configuration names the identity provider; until then no token.
  const oidc: { userManager?: UserManager } = {};
  const http = createHttpClient({
    getAccessToken: async () => (await oidc.userManager?.getUser())?.access_token,
    getActingAccessGroup,
    onRequest: () => clock.touch(),
    onAuthFailure: (status, detail) => {
      if (status === 403) rememberRefusal(detail);
      bridge.go(`/${status}`);
    },
  });

  let config: ClientConfig;
  try {
    config = await http.getPlain('/api/config', ClientConfig);
  } catch {
    root.render(<StartupFailure />);
    return;
  }
  const userManager = new UserManager(oidcSettings(config, window.location.origin, window.sessionStorage));
  oidc.userManager = userManager;
  const queryClient = createQueryClient();

  async function onSigninCallback(user: { state?: unknown } | undefined) {
    // Drop ?code=&state= from the address bar and return where sign-in began.
    window.history.replaceState({}, document.title, returnPathFromState(user?.state));
    forgetSignedOutReason();
    // The login event is an audit record; a failure must not keep the user out.
    await postLoginEvent(http).catch(() => undefined);
  }

  root.render(
    <StrictMode>
      <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
        <QueryClientProvider client={queryClient}>
          <HttpClientProvider client={http}>
            <ActingAccessGroupProvider>
              <SignInGate idleTimeoutSeconds={config.idleTimeoutSeconds}>
                <AuthenticatedApp services={{ config, http, queryClient, clock, bridge }} />
              </SignInGate>
            </ActingAccessGroupProvider>
          </HttpClientProvider>
        </QueryClientProvider>
      </AuthProvider>
    </StrictMode>,
  );
}

function StartupFailure() {
  return (
    <SiteFrame title={<a href="/">Do Not Pay</a>}>
      <StatusPage
        heading="Do Not Pay is not available"
        actions={
          <Button type="button" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      >
        <p>The portal could not load its settings from the server. Try again in a few minutes.</p>
      </StatusPage>
    </SiteFrame>
  );
}
