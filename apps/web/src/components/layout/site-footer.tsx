import { Footer, GridContainer } from '@trussworks/react-uswds';

export function SiteFooter() {
  return (
    <Footer
      size="slim"
      returnToTop={
        <GridContainer className="usa-footer__return-to-top">
          <a href="#main-content">Return to top</a>
        </GridContainer>
      }
      primary={
        <GridContainer>
          <p className="usa-footer__primary-content padding-y-2 margin-0">
            Do Not Pay: payment integrity portal for federal agency staff. Use is limited to authorized users and is
            monitored.
          </p>
        </GridContainer>
      }
      secondary={null}
    />
  );
}
