import { NewFileIndicatorList, type NewFileArea } from '@dnp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useHttpClient } from '../../lib/http/http-context.js';
import { useActingAccessGroup } from '../../lib/session/acting-access-group-context.js';
import { newFileIndicatorQuery } from './new-file-indicator.js';

/**
 * Each time the user enters an area, and whenever its badge lights while they are in it (a file
 * finished under their eyes), tells the API, which records the visit for the acting group, and puts
 * the badge in the state the API answers: off, unless a file finished in the meantime.
 */
export function useAreaVisit(area: NewFileArea, path: string, lit: boolean | undefined): void {
  const http = useHttpClient();
  const actingAccessGroup = useActingAccessGroup();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const inArea = pathname === path || pathname.startsWith(`${path}/`);
  // The group the visit was last recorded for while in the area; null once the user leaves it.
  const recordedFor = useRef<string | null>(null);

  useEffect(() => {
    const group = actingAccessGroup ?? '';
    if (!inArea) {
      recordedFor.current = null;
      return;
    }
    if (recordedFor.current === group && lit !== true) return;
    recordedFor.current = group;
    const { queryKey } = newFileIndicatorQuery(http, actingAccessGroup, area);
    http
      .post(`/api/v1/new-file-indicators/${area}/views`, { data: { attributes: {} } }, NewFileIndicatorList)
      .then(({ data }) => {
        queryClient.setQueryData(
          queryKey,
          data.some((indicator) => indicator.newFileExists),
        );
      })
      // A visit that could not be recorded leaves the badge as it was; the area itself is unaffected.
      .catch(() => undefined);
  }, [inArea, lit, area, actingAccessGroup, http, queryClient]);
}
