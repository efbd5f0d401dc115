import { describe, expect, it } from '@jest/globals';
import { ERROR_CODES } from '../errors/error-codes.js';
import { ERROR_MESSAGES, STATUS_TEXTS, TRANSPORT_MESSAGES, statusText } from '../errors/error-messages.js';
import { localeFromAcceptLanguage } from './locale.js';
import { pickLocalized } from './localized-text.js';

describe('locale from Accept-Language', () => {
  it('picks the best supported language by q-value, English otherwise', () => {
    expect(localeFromAcceptLanguage('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(localeFromAcceptLanguage('en;q=0.4, th;q=0.6')).toBe('th');
    expect(localeFromAcceptLanguage('vi-VN, fr')).toBe('en');
    expect(localeFromAcceptLanguage('th;q=0')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });

  it('falls back to the other language when content lacks the chosen one', () => {
    expect(pickLocalized({ en: 'Business', th: '' }, 'th')).toBe('Business');
    expect(pickLocalized({ th: 'ธุรกิจ' }, 'en')).toBe('ธุรกิจ');
  });
});

describe('error catalogue', () => {
  it('has a non-empty message for every code in English and Thai', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES.en[code]).toBeTruthy();
      expect(ERROR_MESSAGES.th[code]).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(Object.keys(STATUS_TEXTS.th).sort()).toEqual(Object.keys(STATUS_TEXTS.en).sort());
    expect(Object.keys(TRANSPORT_MESSAGES.th).sort()).toEqual(Object.keys(TRANSPORT_MESSAGES.en).sort());
  });

  it('keeps the catalogue wording and answers "Something wrong" for other statuses', () => {
    expect(ERROR_MESSAGES.en.INCORRECT_EMAIL_PASSWORD).toBe('Wrong email or password');
    expect(statusText(401, 'en')).toBe('Need auth');
    expect(statusText(418, 'en')).toBe('Something wrong');
    expect(TRANSPORT_MESSAGES.en.network).toBe('Oops! Network Error. Try again later.');
  });
});
