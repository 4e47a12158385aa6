/**
 * Lets code outside React (the HTTP client) navigate once the router exists.
 * Before that, a navigation has nowhere to go and is dropped: the same refused
 * call fails again through a route loader, which redirects by itself.
 */
export interface NavigationBridge {
  go(path: string): void;
  bind(navigate: (path: string) => void): () => void;
}

export function createNavigationBridge(): NavigationBridge {
  let target: ((path: string) => void) | undefined;
  return {
    go(path) {
      target?.(path);
    },
    bind(navigate) {
      target = navigate;
      return () => {
        if (target === navigate) target = undefined;
      };
    },
  };
}
