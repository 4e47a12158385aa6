import { Button, ButtonGroup, Modal, ModalFooter, ModalHeading, type ModalRef } from '@trussworks/react-uswds';
import { useEffect, useRef, useState } from 'react';
import { activityEvents, type ActivityClock } from './activity-clock.js';

export interface IdleWatcherProps {
  clock: ActivityClock;
  idleTimeoutSeconds: number;
  idleWarningSeconds: number;
  /** Called once when the session times out. */
  onTimeout: () => void;
  onSignOut: () => void;
}

/** "2 minutes", "1 minute 5 seconds", "45 seconds": read aloud as written. */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

/**
 * Warns after `idleTimeoutSeconds - idleWarningSeconds` without activity and
 * ends the session at `idleTimeoutSeconds`. Once the warning shows, only
 * "Stay signed in" continues: a stray background request or pointer movement
 * must not silently keep an unattended session open.
 */
export function IdleWatcher({ clock, idleTimeoutSeconds, idleWarningSeconds, onTimeout, onSignOut }: IdleWatcherProps) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const deadline = useRef<number | null>(null);
  const modalRef = useRef<ModalRef>(null);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    const onActivity = () => clock.touch();
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [clock]);

  useEffect(() => {
    const warnAfterMs = Math.max(0, idleTimeoutSeconds - idleWarningSeconds) * 1000;
    const timer = setInterval(() => {
      const now = Date.now();
      if (deadline.current === null) {
        if (now - clock.lastActivity() < warnAfterMs) return;
        deadline.current = clock.lastActivity() + idleTimeoutSeconds * 1000;
      }
      const left = Math.ceil((deadline.current - now) / 1000);
      if (left > 0) {
        setSecondsLeft(left);
        return;
      }
      clearInterval(timer);
      setSecondsLeft(null);
      onTimeoutRef.current();
    }, 1000);
    return () => clearInterval(timer);
  }, [clock, idleTimeoutSeconds, idleWarningSeconds]);

  const warning = secondsLeft !== null;
  useEffect(() => {
    modalRef.current?.toggleModal(undefined, warning);
  }, [warning]);

  function staySignedIn() {
    clock.touch();
    deadline.current = null;
    setSecondsLeft(null);
  }

  return (
    <Modal
      ref={modalRef}
      id="idle-warning"
      aria-labelledby="idle-warning-heading"
      aria-describedby="idle-warning-description"
      forceAction
    >
      <ModalHeading id="idle-warning-heading">Your session is about to end</ModalHeading>
      <p id="idle-warning-description">
        You have not used the portal for a while. To protect the data you can see, you will be signed out in{' '}
        <strong>{formatCountdown(secondsLeft ?? idleWarningSeconds)}</strong>.
      </p>
      <ModalFooter>
        <ButtonGroup>
          <Button type="button" data-focus onClick={staySignedIn}>
            Stay signed in
          </Button>
          <Button type="button" outline onClick={onSignOut}>
            Sign out now
          </Button>
        </ButtonGroup>
      </ModalFooter>
    </Modal>
  );
}
