import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b:1:2:3:4:192.0.2.1', '64:ff9b:1:2::/64'],
  ])('counts the IPv6 address %s as its /64 network', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });

  it('puts every address of one /64 under one key, and other networks under others', () => {
    expect(clientNetwork('2001:db8:aa:bb::1')).toBe(clientNetwork('2001:db8:aa:bb:ffff:1:2:3'));
    expect(clientNetwork('2001:db8:aa:bb::1')).not.toBe(clientNetwork('2001:db8:aa:bc::1'));
  });

  it.each([
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::ffff:c000:201', '192.0.2.1'],
  ])('counts the IPv4-mapped address %s as its IPv4 address', (ip, ipv4) => {
    expect(clientNetwork(ip)).toBe(ipv4);
  });
});
