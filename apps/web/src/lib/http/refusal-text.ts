import { isApiRequestError } from './api-request-error.js';

/** The server's own reason for a refusal, or plain words when it gave none. */
export function refusalText(error: unknown): string {
  if (isApiRequestError(error)) {
    const details = error.errors.map((item) => item.detail ?? item.title).filter(Boolean);
    if (details.length > 0) return details.join(' ');
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';
}
