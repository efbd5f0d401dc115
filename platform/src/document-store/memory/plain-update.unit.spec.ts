import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { update as mingoUpdate } from 'mingo';
import { applyPlainUpdate } from './plain-update.js';

type Plain = Record<string, unknown>;

/**
 * A copy made by this realm's JSON: jest runs the spec in a realm of its own, where `structuredClone` makes
 * objects of another, and mingo's equality takes any two objects of another realm for equal.
 */
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The update applied by mingo, on a copy: the document and whether it changed. */
function byMingo(doc: Plain, modifier: Plain): { doc: Plain; changed: boolean } {
  const copy = copyOf(doc);
  return { doc: copy, changed: mingoUpdate(copy, copyOf(modifier) as never).length > 0 };
}

const scalar = fc.oneof(
  fc.constantFrom('a', 'b', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', ''),
  fc.integer({ min: -3, max: 3 }),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('x', 'y', '05'), scalar, { maxKeys: 2 }),
);
const field = fc.constantFrom('a', 'b', 'n', 's', '05');
const path = fc.oneof(
  field,
  fc.tuple(field, field).map(([a, b]) => `${a}.${b}`),
  fc.tuple(field, field, field).map((parts) => parts.join('.')),
);
const doc = fc.dictionary(field, fc.oneof(value, fc.dictionary(field, value, { maxKeys: 3 })), { maxKeys: 4 });
const modifier = fc.dictionary(
  fc.constantFrom('$set', '$unset', '$inc', '$min', '$max', '$push'),
  fc.dictionary(path, fc.oneof(value, fc.integer({ min: -2, max: 2 })), { minKeys: 1, maxKeys: 3 }),
  { minKeys: 1, maxKeys: 3 },
);

describe('applyPlainUpdate', () => {
  it('changes a copy of a document as mingo changes the document, and says so, whenever it handles the update', () => {
    let handled = 0;
    fc.assert(
      fc.property(doc.map(copyOf), modifier, (stored, update) => {
        const before = copyOf(stored);
        const copy = { ...stored };
        const changed = applyPlainUpdate(copy, update);
        // The stored document is never changed, even by an update left to mingo.
        expect(stored).toEqual(before);
        if (changed === undefined) return;
        handled += 1;
        expect({ doc: copy, changed }).toEqual(byMingo(stored, update));
      }),
      { numRuns: 4000 },
    );
    // About one generated update in four is plain (the rest mix types or meet arrays): the property is not vacuous.
    expect(handled).toBeGreaterThan(600);
  });

  it('applies what projections write: counters by day, earliest and latest instants, a pushed instant', () => {
    const stored = { _id: 'u:c', days: { '04': { logins: 1 } }, learningSeconds: 60, startedAt: '2026-02-01T00:00:00.000Z', lessons: ['x'] };
    const update = {
      $inc: { learningSeconds: 60, 'days.05.seconds': 60, 'days.04.logins': 1 },
      $min: { startedAt: '2026-01-01T00:00:00.000Z', completedAt: '2026-03-01T00:00:00.000Z' },
      $max: { lastActivityAt: '2026-03-01T00:00:00.000Z' },
      $push: { lessons: '2026-03-01T00:00:00.000Z' },
      $set: { '_positions.p': '0001' },
    };
    const copy = copyOf(stored);
    expect(applyPlainUpdate(copy, update)).toBe(true);
    expect(copy).toEqual(byMingo(stored, update).doc);
    expect(copy).toEqual({
      _id: 'u:c',
      days: { '04': { logins: 2 }, '05': { seconds: 60 } },
      learningSeconds: 120,
      startedAt: '2026-01-01T00:00:00.000Z',
      completedAt: '2026-03-01T00:00:00.000Z',
      lastActivityAt: '2026-03-01T00:00:00.000Z',
      lessons: ['x', '2026-03-01T00:00:00.000Z'],
      _positions: { p: '0001' },
    });
  });

  it('leaves to mingo what it does not handle: other operators, arrays or scalars on a path, mixed types, push modifiers', () => {
    const other = [
      [{ a: 1 }, { $addToSet: { b: 1 } }],
      [{ a: [{ b: 1 }] }, { $set: { 'a.0.b': 2 } }],
      [{ a: 'x' }, { $set: { 'a.b': 1 } }],
      [{ a: 1 }, { $max: { a: 'x' } }],
      [{ a: 'x' }, { $inc: { a: 1 } }],
      [{ a: [] }, { $push: { a: { $each: [1, 2] } } }],
      [{ a: new Date(0) }, { $set: { a: 'x' } }],
      [{}, { $set: { 'a.$': 1 } }],
    ] as const;
    for (const [stored, update] of other) expect(applyPlainUpdate(structuredClone(stored) as Plain, update as Plain)).toBeUndefined();
  });
});
