import { AnnouncementList, AreaViewBody, NewFileArea, NewFileIndicatorList } from '@dnp/contracts';
import { z } from 'zod';
import { listAnnouncements } from '../actions/announcements/list-announcements.js';
import { getNewFileIndicator } from '../actions/new-files/get-new-file-indicator.js';
import { recordAreaView } from '../actions/new-files/record-area-view.js';
import type { AppDeps } from '../app-deps.js';
import { listResponse } from '../domain/envelope.js';
import { portalContext } from '../plugins/authorization.js';
import type { ZodApp } from './types.js';

export function noticeRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/v1/announcements',
    {
      config: { policy: { access: 'signedIn' } },
      schema: {
        tags: ['notices'],
        summary: 'Announcements in force; Last-Modified is set and If-Modified-Since answers 304',
        response: { 200: AnnouncementList, 304: z.void().describe('not modified since If-Modified-Since') },
      },
    },
    async (request, reply) => {
      const current = await listAnnouncements({ deps, ctx: portalContext(request), input: undefined });
      reply.header('last-modified', current.lastModified.toUTCString());
      const since = request.headers['if-modified-since'];
      if (since && !Number.isNaN(Date.parse(since)) && current.lastModified.getTime() <= Date.parse(since)) {
        return reply.code(304).send();
      }
      return listResponse(request, reply, 'announcement', current.items);
    },
  );

  app.get(
    '/api/v1/new-file-indicators/:area',
    {
      config: { policy: { access: 'signedIn' } },
      schema: {
        tags: ['notices'],
        summary: 'Whether a file of the acting group finished its run in an area since a user of that group opened it',
        params: z.object({ area: NewFileArea }),
        response: { 200: NewFileIndicatorList },
      },
    },
    async (request, reply) => {
      const newFileExists = await getNewFileIndicator({
        deps,
        ctx: portalContext(request),
        input: { area: request.params.area },
      });
      return listResponse(request, reply, 'newFileIndicator', [
        { id: request.params.area, attributes: { newFileExists } },
      ]);
    },
  );

  app.post(
    '/api/v1/new-file-indicators/:area/views',
    {
      config: { policy: { access: 'signedIn' } },
      schema: {
        tags: ['notices'],
        summary: 'Record that a user of the acting group opened the area: its new-file indicator goes off',
        description:
          'Not recorded while an administrator acts for another group. Answers the indicator after the visit.',
        params: z.object({ area: NewFileArea }),
        body: AreaViewBody,
        response: { 200: NewFileIndicatorList },
      },
    },
    async (request, reply) => {
      const newFileExists = await recordAreaView({
        deps,
        ctx: portalContext(request),
        input: { area: request.params.area },
      });
      return listResponse(request, reply, 'newFileIndicator', [
        { id: request.params.area, attributes: { newFileExists } },
      ]);
    },
  );
}
