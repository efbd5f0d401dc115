import { describe, expect, it } from '@jest/globals';
import { copyPlain } from './plain-data.js';

describe('copyPlain', () => {
  it('copies every object and array of a document, and what is not plain data as structuredClone does', () => {
    const shared = { seconds: 60 };
    const doc = { _id: 'x', days: { '01': shared, '02': shared }, lessons: ['a', { at: 'b' }], at: new Date(0), none: null, missing: undefined };
    const copy = copyPlain(doc);
    expect(copy).toEqual(doc);
    expect(copy.days).not.toBe(doc.days);
    expect(copy.days['01']).not.toBe(shared);
    expect(copy.lessons[1]).not.toBe(doc.lessons[1]);
    // A Date of structuredClone's realm (jest runs the spec in a realm of its own).
    expect(Object.prototype.toString.call(copy.at)).toBe('[object Date]');
    expect(copy.at).not.toBe(doc.at);
    expect(Object.keys(copy)).toEqual(Object.keys(doc));
  });

  it('refuses a function, as structuredClone does', () => {
    expect(() => copyPlain({ f: () => 1 })).toThrow();
  });
});
