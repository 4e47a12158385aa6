import { GovBanner, GridContainer, Header, Title } from '@trussworks/react-uswds';
import type { ReactNode, Ref } from 'react';
import { SiteFooter } from './site-footer.js';

export interface SiteFrameProps {
  /** The "Do Not Pay" title; a router link inside the app, a plain link outside it. */
  title: ReactNode;
  /** Shown between the government banner and the header (announcements). */
  banner?: ReactNode;
  /** Right side of the header: who is signed in, sign-out. */
  headerTools?: ReactNode;
  /** Between header and content: the impersonation alert. */
  notice?: ReactNode;
  /** The left navigation; without it the content spans the page. */
  navigation?: ReactNode;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/** The USWDS page frame every screen shares: skip link, banner, header, main, footer. */
export function SiteFrame({ title, banner, headerTools, notice, navigation, mainRef, children }: SiteFrameProps) {
  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        Skip to main content
      </a>
      <GovBanner aria-label="Official website of the United States government" />
      {banner}
      <Header basic className="dnp-header">
        <div className="usa-nav-container dnp-header__bar">
          <div className="usa-navbar">
            <Title>{title}</Title>
          </div>
          {headerTools}
        </div>
      </Header>
      {notice}
      <GridContainer className="padding-y-4">
        <div className="grid-row grid-gap">
          {navigation ? <div className="tablet:grid-col-3 margin-bottom-4">{navigation}</div> : null}
          <main
            id="main-content"
            tabIndex={-1}
            ref={mainRef}
            className={navigation ? 'tablet:grid-col-9 dnp-main' : 'grid-col-12 dnp-main'}
          >
            {children}
          </main>
        </div>
      </GridContainer>
      <SiteFooter />
    </>
  );
}
