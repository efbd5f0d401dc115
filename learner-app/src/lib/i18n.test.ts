import { LOCALES, translationEntries, translationKeys as keys } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import th from '../locales/th.json';
import { resources } from './i18n';

describe('learner app translations', () => {
  it('has every key in both English and Thai', () => {
    expect(keys(th).sort()).toEqual(keys(en).sort());
    expect(keys(resources.th).sort()).toEqual(keys(resources.en).sort());
  });

  it.each(LOCALES)('has a non-empty text for every key in %s', (locale) => {
    const entries = translationEntries(resources[locale].translation);
    expect(entries.length).toBeGreaterThan(20);
    for (const [key, text] of entries) expect({ key, text }).toEqual({ key, text: expect.stringMatching(/\S/) });
  });
});
