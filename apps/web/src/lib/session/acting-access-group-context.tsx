import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { getActingAccessGroup, subscribeActingAccessGroup } from './acting-access-group.js';

const ActingAccessGroupContext = createContext<string | undefined>(undefined);

/** Re-renders the app when the impersonated access group changes. */
export function ActingAccessGroupProvider({ children }: { children: ReactNode }) {
  const actingAccessGroup = useSyncExternalStore(subscribeActingAccessGroup, getActingAccessGroup);
  return <ActingAccessGroupContext value={actingAccessGroup}>{children}</ActingAccessGroupContext>;
}

export function useActingAccessGroup(): string | undefined {
  return useContext(ActingAccessGroupContext);
}

/**
 * The first part of every query key: answers differ per acting access group, so
 * switching groups must never show one group's cached answer to the other.
 */
export function queryScope(actingAccessGroup: string | undefined): readonly ['scope', string] {
  return ['scope', actingAccessGroup ?? ''];
}
