/**
 * When the user last did something: pressed a key, moved the pointer, or caused
 * a request (the HTTP client reports each one). The idle watcher reads it.
 */
export interface ActivityClock {
  touch(): void;
  lastActivity(): number;
}

export function createActivityClock(now: () => number = () => Date.now()): ActivityClock {
  let last = now();
  return {
    touch() {
      last = now();
    },
    lastActivity() {
      return last;
    },
  };
}

/** Browser events that count as the user being present. */
export const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
