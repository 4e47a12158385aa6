import { Alert } from '@trussworks/react-uswds';
import { FocusOnMount } from '../../../components/focus-on-mount.js';
import { isApiRequestError } from '../../../lib/http/api-request-error.js';
import { refusalText } from '../../../lib/http/refusal-text.js';

const refusalHeadings: Record<number, string> = {
  403: 'You may not record this determination',
  404: 'This payment is not in your access group',
  409: 'This determination cannot be recorded now',
};

/**
 * The answer to a decision, where the user made it: the server's own reason for a
 * 403 or 409, or what was recorded. Focus moves to it, since the user pressed a
 * button and waited.
 */
export function DecisionOutcome({ error, recorded }: { error: unknown; recorded: string | null }) {
  if (error) {
    const status = isApiRequestError(error) ? error.status : 0;
    return (
      <FocusOnMount key={String(status)}>
        <Alert type="error" headingLevel="h3" heading={refusalHeadings[status] ?? 'The determination was not recorded'}>
          {refusalText(error)}
        </Alert>
      </FocusOnMount>
    );
  }
  if (recorded) {
    return (
      <FocusOnMount key={recorded}>
        <Alert type="success" headingLevel="h3" heading="Determination recorded">
          {recorded}
        </Alert>
      </FocusOnMount>
    );
  }
  return null;
}
