import { EmptyData, TermsList, type Terms } from '@dnp/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/http/http-client.js';
import { useHttpClient } from '../../lib/http/http-context.js';

export function termsQuery(http: HttpClient) {
  return queryOptions({
    // Terms belong to the person, not to the access group they act for.
    queryKey: ['terms'],
    queryFn: async ({ signal }): Promise<Terms> => {
      const { data } = await http.get('/api/v1/terms', TermsList, { signal });
      const [terms] = data;
      if (!terms) throw new Error('The server returned no terms and conditions.');
      return terms;
    },
    staleTime: Infinity,
  });
}

/** With the feature flag off the terms count as accepted (spec section 1). */
export function termsSatisfied(terms: Terms): boolean {
  return !terms.required || terms.accepted;
}

export function useAcceptTerms() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (termsVersion: string) =>
      http.post('/api/v1/events/terms', { data: { attributes: { termsVersion } } }, EmptyData),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsQuery(http).queryKey }),
  });
}
