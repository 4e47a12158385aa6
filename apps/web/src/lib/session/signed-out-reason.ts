/**
 * Why the last session ended, carried across the identity provider's sign-out
 * redirect so the page that follows can say why (and not sign straight back in).
 */
export type SignedOutReason = 'user' | 'idle' | 'expired';

const storageKey = 'dnp.signedOutReason';
const reasons: readonly SignedOutReason[] = ['user', 'idle', 'expired'];

export function rememberSignedOutReason(reason: SignedOutReason): void {
  sessionStorage.setItem(storageKey, reason);
}

export function readSignedOutReason(): SignedOutReason | undefined {
  const value = sessionStorage.getItem(storageKey);
  return reasons.find((reason) => reason === value);
}

export function forgetSignedOutReason(): void {
  sessionStorage.removeItem(storageKey);
}
