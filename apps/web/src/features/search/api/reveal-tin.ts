import { TinRevealResponse, type DatasourceApiName } from '@dnp/contracts';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';

export interface TinRevealInput {
  apiName: DatasourceApiName;
  id: string;
  reason: string;
  /** The search that returned the record (its meta transaction-id): the server refuses a reveal without it. */
  searchTransactionId: string;
}

/** POST /api/v1/:apiName/:id/tin-reveal: the full TIN; the server records who asked and why. */
export async function revealTin(
  http: HttpClient,
  { apiName, id, reason, searchTransactionId }: TinRevealInput,
): Promise<string> {
  const result = await http.post(
    `/api/v1/${apiName}/${encodeURIComponent(id)}/tin-reveal`,
    { data: { attributes: { reason, searchTransactionId } } },
    TinRevealResponse,
    // A refused reveal is said beside the reveal control; the record stays open.
    { refusal: 'inPlace' },
  );
  const revealed = result.data[0];
  if (!revealed) throw new Error('The server returned no TIN.');
  return revealed.tin;
}

/** A mutation, not a query: each reveal is a deliberate, audited act and is never cached. */
export function useRevealTin() {
  const http = useHttpClient();
  return useMutation({ mutationFn: (input: TinRevealInput) => revealTin(http, input) });
}
