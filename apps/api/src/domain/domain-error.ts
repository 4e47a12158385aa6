import type { AuditAction, AuditActor } from './audit.js';
import { errorCodes, type ApiError, type ErrorCode } from '@dnp/contracts';

const titles: Record<ErrorCode, string> = {
  BAD_REQUEST: 'Bad Request',
  VALIDATION: 'Bad Request',
  UNAUTHENTICATED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not Found',
  CONFLICT: 'Conflict',
  PAYLOAD_TOO_LARGE: 'Payload Too Large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported Media Type',
  RATE_LIMITED: 'Too Many Requests',
  UNAVAILABLE: 'Service Unavailable',
  INTERNAL: 'Internal Server Error',
};

/** The one error type actions throw; the error handler turns it into the error body. */
export class DomainError extends Error {
  /** Who was refused and why, for the denial's audit row (written by the error handler). */
  denial?: { actor?: AuditActor; action?: AuditAction; details: Record<string, unknown> };
  /** Seconds until the same request may succeed, sent as Retry-After. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly source?: ApiError['source'],
  ) {
    super(detail);
    this.name = 'DomainError';
  }

  get status(): number {
    return errorCodes[this.code];
  }

  get title(): string {
    return titles[this.code];
  }
}

/** A refusal; the error handler writes its audit row, so every denial is audited in one place. */
export function forbidden(detail: string, denial: { actor?: AuditActor; details?: Record<string, unknown> } = {}) {
  const error = new DomainError('FORBIDDEN', detail);
  error.denial = { ...(denial.actor ? { actor: denial.actor } : {}), details: denial.details ?? {} };
  return error;
}
/**
 * A volume limit reached (429): audited as `access.limited` by the error handler, so that a
 * script that keeps asking is seen, and told in Retry-After when it may ask again.
 */
export function limited(
  detail: string,
  denial: { actor: AuditActor; details: Record<string, unknown> },
  retryAfterSeconds: number,
) {
  const error = new DomainError('RATE_LIMITED', detail);
  error.denial = { ...denial, action: 'access.limited' };
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}
export const notFound = (detail: string) => new DomainError('NOT_FOUND', detail);
export const badRequest = (detail: string, source?: ApiError['source']) =>
  new DomainError('BAD_REQUEST', detail, source);
