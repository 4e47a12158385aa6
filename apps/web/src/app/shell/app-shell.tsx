import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { SiteFrame } from '../../components/layout/site-frame.js';
import { useHttpClient } from '../../lib/http/http-context.js';
import { KeepAliveOutlet } from '../../lib/keep-alive/keep-alive-outlet.js';
import { useActingAccessGroup } from '../../lib/session/acting-access-group-context.js';
import { useCurrentUser } from '../api/current-user.js';
import { termsQuery, termsSatisfied } from '../api/terms.js';
import { AnnouncementBanner } from './announcement-banner.js';
import { AreaNav } from './area-nav.js';
import { ImpersonationBar } from './impersonation-bar.js';
import { TermsScreen } from './terms-screen.js';
import { useDocumentTitle } from './use-document-title.js';
import { useNavigationFocus } from './use-navigation-focus.js';
import { UserMenu } from './user-menu.js';

export const shellRouteId = 'shell';

/**
 * The signed-in layout (spec section 2). Its route loader has fetched the
 * current user and the terms, so nothing here waits for them.
 */
export function AppShell() {
  const http = useHttpClient();
  const user = useCurrentUser();
  const terms = useSuspenseQuery(termsQuery(http)).data;
  const actingAccessGroup = useActingAccessGroup();
  const mainRef = useRef<HTMLElement>(null);
  useDocumentTitle(termsSatisfied(terms) ? undefined : terms.title);
  useNavigationFocus(mainRef, false);

  const frame = {
    title: <Link to="/">Do Not Pay</Link>,
    banner: <AnnouncementBanner />,
    headerTools: <UserMenu user={user} />,
    mainRef,
  };
  // The terms screen replaces the shell until the current version is accepted.
  if (!termsSatisfied(terms)) {
    return (
      <SiteFrame {...frame}>
        <TermsScreen terms={terms} />
      </SiteFrame>
    );
  }
  const canImpersonate = user.allowedBusinessFunctions.includes('IMPERSONATION');
  return (
    <SiteFrame
      {...frame}
      notice={canImpersonate ? <ImpersonationBar user={user} /> : null}
      navigation={<AreaNav user={user} />}
    >
      <Suspense fallback={<p role="status">Loading…</p>}>
        <KeepAliveOutlet parentRouteId={shellRouteId} actingAccessGroup={actingAccessGroup} />
      </Suspense>
    </SiteFrame>
  );
}
