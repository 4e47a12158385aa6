import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle } from '../areas.js';

/**
 * Sets document.title from the deepest route whose handle names a title, or
 * from `override` when a screen replaces the routed one (the terms screen).
 */
export function useDocumentTitle(override?: string): void {
  const matches = useMatches();
  let pageTitle: string | undefined;
  for (const match of matches) {
    const handle: unknown = match.handle;
    if (typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string') {
      pageTitle = handle.title;
    }
  }
  const title = override ?? pageTitle;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
