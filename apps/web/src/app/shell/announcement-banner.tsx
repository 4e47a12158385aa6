import type { Announcement } from '@dnp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, GridContainer } from '@trussworks/react-uswds';
import { useState } from 'react';
import { useHttpClient } from '../../lib/http/http-context.js';
import { announcementsQuery, dismissBanner, isBannerVisible } from '../api/announcements.js';

const alertType: Readonly<Record<Announcement['severity'], 'info' | 'warning' | 'error'>> = {
  info: 'info',
  warning: 'warning',
  emergency: 'error',
};

/** Site announcements; a dismissal holds until the announcements change. */
export function AnnouncementBanner() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const { data: banner } = useQuery(announcementsQuery(http, queryClient));
  const [, setDismissals] = useState(0);
  if (!banner || !isBannerVisible(banner)) return null;
  return (
    <section aria-label="Announcements" className="dnp-announcements padding-y-1">
      <GridContainer>
        {banner.announcements.map((announcement) => (
          <Alert
            key={announcement.id}
            type={alertType[announcement.severity]}
            headingLevel="h2"
            heading={announcement.title}
            className="margin-y-1"
          >
            {announcement.body}
          </Alert>
        ))}
        <Button
          type="button"
          unstyled
          onClick={() => {
            dismissBanner(banner);
            setDismissals((count) => count + 1);
          }}
        >
          Dismiss announcements
        </Button>
      </GridContainer>
    </section>
  );
}
