import { describe, expect, it } from '@jest/globals';
import { ipKeyGenerator } from 'express-rate-limit';
import { clientKey } from './api-rate-limit.js';

describe('clientKey', () => {
  it('counts an IPv4 client by its address, also when a dual-stack socket reports it IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:127.0.0.1')).toBe(clientKey('127.0.0.1'));
  });

  it('counts an IPv6 client by its /56 network, as express-rate-limit does', () => {
    expect(clientKey('2001:db8:abcd:12ff:1::1')).toBe(ipKeyGenerator('2001:db8:abcd:12ff:1::1'));
    expect(clientKey('2001:db8:abcd:1200::1')).toBe(clientKey('2001:db8:abcd:12ff:ffff::2'));
    expect(clientKey('2001:db8:abcd:1300::1')).not.toBe(clientKey('2001:db8:abcd:1200::1'));
  });
});
