import { devUsers, type DevUser } from '@dnp/db/dev-directory';

/** The development users of docs/dev-users.md; each one's password is its user name. */
export function findDevUser(userName: string): DevUser | undefined {
  return devUsers.find((user) => user.userName === userName);
}

export function checkDevPassword(userName: string, password: string): DevUser | undefined {
  const user = findDevUser(userName.trim().toLowerCase());
  return user && password === user.userName ? user : undefined;
}

export function claimsOf(user: DevUser): { sub: string } & Record<string, string> {
  return {
    sub: user.userName,
    preferred_username: user.userName,
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
    email: `${user.userName}@example.gov`,
  };
}
