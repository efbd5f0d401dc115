import { describe, expect, it } from '@jest/globals';
import { loggedUrl } from './logged-url.js';

describe('logged url', () => {
  it('hides the access and visitor tokens of the event streams, keeping the rest of the query', () => {
    expect(loggedUrl('/api/supportapi/stream?visitor_token=v.sig&after=1')).toBe('/api/supportapi/stream?visitor_token=[redacted]&after=1');
    expect(loggedUrl('/api/supportapi/admin/stream?x=1&access_token=eyJ.a.b')).toBe('/api/supportapi/admin/stream?x=1&access_token=[redacted]');
    expect(loggedUrl('/api/courses?take=10')).toBe('/api/courses?take=10');
    expect(loggedUrl(undefined)).toBeUndefined();
  });
});
