import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityClock } from './activity-clock.js';
import { formatCountdown, IdleWatcher } from './idle-watcher.js';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-01T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderWatcher() {
  const clock = createActivityClock();
  const onTimeout = vi.fn();
  const onSignOut = vi.fn();
  render(
    <IdleWatcher
      clock={clock}
      idleTimeoutSeconds={900}
      idleWarningSeconds={120}
      onTimeout={onTimeout}
      onSignOut={onSignOut}
    />,
  );
  return { clock, onTimeout, onSignOut };
}

function advance(seconds: number) {
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

/** The USWDS modal stays in the DOM when closed; its wrapper's class says whether it shows. */
function openDialog(): HTMLElement | null {
  const dialog = screen.queryByRole('dialog', { name: 'Your session is about to end', hidden: true });
  return dialog?.closest('.usa-modal-wrapper.is-visible') ? dialog : null;
}

describe('IdleWatcher', () => {
  it('stays quiet until the warning time, then warns with a countdown', () => {
    renderWatcher();
    advance(779);
    expect(openDialog()).toBeNull();
    advance(1);
    const dialog = openDialog();
    expect(dialog?.textContent).toContain('signed out in 2 minutes');
    advance(55);
    expect(dialog?.textContent).toContain('signed out in 1 minute 5 seconds');
  });

  it('signs out at the timeout, once', () => {
    const { onTimeout } = renderWatcher();
    advance(899);
    expect(onTimeout).not.toHaveBeenCalled();
    advance(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    advance(60);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('counts keyboard activity and requests as presence before the warning', () => {
    const { clock, onTimeout } = renderWatcher();
    advance(700);
    fireEvent.keyDown(window, { key: 'a' });
    advance(700);
    clock.touch(); // what the HTTP client does on every request
    advance(700);
    expect(openDialog()).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ignores passive activity once warned; "Stay signed in" continues the session', () => {
    const { onTimeout } = renderWatcher();
    advance(800);
    fireEvent.pointerMove(window);
    advance(99);
    expect(openDialog()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(openDialog()).toBeNull();
    advance(779);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(openDialog()).toBeNull();
  });

  it('offers to sign out right away', () => {
    const { onSignOut } = renderWatcher();
    advance(800);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

describe('formatCountdown', () => {
  it('reads as words', () => {
    expect(formatCountdown(120)).toBe('2 minutes');
    expect(formatCountdown(61)).toBe('1 minute 1 second');
    expect(formatCountdown(45)).toBe('45 seconds');
    expect(formatCountdown(0)).toBe('0 seconds');
  });
});
