import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * The location the page landed on. The router shows no layout until its first
 * loaders, with their redirects ("/" → "/search", a guard's "/403"), are done,
 * so the first location a layout renders is the landing, not a navigation:
 * focus stays at the top of the document and the first Tab reaches the skip
 * link. Kept per page load, across layouts (shell and error pages).
 */
let landingKey: string | undefined;

/**
 * On each navigation focus moves to the main content, so keyboard and screen
 * reader users start at the new page (spec section 2). `scrollToTop` is for
 * layouts without a keep-alive outlet, which scrolls by itself.
 */
export function useNavigationFocus(mainRef: RefObject<HTMLElement | null>, scrollToTop: boolean): void {
  const location = useLocation();
  useEffect(() => {
    if (scrollToTop) window.scrollTo(0, 0);
    landingKey ??= location.key;
    if (location.key === landingKey) return;
    mainRef.current?.focus({ preventScroll: true });
  }, [location.key, mainRef, scrollToTop]);
}
