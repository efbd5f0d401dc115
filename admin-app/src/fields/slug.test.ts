import { describe, expect, it } from 'vitest';
import { SLUG, slugOf, uniqueSlug } from './slug';

describe('slugs of titles', () => {
  it('keeps Latin letters and digits and joins the rest with single dashes', () => {
    expect(slugOf('  Café: Leading Teams, Part 2!  ')).toBe('cafe-leading-teams-part-2');
  });

  it('gives the fallback for a title without Latin letters or digits', () => {
    expect(uniqueSlug('บทนำ', [], 'lesson')).toBe('lesson');
  });

  it('numbers a slug that is taken, and stays a valid slug of at most 64 characters', () => {
    expect(uniqueSlug('Intro', ['intro', 'intro-2'], 'lesson')).toBe('intro-3');
    const long = uniqueSlug('a'.repeat(80), ['a'.repeat(64)], 'lesson');
    expect(long).toHaveLength(64);
    expect(long).toMatch(SLUG);
    expect(long.endsWith('-2')).toBe(true);
  });
});
