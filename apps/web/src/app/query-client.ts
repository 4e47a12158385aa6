import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../lib/http/api-request-error.js';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal (4xx) will not change on retry; network and server errors might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiRequestError(error) && error.status >= 400 && error.status < 500),
        // Refetches the user did not ask for would count as activity for the idle timer.
        refetchOnWindowFocus: false,
      },
    },
  });
}
