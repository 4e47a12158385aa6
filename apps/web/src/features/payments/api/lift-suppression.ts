import { EmptyData } from '@dnp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { paymentsScope } from './payment-list.js';
import { paymentsPaths } from './paths.js';

/** POST lift: the level-1 group ends a false-positive suppression; the match counts again from the next file. */
export async function liftSuppression(http: HttpClient, suppressionId: string): Promise<void> {
  await http.post(paymentsPaths.liftSuppression(suppressionId), {}, EmptyData, { refusal: 'inPlace' });
}

export function useLiftSuppression() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const scope = paymentsScope(useActingAccessGroup());
  return useMutation({
    mutationFn: (suppressionId: string) => liftSuppression(http, suppressionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scope }),
  });
}
