import { useEffect } from 'react';

/** The class search-print.css scopes its rules to. */
export const printScopeClass = 'dnp-print-search';

/**
 * Applies the search print stylesheet only while the search page is on screen:
 * the effect is undone when the user leaves (a kept page's effects pause too),
 * so printing another area is not affected.
 */
export function usePrintScope(): void {
  useEffect(() => {
    document.documentElement.classList.add(printScopeClass);
    return () => document.documentElement.classList.remove(printScopeClass);
  }, []);
}
