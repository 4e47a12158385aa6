import type { ClientConfig } from '@dnp/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { HttpClient } from '../lib/http/http-client.js';
import type { ActivityClock } from '../lib/session/activity-clock.js';
import { setActingAccessGroup } from '../lib/session/acting-access-group.js';
import { IdleWatcher } from '../lib/session/idle-watcher.js';
import { rememberSignedOutReason, type SignedOutReason } from '../lib/session/signed-out-reason.js';
import { postLogoutEvent } from './api/session-events.js';
import type { NavigationBridge } from './navigation-bridge.js';
import { createAppRoutes } from './routes.js';
import { SessionActionsProvider, type SessionActions } from './session/session-actions.js';

export interface AppServices {
  config: ClientConfig;
  http: HttpClient;
  queryClient: QueryClient;
  clock: ActivityClock;
  bridge: NavigationBridge;
}

/**
 * Everything behind sign-in. The router is created here, after the sign-in
 * callback has cleaned the URL, so it never sees the authorization code.
 */
export function AuthenticatedApp({ services }: { services: AppServices }) {
  const { config, http, queryClient, clock, bridge } = services;
  const auth = useAuth();
  const [router] = useState(() => createBrowserRouter(createAppRoutes({ http, queryClient })));
  useEffect(() => bridge.bind((path) => void router.navigate(path)), [bridge, router]);

  const { events, removeUser, signinRedirect, signoutRedirect } = auth;
  useEffect(
    () =>
      // Renewal failed and the token ran out: say so rather than failing call by call.
      events.addAccessTokenExpired(() => {
        rememberSignedOutReason('expired');
        void removeUser();
      }),
    [events, removeUser],
  );

  const actions = useMemo<SessionActions>(() => {
    async function signOut(reason: SignedOutReason) {
      // The session ends whatever the server answers; the event is its audit trail.
      await postLogoutEvent(http, reason).catch(() => undefined);
      rememberSignedOutReason(reason);
      setActingAccessGroup(undefined);
      queryClient.clear();
      try {
        await signoutRedirect();
      } catch {
        // The provider offers no end-session endpoint or cannot be reached: end it here.
        await removeUser();
      }
    }
    async function signIn() {
      // The new user replaces the stored one on return; removing it first would
      // make the sign-in gate start a second redirect. prompt=login asks for the
      // password even while the provider's session lives: a session the API ended
      // (idle, limit) is replaced only by a new sign-in (docs/authorization.md "Sessions").
      await signinRedirect({ state: { returnTo: '/' }, prompt: 'login' });
    }
    return { signIn, signOut };
  }, [http, queryClient, removeUser, signinRedirect, signoutRedirect]);

  return (
    <SessionActionsProvider actions={actions}>
      <IdleWatcher
        clock={clock}
        idleTimeoutSeconds={config.idleTimeoutSeconds}
        idleWarningSeconds={config.idleWarningSeconds}
        onTimeout={() => void actions.signOut('idle')}
        onSignOut={() => void actions.signOut('user')}
      />
      <RouterProvider router={router} />
    </SessionActionsProvider>
  );
}
