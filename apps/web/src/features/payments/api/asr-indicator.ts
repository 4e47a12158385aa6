import { AsrSubmitIndicatorList, EmptyData, type AsrSubmission } from '@dnp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { paymentsPaths } from './paths.js';

export interface AsrPeriod {
  year: number;
  month: number;
}

export interface AsrState {
  isLevel1AccessGroup: boolean;
  /** The acting group may submit this month now. */
  canSubmit: boolean;
  alreadySubmitted: boolean;
}

/** GET ASR submit indicator for one month (report_month and report_year are both required). */
export async function fetchAsrState(http: HttpClient, period: AsrPeriod, signal?: AbortSignal): Promise<AsrState> {
  const { data } = await http.get(paymentsPaths.asrIndicator, AsrSubmitIndicatorList, {
    signal,
    query: { report_month: String(period.month).padStart(2, '0'), report_year: period.year },
  });
  const first = data[0];
  return {
    isLevel1AccessGroup: first?.isLevel1AccessGroup === 'true',
    canSubmit: first?.asrSubmitIndicator === 'true',
    alreadySubmitted: first?.alreadySubmittedForPeriod === 'true',
  };
}

const asrKey = (actingAccessGroup: string | undefined) => [...queryScope(actingAccessGroup), 'payments', 'asr'];

export function asrStateQuery(http: HttpClient, actingAccessGroup: string | undefined, period: AsrPeriod) {
  return queryOptions({
    queryKey: [...asrKey(actingAccessGroup), period],
    queryFn: ({ signal }) => fetchAsrState(http, period, signal),
  });
}

export function useAsrState(period: AsrPeriod) {
  return useQuery(asrStateQuery(useHttpClient(), useActingAccessGroup(), period));
}

/** POST ASR submission: the level-1 group submits a month for its tree. */
export async function submitAsr(http: HttpClient, submission: AsrSubmission): Promise<void> {
  await http.post(paymentsPaths.asrSubmissions, { data: { attributes: submission } }, EmptyData, {
    refusal: 'inPlace',
  });
}

export function useSubmitAsr() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const scope = [...queryScope(useActingAccessGroup()), 'payments'];
  return useMutation({
    mutationFn: (submission: AsrSubmission) => submitAsr(http, submission),
    // A submitted month locks its payments, so the list, details and indicator all read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scope }),
  });
}

/** The month before `now`: a period is reported once it has ended. */
export function previousPeriod(now: Date = new Date()): AsrPeriod {
  const month = now.getMonth();
  return month === 0 ? { year: now.getFullYear() - 1, month: 12 } : { year: now.getFullYear(), month };
}

/** Whether the acting group is its tree's level-1 group: the same for every month, asked for the last one. */
export function useCurrentAsr() {
  return useAsrState(previousPeriod());
}
