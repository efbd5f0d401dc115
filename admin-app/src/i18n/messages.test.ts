import { translationKeys as keys } from '@khru/contracts';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { clashingKeys, khruMessages } from './all-messages';
import { raThaiMessages } from './ra-language-thai';

describe('admin app translations', () => {
  it('translates every react-admin key into Thai', () => {
    expect(keys(raThaiMessages).sort()).toEqual(keys(englishMessages).sort());
  });

  it('has every Khru key in both English and Thai', () => {
    expect(keys(khruMessages.th).sort()).toEqual(keys(khruMessages.en).sort());
  });

  it('lets no slice define a resource or section another already defines', () => {
    expect(clashingKeys()).toEqual([]);
  });
});
