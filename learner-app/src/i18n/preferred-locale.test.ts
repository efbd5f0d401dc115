import { describe, expect, it } from 'vitest';
import { preferredLocale } from './preferred-locale';

describe('the language the app starts in', () => {
  it('is the stored choice, whatever the browser prefers', () => {
    expect(preferredLocale('th', ['en-GB', 'en'])).toBe('th');
    expect(preferredLocale('en', ['th-TH', 'th'])).toBe('en');
  });

  it('on a first visit is the first preferred browser language we speak', () => {
    expect(preferredLocale(null, ['th-TH', 'en-US'])).toBe('th');
    expect(preferredLocale(null, ['fr-FR', 'TH', 'en'])).toBe('th');
    expect(preferredLocale(null, ['en-AU', 'th'])).toBe('en');
  });

  it('is English when nothing stored or preferred is en or th', () => {
    expect(preferredLocale('vi', ['vi-VN', 'fr'])).toBe('en');
    expect(preferredLocale(undefined, [])).toBe('en');
  });
});
