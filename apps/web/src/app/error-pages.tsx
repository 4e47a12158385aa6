import { Button } from '@trussworks/react-uswds';
import { useRef, type ReactNode } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { SiteFrame } from '../components/layout/site-frame.js';
import { StatusPage } from '../components/status-page.js';
import { setActingAccessGroup } from '../lib/session/acting-access-group.js';
import { useActingAccessGroup } from '../lib/session/acting-access-group-context.js';
import { lastRefusal } from '../lib/session/refusal-reason.js';
import { useSessionActions } from './session/session-actions.js';
import { useDocumentTitle } from './shell/use-document-title.js';
import { useNavigationFocus } from './shell/use-navigation-focus.js';

/**
 * Error pages stand outside the shell: they must show when the current-user
 * call itself is refused (no role, inactive access group).
 */
export function ErrorLayout({ children }: { children?: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const { signOut } = useSessionActions();
  useDocumentTitle();
  useNavigationFocus(mainRef, true);
  return (
    <SiteFrame
      title={<Link to="/">Do Not Pay</Link>}
      mainRef={mainRef}
      headerTools={
        <div className="dnp-header__tools">
          <Button type="button" outline onClick={() => void signOut('user')}>
            Sign out
          </Button>
        </div>
      }
    >
      {children ?? <Outlet />}
    </SiteFrame>
  );
}

export function LoadingPage() {
  return (
    <SiteFrame title={<Link to="/">Do Not Pay</Link>}>
      <p role="status">Loading Do Not Pay…</p>
    </SiteFrame>
  );
}

const homeLink = (
  <Link className="usa-button" to="/">
    Go to the home page
  </Link>
);

export function UnauthorizedPage() {
  const { signIn } = useSessionActions();
  return (
    <StatusPage
      heading="Sign-in needed"
      actions={
        <Button type="button" onClick={() => void signIn()}>
          Sign in again
        </Button>
      }
    >
      <p>Your sign-in has ended or could not be confirmed. Sign in again to continue where you were.</p>
    </StatusPage>
  );
}

export function ForbiddenPage() {
  const actingAccessGroup = useActingAccessGroup();
  const navigate = useNavigate();
  // Read on each render: every way to this page records its reason just before navigating.
  const refusal = lastRefusal();
  function returnToOwnGroup() {
    setActingAccessGroup(undefined);
    void navigate('/');
  }
  return (
    <StatusPage
      heading="Access denied"
      actions={
        actingAccessGroup ? (
          <Button type="button" onClick={returnToOwnGroup}>
            Return to my access group
          </Button>
        ) : (
          homeLink
        )
      }
    >
      <p>Your account does not have access to this page or this information.</p>
      {refusal ? <p>{refusal}</p> : null}
      {actingAccessGroup ? (
        <p>You are acting as access group {actingAccessGroup}; that group may not allow it.</p>
      ) : (
        <p>
          If you need access, ask your agency&rsquo;s Do Not Pay access group administrator to grant it, then sign in
          again.
        </p>
      )}
    </StatusPage>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage heading="Page not found" actions={homeLink}>
      <p>We could not find the page you asked for. Check the address, or start again from the home page.</p>
    </StatusPage>
  );
}

export function ServerErrorPage() {
  return (
    <StatusPage heading="Something went wrong" actions={homeLink}>
      <p>The portal could not complete your request. Try again in a few minutes.</p>
      <p>If it keeps happening, contact the Do Not Pay support team and tell them what you were doing.</p>
    </StatusPage>
  );
}
