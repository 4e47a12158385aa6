import { useCurrentUser } from '../../../app/api/current-user.js';

/** The deltas are CON_MON_DELTAS's own (docs/authorization.md); the server refuses others anyway. */
export function useMayReadDeltas(): boolean {
  return useCurrentUser().allowedBusinessFunctions.includes('CON_MON_DELTAS');
}
