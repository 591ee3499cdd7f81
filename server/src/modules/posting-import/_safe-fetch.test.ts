import { describe, expect, it } from 'vitest';
import { isRefusedAddress } from './_safe-fetch.ts';

// Which resolved addresses an import may connect to (decision 170): public unicast only.
describe('isRefusedAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'Alibaba metadata'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.170.2', 'ECS task metadata'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fd00:ec2::254', 'AWS IPv6 metadata (unique local)'],
    ['fe80::1', 'IPv6 link-local'],
    ['::ffff:10.0.0.1', 'private IPv4 inside IPv6'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['not-an-address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.215.14'])(
    'allows public %s',
    (address) => {
      expect(isRefusedAddress(address)).toBe(false);
    },
  );
});
