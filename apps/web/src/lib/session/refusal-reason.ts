/**
 * Why the last request or page was refused, in the server's plain words
 * ("Your account has no portal role…"), for the 403 page to show. Kept in
 * memory only: it explains the navigation that just happened, and a reload of
 * /403 shows the general text rather than a reason that may no longer hold.
 */
let lastReason: string | undefined;

export function rememberRefusal(reason: string | undefined): void {
  lastReason = reason?.trim() || undefined;
}

export function lastRefusal(): string | undefined {
  return lastReason;
}
