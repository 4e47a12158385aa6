import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit.js';

describe('clientKey', () => {
  it('counts a request whose client went away (no address) instead of failing', () => {
    expect(clientKey({ ip: undefined as unknown as string })).toBe('unknown');
  });

  it('counts an IPv6 client by its /64, so rotating addresses within it does not escape the limit', () => {
    expect(clientKey({ ip: '2001:db8:1:2::a' })).toBe(clientKey({ ip: '2001:db8:1:2:ffff::b' }));
    expect(clientKey({ ip: '2001:db8:1:3::a' })).not.toBe(clientKey({ ip: '2001:db8:1:2::a' }));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientKey({ ip: '::ffff:203.0.113.9' })).toBe('203.0.113.9');
  });
});
