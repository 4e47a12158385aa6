import { AnnouncementList, type Announcement } from '@dnp/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../lib/http/http-client.js';

export interface AnnouncementBanner {
  announcements: (Announcement & { id: string })[];
  /** The answer's Last-Modified header; null when the server sent none. */
  lastModified: string | null;
}

const announcementsKey = ['announcements'] as const;

/** Asks with If-Modified-Since and keeps the cached banner on a 304. */
export function announcementsQuery(http: HttpClient, queryClient: QueryClient) {
  return queryOptions({
    queryKey: announcementsKey,
    queryFn: async ({ signal }): Promise<AnnouncementBanner> => {
      const previous = queryClient.getQueryData<AnnouncementBanner>(announcementsKey);
      const since = previous?.lastModified ?? null;
      const answer = await http.getIfModified('/api/v1/announcements', AnnouncementList, since, {
        signal,
        // Refetched on focus and when stale, not by the user: it must not keep an idle session open.
        background: true,
      });
      if (!answer.modified) return previous ?? { announcements: [], lastModified: null };
      return { announcements: answer.result.data, lastModified: answer.lastModified };
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * What a dismissal is remembered against: the Last-Modified header, or when the
 * server sent none, the announcements' own ids and modification times.
 */
export function bannerVersion(banner: AnnouncementBanner): string {
  return banner.lastModified ?? banner.announcements.map((a) => `${a.id}@${a.lastModified}`).join('|');
}

const dismissedKey = 'dnp.announcements.dismissed';

export function isBannerVisible(banner: AnnouncementBanner, storage: Storage = sessionStorage): boolean {
  return banner.announcements.length > 0 && storage.getItem(dismissedKey) !== bannerVersion(banner);
}

export function dismissBanner(banner: AnnouncementBanner, storage: Storage = sessionStorage): void {
  storage.setItem(dismissedKey, bannerVersion(banner));
}
