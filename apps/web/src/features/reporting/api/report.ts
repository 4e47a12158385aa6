import { ReportList, type Report, type ReportName } from '@dnp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/http/http-client.js';
import { useHttpClient } from '../../../lib/http/http-context.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { reportsPaths } from './paths.js';

/** GET a report: its figures for the filters, each with the list filter that opens its rows. */
export async function fetchReport(
  http: HttpClient,
  reportName: ReportName,
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<Report> {
  const { data } = await http.get(reportsPaths.report(reportName), ReportList, { signal, query: params });
  const report = data[0];
  if (report === undefined) throw new Error(`The ${reportName} report answered without its figures.`);
  return report;
}

export function reportQuery(
  http: HttpClient,
  actingAccessGroup: string | undefined,
  reportName: ReportName,
  params: Record<string, string>,
) {
  return queryOptions({
    queryKey: [...queryScope(actingAccessGroup), 'reports', 'report', reportName, params],
    queryFn: ({ signal }) => fetchReport(http, reportName, params, signal),
  });
}

export function useReport(reportName: ReportName, params: Record<string, string>) {
  return useQuery(reportQuery(useHttpClient(), useActingAccessGroup(), reportName, params));
}
