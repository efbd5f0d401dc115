import { describe, expect, it } from '@jest/globals';
import { preferredEncoding } from './accept-encoding.js';

describe('preferredEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli when a browser takes both, whatever order it lists them in', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(preferredEncoding('br, gzip', both)).toBe('br');
  });

  it('sends gzip to a client that takes only gzip (or x-gzip), and nothing compressed to one that names neither', () => {
    expect(preferredEncoding('gzip', both)).toBe('gzip');
    expect(preferredEncoding('x-gzip', both)).toBe('gzip');
    expect(preferredEncoding('deflate', both)).toBeNull();
    expect(preferredEncoding(undefined, both)).toBeNull();
    expect(preferredEncoding('', both)).toBeNull();
  });

  it('follows the weights the client gives, and never sends a coding weighed 0', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0', both)).toBeNull();
    expect(preferredEncoding('*', both)).toBe('br');
    expect(preferredEncoding('*;q=0.1, br;q=0', both)).toBe('gzip');
    expect(preferredEncoding('BR;Q=1', both)).toBe('br');
  });

  it('offers only the forms the file has', () => {
    expect(preferredEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip'])).toBeNull();
    expect(preferredEncoding('gzip, br', [])).toBeNull();
  });
});
