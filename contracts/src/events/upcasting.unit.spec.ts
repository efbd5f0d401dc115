import { describe, expect, it } from '@jest/globals';
import { EventVersions, upcaster } from './upcasting.js';

// A made-up type whose shape changed twice: `name` was split, then `tags` arrived.
const versions = new EventVersions([
  upcaster('ThingAdded', 2, (data: { first: string; last: string }) => ({ ...data, tags: [] as string[] })),
  upcaster('ThingAdded', 1, ({ name, ...rest }: { name: string }) => ({ ...rest, first: name.split(' ')[0]!, last: name.split(' ')[1]! })),
]);

describe('event versions', () => {
  it('given a type that never changed, then it is at version 1, stamps nothing and reads as written', () => {
    expect(versions.current('ThingRemoved')).toBe(1);
    expect(versions.stamp('ThingRemoved')).toEqual({});
    expect(versions.upcast('ThingRemoved', { id: 'a' })).toBeNull();
  });

  it('given a changed type, then its version is one past its last upcaster, and new events record it', () => {
    expect(versions.current('ThingAdded')).toBe(3);
    expect(versions.stamp('ThingAdded')).toEqual({ schemaVersion: 3 });
    expect(versions.versioned()).toEqual([['ThingAdded', 3]]);
  });

  it('given data with no version, then it is read as version 1 through every upcaster in order', () => {
    expect(versions.upcast('ThingAdded', { name: 'Ada Lovelace' })).toEqual({ data: { first: 'Ada', last: 'Lovelace', tags: [] }, version: 3 });
  });

  it('given data of a later version, then only the upcasters from that version on apply', () => {
    expect(versions.upcast('ThingAdded', { first: 'Ada', last: 'Lovelace' }, 2)).toEqual({ data: { first: 'Ada', last: 'Lovelace', tags: [] }, version: 3 });
  });

  it('given data of the current version, or of one newer than this code knows, then it reads as written', () => {
    expect(versions.upcast('ThingAdded', { first: 'Ada', last: 'Lovelace', tags: ['math'] }, 3)).toBeNull();
    expect(versions.upcast('ThingAdded', { first: 'Ada', last: 'Lovelace', tags: ['math'], colour: 'red' }, 4)).toBeNull();
  });

  it('refuses a registry with a missing step: every version must have its way to the next', () => {
    expect(() => new EventVersions([upcaster('ThingAdded', 2, (data: object) => data)])).toThrow(
      'ThingAdded: expected an upcaster from version 1, found one from 2',
    );
    expect(() => new EventVersions([upcaster('ThingAdded', 1, (data: object) => data), upcaster('ThingAdded', 1, (data: object) => data)])).toThrow(
      'ThingAdded: expected an upcaster from version 2, found one from 1',
    );
  });
});
