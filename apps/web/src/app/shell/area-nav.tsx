import { allowedAreas, type NewFileArea, type UserInfo } from '@dnp/contracts';
import { useQuery } from '@tanstack/react-query';
import { SideNav, Tag } from '@trussworks/react-uswds';
import { NavLink } from 'react-router';
import { useHttpClient } from '../../lib/http/http-context.js';
import { useActingAccessGroup } from '../../lib/session/acting-access-group-context.js';
import { newFileIndicatorQuery } from '../api/new-file-indicator.js';
import { useAreaVisit } from '../api/use-area-visit.js';
import { areaDefinitions, sourceLoadsPath } from '../areas.js';

/** The left navigation: only the areas this user may use. */
export function AreaNav({ user }: { user: UserInfo }) {
  const allowed = allowedAreas(user.allowedBusinessFunctions);
  const items = areaDefinitions
    .filter((definition) => allowed.includes(definition.area))
    .map((definition) => (
      <NavLink
        key={definition.path}
        to={definition.path}
        className={({ isActive }) => (isActive ? 'usa-current' : undefined)}
      >
        {definition.title}
        {definition.newFileArea ? <NewFileBadge area={definition.newFileArea} path={definition.path} /> : null}
      </NavLink>
    ));
  return (
    <>
      <nav aria-label="Portal areas">
        <SideNav items={items} />
      </nav>
      {user.allowedBusinessFunctions.includes('DATASOURCE_LOAD') ? (
        <nav aria-label="Administration" className="margin-top-3">
          <SideNav
            items={[
              <NavLink
                key={sourceLoadsPath}
                to={sourceLoadsPath}
                className={({ isActive }) => (isActive ? 'usa-current' : undefined)}
              >
                Source Loads
              </NavLink>,
            ]}
          />
        </nav>
      ) : null}
    </>
  );
}

/** The area's new-file badge; entering the area turns it off (useAreaVisit). */
function NewFileBadge({ area, path }: { area: NewFileArea; path: string }) {
  const http = useHttpClient();
  const actingAccessGroup = useActingAccessGroup();
  const { data: newFileExists } = useQuery(newFileIndicatorQuery(http, actingAccessGroup, area));
  useAreaVisit(area, path, newFileExists);
  if (!newFileExists) return null;
  // The space keeps the link's accessible name readable: "Batch Match New file".
  return (
    <>
      {' '}
      <Tag className="margin-left-1 bg-secondary-dark">New file</Tag>
    </>
  );
}
