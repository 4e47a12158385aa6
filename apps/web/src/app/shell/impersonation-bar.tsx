import type { UserInfo } from '@dnp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, GridContainer, Label, Select } from '@trussworks/react-uswds';
import { useState, type FormEvent } from 'react';
import { isApiRequestError } from '../../lib/http/api-request-error.js';
import { useHttpClient } from '../../lib/http/http-context.js';
import { setActingAccessGroup } from '../../lib/session/acting-access-group.js';
import { useActingAccessGroup } from '../../lib/session/acting-access-group-context.js';
import { accessGroupsQuery } from '../api/access-groups.js';
import { currentUserQuery } from '../api/current-user.js';

/** The bar's landmark, so a screen reader can reach it by its name, as it reaches the header and main. */
const region = 'Acting access group';

/** For IMPERSONATION users: act as another access group, and the way back. */
export function ImpersonationBar({ user }: { user: UserInfo }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const actingAccessGroup = useActingAccessGroup();
  const groups = useQuery(accessGroupsQuery(http, user.accessGroup));
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  if (actingAccessGroup) {
    const name = groups.data?.find((group) => group.accessGroupId === actingAccessGroup)?.name;
    return (
      <section aria-label={region}>
        <GridContainer className="margin-top-2">
          <Alert type="warning" headingLevel="h2" heading="You are acting as another access group" slim={false}>
            You see and act for access group{' '}
            <strong>{name ? `${name} (${actingAccessGroup})` : actingAccessGroup}</strong>, not your own (
            {user.accessGroupName}).{' '}
            <Button type="button" unstyled onClick={() => setActingAccessGroup(undefined)}>
              Return to my access group
            </Button>
          </Alert>
        </GridContainer>
      </section>
    );
  }

  async function actAs(event: FormEvent) {
    event.preventDefault();
    if (!choice) {
      setProblem('Choose an access group first.');
      return;
    }
    setPending(true);
    setProblem(undefined);
    try {
      // Fetch the user as that group first, so the switch shows a complete page.
      await queryClient.fetchQuery(currentUserQuery(http, choice));
      setActingAccessGroup(choice);
    } catch (error) {
      setProblem(isApiRequestError(error) ? error.message : 'The portal could not switch access groups.');
    } finally {
      setPending(false);
    }
  }

  const choices = (groups.data ?? []).filter(
    (group) => group.accessGroupId !== user.accessGroup && group.statusTypeCode === 'ACTIVE',
  );
  return (
    <section aria-label={region}>
      <GridContainer className="margin-top-2">
        <form className="dnp-impersonation" onSubmit={(event) => void actAs(event)}>
          <div>
            <Label htmlFor="acting-access-group" className="margin-top-0">
              Access group to act as
            </Label>
            <Select
              id="acting-access-group"
              name="acting-access-group"
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              disabled={groups.isPending}
              aria-describedby={problem ? 'acting-access-group-problem' : undefined}
            >
              <option value="">{groups.isPending ? 'Loading access groups…' : '- Select -'}</option>
              {choices.map((group) => (
                <option key={group.accessGroupId} value={group.accessGroupId}>
                  {group.name} ({group.accessGroupId})
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" disabled={pending}>
            Act as access group
          </Button>
          {problem ? (
            <p id="acting-access-group-problem" className="usa-error-message" role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      </GridContainer>
    </section>
  );
}
