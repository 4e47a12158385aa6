import type { Terms } from '@dnp/contracts';
import { Alert, Button, ButtonGroup } from '@trussworks/react-uswds';
import { useAcceptTerms } from '../api/terms.js';
import { useSessionActions } from '../session/session-actions.js';

/** Shown instead of the shell until this version of the terms is accepted. */
export function TermsScreen({ terms }: { terms: Terms }) {
  const accept = useAcceptTerms();
  const { signOut } = useSessionActions();
  const paragraphs = terms.body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <div className="measure-6">
      <h1>{terms.title}</h1>
      <p>Read these terms and accept them to use Do Not Pay. Version {terms.version}.</p>
      <section className="usa-prose dnp-terms" aria-label="Terms and conditions text" tabIndex={0}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      {accept.isError ? (
        <Alert type="error" headingLevel="h2" heading="Your acceptance was not recorded">
          {accept.error.message} Try again.
        </Alert>
      ) : null}
      <ButtonGroup className="margin-top-3">
        <Button type="button" disabled={accept.isPending} onClick={() => accept.mutate(terms.version)}>
          Accept and continue
        </Button>
        <Button type="button" outline onClick={() => void signOut('user')}>
          Decline and sign out
        </Button>
      </ButtonGroup>
    </div>
  );
}
