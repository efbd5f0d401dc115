import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Query } from 'mingo';
import { plainFilter } from './plain-filter.js';

type Plain = Record<string, unknown>;

const plainMatch = (filter: Plain, doc: Plain) => plainFilter(filter)?.(doc);

const scalar = fc.oneof(fc.constantFrom('a', 'b', '0001-0002', '0001-0003', ''), fc.integer({ min: -2, max: 2 }), fc.boolean());
const stored = fc.oneof({ weight: 5, arbitrary: scalar }, fc.constant(null), fc.array(scalar, { maxLength: 2 }));
const field = fc.constantFrom('a', 'b', 'n', '05');
const path = fc.oneof(
  field,
  fc.tuple(field, field).map(([a, b]) => `${a}.${b}`),
);
const doc = fc.dictionary(field, fc.oneof(stored, fc.dictionary(field, stored, { maxKeys: 3 })), { maxKeys: 4 });
const operator = fc.oneof(
  fc.record({ $exists: fc.boolean() }),
  fc.dictionary(fc.constantFrom('$eq', '$ne', '$lt', '$lte', '$gt', '$gte'), scalar, { minKeys: 1, maxKeys: 2 }),
  fc.record({ $in: fc.array(scalar, { maxLength: 3 }) }),
);
const condition = fc.oneof({ weight: 2, arbitrary: scalar }, { weight: 3, arbitrary: operator });
const { filter } = fc.letrec<{ filter: Plain }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.dictionary(path, condition, { minKeys: 1, maxKeys: 2 }),
    fc.record({ $and: fc.array(tie('filter'), { minLength: 1, maxLength: 2 }) }),
    fc.record({ $or: fc.array(tie('filter'), { minLength: 1, maxLength: 2 }) }),
  ),
}));

describe('plainFilter', () => {
  it('decides as mingo does whenever it decides', () => {
    let decided = 0;
    fc.assert(
      fc.property(filter, doc, (where, document) => {
        const matched = plainMatch(where, document);
        if (matched === undefined) return;
        decided += 1;
        expect(matched).toBe(new Query(where).test(document));
      }),
      { numRuns: 4000 },
    );
    // Arrays, nulls and mixed types go to mingo; the rest is decided here: the property is not vacuous.
    expect(decided).toBeGreaterThan(1000);
  });

  it('decides the guard projections write: the document, and a position not yet applied', () => {
    const guard = (position: string) => ({
      $and: [{ _id: 'u:c' }, { $or: [{ '_positions.p': { $exists: false } }, { '_positions.p': { $lt: position } }] }],
    });
    expect(plainMatch(guard('0002'), { _id: 'u:c' })).toBe(true);
    expect(plainMatch(guard('0002'), { _id: 'u:c', _positions: { p: '0001' } })).toBe(true);
    expect(plainMatch(guard('0002'), { _id: 'u:c', _positions: { p: '0002' } })).toBe(false);
    expect(plainMatch(guard('0002'), { _id: 'other', _positions: { p: '0001' } })).toBe(false);
  });

  it('leaves to mingo what it does not decide: arrays on a path, null, other operators, mixed types', () => {
    const other: [Plain, Plain][] = [
      [{ a: 'x' }, { a: { $regex: 'x' } }],
      [{ a: ['x'] }, { a: 'x' }],
      [{ a: [{ b: 1 }] }, { 'a.b': 1 }],
      [{ a: 'x' }, { a: null }],
      [{ a: null }, { a: { $lt: 1 } }],
      [{ a: 'x' }, { a: { $lt: 1 } }],
      [{ a: 'x' }, { a: { b: 1 } }],
      [{ a: 'x' }, { $nor: [{ a: 1 }] }],
      [{ a: new Date(0) }, { a: { $eq: 'x' } }],
    ];
    for (const [document, where] of other) expect(plainMatch(where, document)).toBeUndefined();
  });
});
