import { allowedAreas, type AreaFunction, type UserInfo } from '@dnp/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LazyRouteFunction, type RouteObject } from 'react-router';
import { isApiRequestError } from '../lib/http/api-request-error.js';
import type { HttpClient } from '../lib/http/http-client.js';
import type { KeepAliveHandle } from '../lib/keep-alive/keep-alive-key.js';
import { getActingAccessGroup } from '../lib/session/acting-access-group.js';
import { rememberRefusal } from '../lib/session/refusal-reason.js';
import { currentUserQuery } from './api/current-user.js';
import { termsQuery } from './api/terms.js';
import { areaDefinitions, sourceLoadsPath, type AreaDefinition } from './areas.js';
import {
  ErrorLayout,
  LoadingPage,
  NotFoundPage,
  ForbiddenPage,
  ServerErrorPage,
  UnauthorizedPage,
} from './error-pages.js';
import { AppShell, shellRouteId } from './shell/app-shell.js';

export interface RouteHandle {
  title?: string;
  area?: AreaFunction;
  keepAlive?: KeepAliveHandle;
}

export interface AppRouteDeps {
  http: HttpClient;
  queryClient: QueryClient;
}

type AreaModule = LazyRouteFunction<RouteObject>;

/** Each area is its own chunk, loaded when first visited (spec section 2). */
const areaModules: Readonly<Record<AreaFunction, AreaModule>> = {
  onlineSearch: () => import('../features/search/routes/search-page.js'),
  payment: () => import('../features/payments/routes/payments-page.js'),
  report: () => import('../features/reporting/routes/reporting-page.js'),
  conMon: () => import('../features/con-mon/routes/con-mon-page.js'),
  batchMatching: () => import('../features/batch-match/routes/batch-match-page.js'),
};

/** 401 and 403 from a loader's call go to their page; anything else to the error boundary. */
async function orAuthRedirect<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isApiRequestError(error) && (error.status === 401 || error.status === 403)) {
      throw redirect(`/${error.status}`);
    }
    throw error;
  }
}

export function landingPath(user: UserInfo): string {
  // Spec section 2: a user without online search starts on Reporting.
  return allowedAreas(user.allowedBusinessFunctions).includes('onlineSearch') ? '/search' : '/reporting';
}

export function createAppRoutes({ http, queryClient }: AppRouteDeps): RouteObject[] {
  const loadUser = () => orAuthRedirect(queryClient.ensureQueryData(currentUserQuery(http, getActingAccessGroup())));

  /** Source Loads: not an area of the spec, guarded the same way by its own function. */
  const sourceLoadsRoute: RouteObject = {
    path: sourceLoadsPath.slice(1),
    handle: { title: 'Source Loads' } satisfies RouteHandle,
    loader: async () => {
      const user = await loadUser();
      if (!user.allowedBusinessFunctions.includes('DATASOURCE_LOAD')) {
        rememberRefusal('Your account does not include Source Loads.');
        throw redirect('/403');
      }
      return null;
    },
    lazy: () => import('../features/source-loads/routes/source-loads-page.js'),
  };

  function areaRoute(definition: AreaDefinition): RouteObject {
    const handle: RouteHandle = {
      title: definition.title,
      area: definition.area,
      keepAlive: { storageKey: definition.area },
    };
    return {
      path: definition.path.slice(1),
      handle,
      // The guard: without the area's business function the user goes to /403.
      loader: async () => {
        const user = await loadUser();
        if (!allowedAreas(user.allowedBusinessFunctions).includes(definition.area)) {
          rememberRefusal(`Your account does not include ${definition.title}.`);
          throw redirect('/403');
        }
        return null;
      },
      lazy: areaModules[definition.area],
    };
  }

  const errorRoutes: RouteObject[] = [
    { path: '401', Component: UnauthorizedPage, handle: { title: 'Sign-in needed' } satisfies RouteHandle },
    { path: '403', Component: ForbiddenPage, handle: { title: 'Access denied' } satisfies RouteHandle },
    { path: '404', Component: NotFoundPage, handle: { title: 'Page not found' } satisfies RouteHandle },
    { path: '500', Component: ServerErrorPage, handle: { title: 'Something went wrong' } satisfies RouteHandle },
  ];

  return [
    {
      path: '/',
      // Shown while the first page's loaders run (current user, terms).
      HydrateFallback: LoadingPage,
      // An error thrown while loading or rendering shows the 500 page in place.
      errorElement: (
        <ErrorLayout>
          <ServerErrorPage />
        </ErrorLayout>
      ),
      children: [
        { Component: ErrorLayout, children: errorRoutes },
        {
          id: shellRouteId,
          Component: AppShell,
          loader: async () => {
            await Promise.all([loadUser(), orAuthRedirect(queryClient.ensureQueryData(termsQuery(http)))]);
            return null;
          },
          children: [
            { index: true, element: null, loader: async () => redirect(landingPath(await loadUser())) },
            ...areaDefinitions.map(areaRoute),
            sourceLoadsRoute,
          ],
        },
        { path: '*', element: null, loader: () => redirect('/404') },
      ],
    },
  ];
}
