import { z } from 'zod';

/** The error body (spec section 8). `stackTrace` is only sent outside production. */
export const ApiError = z.object({
  status: z.string().describe('HTTP status, as a string (JSON:API)'),
  code: z.string().optional(),
  title: z.string(),
  detail: z.string(),
  source: z
    .object({
      pointer: z.string().optional(),
      parameter: z.string().optional(),
      row: z.number().int().optional(),
      column: z.string().optional(),
    })
    .optional(),
  meta: z
    .object({ requestId: z.string().optional(), stackTrace: z.string().optional() })
    .catchall(z.unknown())
    .optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const ErrorBody = z.object({ errors: z.array(ApiError).min(1) });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Fixed list of domain error codes; the API's one error handler maps each to a status. */
export const errorCodes = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof errorCodes;
