import { translationKeys as keys } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { khruMessages, messageSlices } from './app-messages';
import { clashingKeys, untranslatedKeys } from './i18n/slice-messages';

describe('the admin app’s messages', () => {
  it.each(Object.entries(messageSlices))('of the %s slice are in both English and Thai', (_name, slice) => {
    expect(untranslatedKeys(slice)).toEqual([]);
  });

  it('let no slice define a resource or section another already defines', () => {
    expect(clashingKeys(Object.values(messageSlices))).toEqual([]);
  });

  it('have every Khru key in both English and Thai', () => {
    expect(keys(khruMessages.th).sort()).toEqual(keys(khruMessages.en).sort());
  });
});
