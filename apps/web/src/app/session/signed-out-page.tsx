import { Button } from '@trussworks/react-uswds';
import type { SignedOutReason } from '../../lib/session/signed-out-reason.js';
import { StatusPage } from '../../components/status-page.js';
import { formatCountdown } from '../../lib/session/idle-watcher.js';

export interface SignedOutPageProps {
  reason: SignedOutReason;
  idleTimeoutSeconds: number;
  onSignIn: () => void;
}

export function signedOutMessage(
  reason: SignedOutReason,
  idleTimeoutSeconds: number,
): { heading: string; text: string } {
  switch (reason) {
    case 'idle':
      // The configured time as written ("15 minutes", "90 seconds"), never rounded to a wrong one.
      return {
        heading: 'You were signed out',
        text: `You were signed out after ${formatCountdown(idleTimeoutSeconds)} without activity. Sign in again to continue.`,
      };
    case 'expired':
      return {
        heading: 'Your session has ended',
        text: 'Your session expired and could not be renewed. Sign in again to continue.',
      };
    case 'user':
      return { heading: 'You have signed out', text: 'You have signed out of Do Not Pay.' };
  }
}

export function SignedOutPage({ reason, idleTimeoutSeconds, onSignIn }: SignedOutPageProps) {
  const { heading, text } = signedOutMessage(reason, idleTimeoutSeconds);
  return (
    <StatusPage
      heading={heading}
      actions={
        <Button type="button" onClick={onSignIn}>
          Sign in again
        </Button>
      }
    >
      <p>{text}</p>
    </StatusPage>
  );
}
