import { createContext, useContext, type ReactNode } from 'react';
import type { SignedOutReason } from '../../lib/session/signed-out-reason.js';

/** What screens may ask of the session, without knowing the identity provider. */
export interface SessionActions {
  signIn(): Promise<void>;
  signOut(reason: SignedOutReason): Promise<void>;
}

const SessionActionsContext = createContext<SessionActions | undefined>(undefined);

export function SessionActionsProvider({ actions, children }: { actions: SessionActions; children: ReactNode }) {
  return <SessionActionsContext value={actions}>{children}</SessionActionsContext>;
}

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions needs a SessionActionsProvider above it');
  return actions;
}
