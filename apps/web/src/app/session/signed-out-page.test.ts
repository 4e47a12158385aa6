import { describe, expect, it } from 'vitest';
import { signedOutMessage } from './signed-out-page.js';

describe('the signed-out page text', () => {
  it('names the idle time as configured', () => {
    expect(signedOutMessage('idle', 900).text).toBe(
      'You were signed out after 15 minutes without activity. Sign in again to continue.',
    );
    expect(signedOutMessage('idle', 30).text).toContain('after 30 seconds without activity');
    expect(signedOutMessage('idle', 90).text).toContain('after 1 minute 30 seconds without activity');
  });

  it('tells a sign-out by the user from an expired session', () => {
    expect(signedOutMessage('user', 900).heading).toBe('You have signed out');
    expect(signedOutMessage('expired', 900).heading).toBe('Your session has ended');
  });
});
