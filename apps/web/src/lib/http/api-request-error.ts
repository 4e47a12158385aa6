import type { ApiError } from '@dnp/contracts';

/**
 * The one error a screen sees from the API: the HTTP status that counts (the
 * first error's status when the body carries errors) and the errors list.
 * Status 0 means the server could not be reached.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: ApiError[];

  constructor(status: number, errors: ApiError[]) {
    super(errors[0]?.detail ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
  }
}

/** The server answered 2xx with a body that does not match its contract. */
export class ApiResponseShapeError extends Error {
  readonly path: string;

  constructor(path: string, issues: string) {
    super(`The answer from ${path} does not match its contract: ${issues}`);
    this.name = 'ApiResponseShapeError';
    this.path = path;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
