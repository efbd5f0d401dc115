import { describe, expect, it } from '@jest/globals';
import { derivedId } from './derived-id.js';

describe('derived ids', () => {
  it('are version-5 shaped UUIDs, the same for the same parts and different for different parts', () => {
    const id = derivedId('certificate', 'u1', 'course', 'c1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(derivedId('certificate', 'u1', 'course', 'c1')).toBe(id);
    expect(derivedId('certificate', 'u1', 'course', 'c2')).not.toBe(id);
    // The separator keeps ("ab", "c") and ("a", "bc") apart.
    expect(derivedId('ab', 'c')).not.toBe(derivedId('a', 'bc'));
  });
});
