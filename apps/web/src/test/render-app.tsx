import { AccessGroupList, AnnouncementList, TermsList, UserInfoList, type BusinessFunction } from '@dnp/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client.js';
import { createAppRoutes } from '../app/routes.js';
import { SessionActionsProvider, type SessionActions } from '../app/session/session-actions.js';
import { createHttpClient } from '../lib/http/http-client.js';
import { HttpClientProvider } from '../lib/http/http-context.js';
import { getActingAccessGroup } from '../lib/session/acting-access-group.js';
import { ActingAccessGroupProvider } from '../lib/session/acting-access-group-context.js';
import { rememberRefusal } from '../lib/session/refusal-reason.js';

export const allAreaFunctions: BusinessFunction[] = [
  'ONLINE_SEARCH',
  'PAYMENTS',
  'REPORTING',
  'CON_MON',
  'BATCH_MATCHING',
];

export function userList(functions: BusinessFunction[], extra: { actingAccessGroup?: string } = {}) {
  return UserInfoList.parse({
    data: [
      {
        id: 'portaluser',
        type: 'userInfo',
        attributes: {
          role: 'CSR',
          userId: 'portaluser',
          firstName: 'Pat',
          lastName: 'Portal',
          accessGroup: 'HUD',
          accessGroupName: 'Housing and Urban Development',
          allowedBusinessFunctions: functions,
          ...extra,
        },
      },
    ],
  });
}

export function termsList(attributes: { required: boolean; accepted: boolean }) {
  return TermsList.parse({
    data: [
      {
        id: '2025-01',
        type: 'terms',
        attributes: {
          version: '2025-01',
          title: 'Rules of behavior',
          body: 'You may use this system for official purposes only.\n\nYour use is monitored.',
          acceptedAt: null,
          ...attributes,
        },
      },
    ],
  });
}

export const noAnnouncements = AnnouncementList.parse({ data: [] });
export const accessGroups = AccessGroupList.parse({
  data: ['HUD', 'DOD', 'ARTS'].map((id) => ({
    id,
    type: 'accessGroup',
    attributes: {
      level: 2,
      accessGroupId: id,
      name: `${id} agency`,
      parentAccessGroupId: null,
      statusTypeCode: 'ACTIVE',
    },
  })),
});

/**
 * Answers for every call the shell makes. msw tries handlers in the order given,
 * so a test puts its own answers before these.
 */
export function shellHandlers(functions: BusinessFunction[] = allAreaFunctions): RequestHandler[] {
  return [
    http.get('*/api/v1/users/current', () => HttpResponse.json(userList(functions))),
    http.get('*/api/v1/terms', () => HttpResponse.json(termsList({ required: false, accepted: true }))),
    http.get('*/api/v1/announcements', () => HttpResponse.json(noAnnouncements)),
    http.get('*/api/v1/new-file-indicators/:area', ({ params }) =>
      HttpResponse.json({
        data: [{ id: String(params.area), type: 'newFileIndicator', attributes: { newFileExists: false } }],
      }),
    ),
    http.post('*/api/v1/new-file-indicators/:area/views', ({ params }) =>
      HttpResponse.json({
        data: [{ id: String(params.area), type: 'newFileIndicator', attributes: { newFileExists: false } }],
      }),
    ),
    http.get('*/api/v1/access-groups', () => HttpResponse.json(accessGroups)),
    // The search area lists datasources as soon as it renders; shell tests need none.
    http.get('*/api/v1/datasources', () => HttpResponse.json({ data: [], meta: { 'total-count': 0 } })),
    // Reporting reads its catalog and periods on arrival; shell tests need none.
    http.get('*/api/v1/reports', () => HttpResponse.json({ data: [], meta: { 'total-count': 0 } })),
    http.get('*/api/v1/reports/filters', () => HttpResponse.json({ data: [], meta: { 'total-count': 0 } })),
  ];
}

/** The app's real routes in a memory router, with the real HTTP client against msw. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const navigate: { to?: (path: string) => void } = {};
  const client = createHttpClient({
    getAccessToken: () => Promise.resolve('test-token'),
    getActingAccessGroup,
    onRequest: () => undefined,
    onAuthFailure: (status, detail) => {
      if (status === 403) rememberRefusal(detail);
      navigate.to?.(`/${status}`);
    },
  });
  const router = createMemoryRouter(createAppRoutes({ http: client, queryClient }), { initialEntries: [path] });
  navigate.to = (to) => void router.navigate(to);
  const actions: SessionActions = { signIn: vi.fn(() => Promise.resolve()), signOut: vi.fn(() => Promise.resolve()) };
  render(
    <QueryClientProvider client={queryClient}>
      <HttpClientProvider client={client}>
        <ActingAccessGroupProvider>
          <SessionActionsProvider actions={actions}>
            <RouterProvider router={router} />
          </SessionActionsProvider>
        </ActingAccessGroupProvider>
      </HttpClientProvider>
    </QueryClientProvider>,
  );
  return { router, actions };
}
