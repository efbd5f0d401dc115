import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { find } from 'mingo';
import type { ProjectionSpec } from '../document-store.port.js';
import { projectTopLevel } from './plain-projection.js';

type Plain = Record<string, unknown>;

const field = fc.constantFrom('_id', 'a', 'b', 'days', 'n');
const doc = fc.dictionary(
  field,
  fc.oneof(fc.string({ maxLength: 2 }), fc.integer(), fc.dictionary(fc.constantFrom('01', '02'), fc.integer(), { maxKeys: 2 })),
  {
    maxKeys: 5,
  },
);
const projection = fc.dictionary(field, fc.constantFrom(0, 1), { maxKeys: 4 }) as fc.Arbitrary<ProjectionSpec>;

describe('projectTopLevel', () => {
  it('keeps or leaves out the fields mingo does, whenever it projects', () => {
    let projected = 0;
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 3 }), projection, (documents, spec) => {
        const mine = projectTopLevel(documents, spec);
        if (mine === undefined) return;
        projected += 1;
        expect(mine).toEqual(find(documents, {}, spec as Plain).all());
      }),
      { numRuns: 3000 },
    );
    expect(projected).toBeGreaterThan(1000);
  });

  it('leaves the stored documents as they are', () => {
    const stored = [{ _id: 'x', a: 1, days: { '01': 60 } }];
    expect(projectTopLevel(stored, { days: 0 })).toEqual([{ _id: 'x', a: 1 }]);
    expect(projectTopLevel(stored, { a: 1, _id: 0 })).toEqual([{ a: 1 }]);
    expect(projectTopLevel(stored, { _id: 1 })).toEqual([{ _id: 'x' }]);
    expect(stored).toEqual([{ _id: 'x', a: 1, days: { '01': 60 } }]);
  });

  it('leaves to mingo dotted paths, operators and kept fields mixed with left-out ones', () => {
    for (const spec of [{ 'days.01': 1 }, { a: 1, b: 0 }, { $slice: 1 }] as ProjectionSpec[]) expect(projectTopLevel([{ _id: 'x' }], spec)).toBeUndefined();
  });
});
