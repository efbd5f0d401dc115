import { describe, expect, it } from '@jest/globals';
import { isValidMediaSignature, mediaSignature, signedMediaUrl } from './media-signature.js';

const SECRET = 's'.repeat(48);
const KEY = 'course-media/3f1c.mp4';
const NOW = new Date('2026-03-01T10:00:00Z');
const IN_AN_HOUR = NOW.getTime() / 1000 + 3600;

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('signed course media addresses', () => {
  it('address the file under /api/media with its expiry and a signature that checks out until then', () => {
    const url = signedMediaUrl(SECRET, KEY, IN_AN_HOUR);
    expect(url.startsWith(`/api/media/${KEY}?exp=${IN_AN_HOUR}&sig=`)).toBe(true);
    const { exp, sig } = queryOf(url);
    expect(isValidMediaSignature(SECRET, KEY, exp, sig, NOW)).toBe(true);
    expect(isValidMediaSignature(SECRET, KEY, exp, sig, new Date((IN_AN_HOUR - 1) * 1000))).toBe(true);
  });

  it('stop working the second they expire', () => {
    const { exp, sig } = queryOf(signedMediaUrl(SECRET, KEY, IN_AN_HOUR));
    expect(isValidMediaSignature(SECRET, KEY, exp, sig, new Date(IN_AN_HOUR * 1000))).toBe(false);
  });

  it('are refused when the key, the expiry or the signature is changed, or another secret signed them', () => {
    const { exp, sig } = queryOf(signedMediaUrl(SECRET, KEY, IN_AN_HOUR));
    expect(isValidMediaSignature(SECRET, 'course-media/other.mp4', exp, sig, NOW)).toBe(false);
    expect(isValidMediaSignature(SECRET, KEY, String(IN_AN_HOUR + 86_400), sig, NOW)).toBe(false);
    const flipped = `${sig!.slice(0, -1)}${sig!.endsWith('0') ? '1' : '0'}`;
    expect(isValidMediaSignature(SECRET, KEY, exp, flipped, NOW)).toBe(false);
    expect(isValidMediaSignature('t'.repeat(48), KEY, exp, sig, NOW)).toBe(false);
  });

  it('are refused when the query is missing, repeated or malformed', () => {
    const sig = mediaSignature(SECRET, KEY, IN_AN_HOUR);
    expect(isValidMediaSignature(SECRET, KEY, undefined, sig, NOW)).toBe(false);
    expect(isValidMediaSignature(SECRET, KEY, String(IN_AN_HOUR), undefined, NOW)).toBe(false);
    expect(isValidMediaSignature(SECRET, KEY, [String(IN_AN_HOUR)], sig, NOW)).toBe(false);
    expect(isValidMediaSignature(SECRET, KEY, `${IN_AN_HOUR}.0`, sig, NOW)).toBe(false);
    expect(isValidMediaSignature(SECRET, KEY, String(IN_AN_HOUR), sig.toUpperCase(), NOW)).toBe(false);
    expect(isValidMediaSignature(SECRET, KEY, String(IN_AN_HOUR), sig.slice(2), NOW)).toBe(false);
  });
});
