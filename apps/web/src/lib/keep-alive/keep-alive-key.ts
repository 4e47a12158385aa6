/**
 * Route reuse (spec section 2): a route declares `handle.keepAlive` to stay
 * mounted while the user is elsewhere. Its storage key is extended by the named
 * route params, the named query params and the impersonated access group.
 */
export interface KeepAliveHandle {
  storageKey: string;
  routeParams?: readonly string[];
  queryParams?: readonly string[];
}

export interface KeepAliveRoute {
  handle?: unknown;
  /** The route has child routes (defined, or matched below it right now). */
  hasChildren?: boolean;
}

export interface KeepAliveLocation {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  actingAccessGroup: string | undefined;
}

export function keepAliveHandleOf(route: KeepAliveRoute): KeepAliveHandle | undefined {
  const handle = route.handle;
  if (typeof handle !== 'object' || handle === null || !('keepAlive' in handle)) return undefined;
  const keepAlive: unknown = handle.keepAlive;
  if (typeof keepAlive !== 'object' || keepAlive === null || !('storageKey' in keepAlive)) return undefined;
  return typeof keepAlive.storageKey === 'string' && keepAlive.storageKey ? (keepAlive as KeepAliveHandle) : undefined;
}

/**
 * The key a route is kept under, or undefined when it is not kept: it declares no
 * storage key, or it has child routes (a kept parent would freeze its children).
 * A missing named param counts as an empty part so positions stay stable; the
 * access group is added only while impersonating.
 */
export function keepAliveKey(route: KeepAliveRoute, location: KeepAliveLocation): string | undefined {
  const handle = keepAliveHandleOf(route);
  if (!handle || route.hasChildren) return undefined;
  const parts = [
    handle.storageKey,
    ...(handle.routeParams ?? []).map((name) => location.params[name] ?? ''),
    ...(handle.queryParams ?? []).map((name) => location.searchParams.get(name) ?? ''),
  ];
  if (location.actingAccessGroup) parts.push(location.actingAccessGroup);
  return parts.join('_');
}
