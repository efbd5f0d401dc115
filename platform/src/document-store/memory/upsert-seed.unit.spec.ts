import { describe, expect, it } from '@jest/globals';
import { seedFromFilter } from './upsert-seed.js';

describe('seedFromFilter', () => {
  it('keeps plain equalities and $eq, nested by dotted path, and ignores other operators', () => {
    expect(seedFromFilter({ _id: 'x', 'a.b': 1, c: { $eq: 2 }, d: { $lt: 3 }, $or: [{ e: 1 }], $and: [{ f: 4 }] })).toEqual({
      _id: 'x',
      a: { b: 1 },
      c: 2,
      f: 4,
    });
  });
});
