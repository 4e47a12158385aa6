import { Button } from '@trussworks/react-uswds';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAuth } from 'react-oidc-context';
import { SiteFrame } from '../../components/layout/site-frame.js';
import { StatusPage } from '../../components/status-page.js';
import { forgetSignedOutReason, readSignedOutReason } from '../../lib/session/signed-out-reason.js';
import { SignedOutPage } from './signed-out-page.js';

export interface SignInGateProps {
  idleTimeoutSeconds: number;
  children: ReactNode;
}

/**
 * Renders the app only for a signed-in user. Anyone else is sent to the
 * identity provider, except right after a sign-out: then a page says why, and
 * signing in again is the user's choice.
 */
export function SignInGate({ idleTimeoutSeconds, children }: SignInGateProps) {
  const auth = useAuth();
  // Read on every render: a sign-out writes the reason just before the user is removed.
  const signedOutReason = auth.isAuthenticated ? undefined : readSignedOutReason();
  const redirecting = useRef(false);
  const mayRedirect = !auth.isLoading && !auth.isAuthenticated && !auth.error && !signedOutReason;

  useEffect(() => {
    if (!mayRedirect || redirecting.current) return;
    redirecting.current = true;
    const returnTo = window.location.pathname + window.location.search;
    void auth.signinRedirect({ state: { returnTo } });
  }, [auth, mayRedirect]);

  useEffect(() => {
    if (auth.isAuthenticated) forgetSignedOutReason();
  }, [auth.isAuthenticated]);

  if (auth.isAuthenticated) return children;

  function signInAgain() {
    forgetSignedOutReason();
    void auth.signinRedirect({ state: { returnTo: '/' } });
  }

  let content: ReactNode;
  if (auth.error && !auth.isLoading) {
    content = (
      <StatusPage
        heading="We could not sign you in"
        actions={
          <Button type="button" onClick={signInAgain}>
            Try again
          </Button>
        }
      >
        <p>The sign-in service answered with a problem: {auth.error.message}</p>
      </StatusPage>
    );
  } else if (signedOutReason && !auth.isLoading) {
    content = <SignedOutPage reason={signedOutReason} idleTimeoutSeconds={idleTimeoutSeconds} onSignIn={signInAgain} />;
  } else {
    content = (
      <div role="status">
        <h1>Signing you in</h1>
        <p>Taking you to the sign-in page…</p>
      </div>
    );
  }
  return <SiteFrame title={<a href="/">Do Not Pay</a>}>{content}</SiteFrame>;
}
