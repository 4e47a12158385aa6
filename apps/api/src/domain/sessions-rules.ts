import type { SessionEndReason } from '@dnp/db';
import { DomainError } from './domain-error.js';
import type { VerifiedToken } from './token-verifier.js';

export interface SessionLimits {
  idleSeconds: number;
  maxSeconds: number;
}

/** What the API knows of one sign-in. */
export interface SessionState {
  startedAt: Date;
  lastActivityAt: Date;
  endReason: SessionEndReason | null;
}

/**
 * Last activity is written at most once a minute, so the stored time trails the real one by up
 * to this much; the idle check allows for it, so a session ends between the idle time and a
 * minute after, never before the browser's own warning has run out.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/**
 * What names one sign-in in an access token: the provider's session id (`sid`) and the time the
 * person authenticated (`auth_time`), whichever the token has; refreshed tokens keep both. With
 * both, entering the password again in the same provider session is a new sign-in, so a session
 * the API ended can be replaced. A token with neither cannot be tied to a sign-in, so it is
 * refused: otherwise every refreshed token would start a new session and none would ever end.
 */
export function sessionKeyOf(token: VerifiedToken): string {
  const parts = [
    ...(token.sessionId === undefined ? [] : [`sid:${token.sessionId}`]),
    ...(token.authTime === undefined ? [] : [`auth_time:${token.authTime}`]),
  ];
  if (parts.length > 0) return parts.join(' ');
  throw new DomainError(
    'UNAUTHENTICATED',
    'The access token does not say which sign-in it belongs to (it has neither a sid nor an auth_time claim), so this portal cannot end its session on time. The sign-in provider must include one (docs/authorization.md, "Sessions").',
  );
}

/** When a new session started: the sign-in time the token states, unless that is in the future. */
export function startOf(token: VerifiedToken, now: Date): Date {
  if (token.authTime === undefined) return now;
  return new Date(Math.min(token.authTime * 1000, now.getTime()));
}

/** Why the session must end now, if it must; an ended session stays ended. */
export function endReasonAt(state: SessionState, now: Date, limits: SessionLimits): SessionEndReason | undefined {
  if (state.endReason) return state.endReason;
  if (now.getTime() - state.startedAt.getTime() >= limits.maxSeconds * 1000) return 'limit';
  if (now.getTime() - state.lastActivityAt.getTime() > limits.idleSeconds * 1000 + ACTIVITY_WRITE_INTERVAL_MS) {
    return 'idle';
  }
  return undefined;
}

function duration(seconds: number, style: 'long' | 'compound'): string {
  const [amount, unit] = seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : [Math.round(seconds / 60), 'minute'];
  if (style === 'compound') return `${amount}-${unit}`;
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The 401 a request of an ended session gets: the reason, and what to do. */
export function sessionEnded(reason: SessionEndReason, limits: SessionLimits): DomainError {
  const detail = {
    idle: `Your session ended after ${duration(limits.idleSeconds, 'long')} without activity. Sign in again.`,
    limit: `Your session reached its ${duration(limits.maxSeconds, 'compound')} limit. Sign in again.`,
    logout: 'This session was signed out. Sign in again.',
  }[reason];
  return new DomainError('UNAUTHENTICATED', detail);
}
