import type { UserInfo } from '@dnp/contracts';
import { Button } from '@trussworks/react-uswds';
import { useSessionActions } from '../session/session-actions.js';

/** Who is signed in, for which access group, and the way out. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { signOut } = useSessionActions();
  const group = user.actingAccessGroup
    ? `${user.actingAccessGroup} (acting)`
    : `${user.accessGroupName} (${user.accessGroup})`;
  return (
    <div className="dnp-header__tools">
      <p className="margin-0 font-sans-2xs" aria-label="Signed-in user">
        <span className="text-bold">
          {user.firstName} {user.lastName}
        </span>
        <br />
        <span>Access group: {group}</span>
      </p>
      <Button type="button" outline onClick={() => void signOut('user')}>
        Sign out
      </Button>
    </div>
  );
}
