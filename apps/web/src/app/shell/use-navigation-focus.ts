import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * On each navigation focus moves to the main content, so keyboard and screen
 * reader users start at the new page (spec section 2). The page the browser
 * first loads (location key "default") keeps the browser's own focus. `scrollToTop` is for layouts without a keep-alive
 * outlet, which scrolls by itself.
 */
export function useNavigationFocus(mainRef: RefObject<HTMLElement | null>, scrollToTop: boolean): void {
  const location = useLocation();
  useEffect(() => {
    if (scrollToTop) window.scrollTo(0, 0);
    if (location.key === 'default') return;
    mainRef.current?.focus({ preventScroll: true });
  }, [location.key, mainRef, scrollToTop]);
}
