import { LOCALES, translationEntries, translationKeys as keys } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { localeSlices, resources } from './i18n';
import { duplicateKeys, mergeSlices } from './locale-slices';

describe('learner app translations', () => {
  it('has the same slices in English and Thai', () => {
    expect(Object.keys(localeSlices.th).sort()).toEqual(Object.keys(localeSlices.en).sort());
    expect(Object.keys(localeSlices.en).length).toBeGreaterThan(1);
  });

  it.each(Object.keys(localeSlices.en))('has every key of the %s slice in both English and Thai', (slice) => {
    expect(keys(localeSlices.th[slice]).sort()).toEqual(keys(localeSlices.en[slice]).sort());
  });

  it.each(LOCALES)('defines each key in one slice only, in %s', (locale) => {
    expect(duplicateKeys(localeSlices[locale])).toEqual([]);
  });

  it('has every key in both English and Thai', () => {
    expect(keys(resources.th).sort()).toEqual(keys(resources.en).sort());
  });

  it.each(LOCALES)('has a non-empty text for every key in %s', (locale) => {
    const entries = translationEntries(resources[locale].translation);
    expect(entries.length).toBeGreaterThan(20);
    for (const [key, text] of entries) expect({ key, text }).toEqual({ key, text: expect.stringMatching(/\S/) });
  });
});

describe('locale slices', () => {
  it('merges slices that share a group, each key keeping its path', () => {
    expect(mergeSlices({ a: { cart: { title: 'Cart' } }, b: { cart: { empty: 'Empty' }, auth: { login: 'Log in' } } })).toEqual({
      cart: { title: 'Cart', empty: 'Empty' },
      auth: { login: 'Log in' },
    });
  });

  it('finds a key that two slices define, as a text or as a group', () => {
    expect(duplicateKeys({ a: { cart: { title: 'Cart' } }, b: { cart: { title: 'Basket', empty: 'Empty' } } })).toEqual(['cart.title']);
    expect(duplicateKeys({ a: { cart: 'Cart' }, b: { cart: { title: 'Cart' } } })).toEqual(['cart']);
  });
});
