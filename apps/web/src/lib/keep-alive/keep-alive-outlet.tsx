import { Activity, Fragment, useEffect, useLayoutEffect, useRef, type ReactElement } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { keepAliveKey } from './keep-alive-key.js';

export interface KeepAliveOutletProps {
  /** The id of the route that renders this outlet; its direct child is the one kept. */
  parentRouteId: string;
  actingAccessGroup: string | undefined;
  /** Bound on kept screens: each holds its results in memory. */
  maxKept?: number;
}

interface KeptEntry {
  element: ReactElement;
  lastUsed: number;
}

/**
 * An outlet that keeps routes declaring `handle.keepAlive` mounted but hidden
 * (React `<Activity mode="hidden">`: state and DOM kept, effects paused) while the
 * user is elsewhere, and shows them again with their state and scroll position.
 * Other routes scroll to the top on every navigation (spec section 2).
 */
export function KeepAliveOutlet({ parentRouteId, actingAccessGroup, maxKept = 8 }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const matches = useMatches();
  const location = useLocation();
  const kept = useRef(new Map<string, KeptEntry>());
  const useCounter = useRef(0);

  const childIndex = matches.findIndex((match) => match.id === parentRouteId) + 1;
  const child = childIndex > 0 ? matches[childIndex] : undefined;
  const activeKey = child
    ? keepAliveKey(
        { handle: child.handle, hasChildren: matches.length > childIndex + 1 },
        { params: child.params, searchParams: new URLSearchParams(location.search), actingAccessGroup },
      )
    : undefined;

  // Updating the cache during render is idempotent (same key, same element), so a
  // repeated render in strict mode leaves it the same.
  if (activeKey && outlet) {
    useCounter.current += 1;
    kept.current.set(activeKey, { element: outlet, lastUsed: useCounter.current });
    evictLeastRecentlyUsed(kept.current, maxKept, activeKey);
  }

  useScrollPerKey(activeKey, location.key);

  return (
    <>
      {[...kept.current].map(([key, entry]) => (
        <Activity key={key} mode={key === activeKey ? 'visible' : 'hidden'}>
          <div data-keep-alive-key={key}>{entry.element}</div>
        </Activity>
      ))}
      {activeKey ? null : <Fragment key="current-route">{outlet}</Fragment>}
    </>
  );
}

function evictLeastRecentlyUsed(entries: Map<string, KeptEntry>, maxKept: number, activeKey: string): void {
  while (entries.size > maxKept) {
    let oldest: [string, number] | undefined;
    for (const [key, entry] of entries) {
      if (key !== activeKey && (!oldest || entry.lastUsed < oldest[1])) oldest = [key, entry.lastUsed];
    }
    if (!oldest) return;
    entries.delete(oldest[0]);
  }
}

/**
 * Records the window scroll position per kept key and, on each navigation,
 * restores it when coming back to a different kept screen, or scrolls to the top.
 */
function useScrollPerKey(activeKey: string | undefined, locationKey: string): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef<string | undefined>(undefined);
  const previousLocation = useRef<string | undefined>(undefined);

  useEffect(() => {
    const onScroll = () => {
      if (current.current) positions.current.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (previousLocation.current === locationKey) return;
    const returning = activeKey !== undefined && activeKey !== current.current;
    previousLocation.current = locationKey;
    current.current = activeKey;
    window.scrollTo(0, returning ? (positions.current.get(activeKey) ?? 0) : 0);
  }, [activeKey, locationKey]);
}
