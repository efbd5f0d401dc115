import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { khruMessages } from './khru-messages';
import { raThaiMessages } from './ra-language-thai';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('admin app translations', () => {
  it('translates every react-admin key into Thai', () => {
    expect(keys(raThaiMessages).sort()).toEqual(keys(englishMessages).sort());
  });

  it('has every Khru key in both English and Thai', () => {
    expect(keys(khruMessages.th).sort()).toEqual(keys(khruMessages.en).sort());
  });
});
