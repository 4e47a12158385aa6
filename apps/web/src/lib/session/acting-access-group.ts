/**
 * The access group an IMPERSONATION user acts for (spec section 6). Kept in
 * sessionStorage so a reload keeps it and a new tab starts as the user's own group.
 */
const storageKey = 'dnp.actingAccessGroup';
const listeners = new Set<() => void>();

export function getActingAccessGroup(): string | undefined {
  return sessionStorage.getItem(storageKey) ?? undefined;
}

export function setActingAccessGroup(accessGroupId: string | undefined): void {
  if (accessGroupId) sessionStorage.setItem(storageKey, accessGroupId);
  else sessionStorage.removeItem(storageKey);
  for (const listener of listeners) listener();
}

export function subscribeActingAccessGroup(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
