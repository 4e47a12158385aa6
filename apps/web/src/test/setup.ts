import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits 1 s by default; on a loaded 2-core CI machine a lazy route can take longer.
configure({ asyncUtilTimeout: 5000 });

// Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// jsdom does no layout, so every element reports no boxes and focus-trap (inside
// the USWDS Modal) finds nothing focusable. Report one box per element instead.
Element.prototype.getClientRects = function getClientRects() {
  const rects = [new DOMRect(0, 0, 1, 1)];
  return Object.assign(rects, { item: (index: number) => rects[index] ?? null }) as unknown as DOMRectList;
};

// jsdom does not implement scrolling; the app scrolls on every navigation.
window.scrollTo = () => undefined;
