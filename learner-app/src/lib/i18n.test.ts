import { translationKeys as keys } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import th from '../locales/th.json';
import { resources } from './i18n';

describe('learner app translations', () => {
  it('has every key in both English and Thai', () => {
    expect(keys(th).sort()).toEqual(keys(en).sort());
    expect(keys(resources.th).sort()).toEqual(keys(resources.en).sort());
  });

  it('has no empty text in either language', () => {
    for (const [key, text] of [...keys(resources.en), ...keys(resources.th)].map((k) => [k, k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)?.[p], { ...resources })])) {
      expect([key, text]).not.toEqual([key, '']);
    }
  });
});
