import { describe, expect, it } from 'vitest';
import { moved, renumbered } from './move';

describe('moving an item in an ordered list', () => {
  it('moves the last item up to the first place one step at a time', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'c', 'b'], 1, -1)).toEqual(['c', 'a', 'b']);
  });

  it('moves an item down', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the list as it was when the item is already at that end', () => {
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('renumbering records after a move', () => {
  it('gives each record its place and returns only those whose place changed', () => {
    const shelves = [
      { id: 'new', order: 2 },
      { id: 'popular', order: 0 },
      { id: 'staff', order: 1 },
    ];
    expect(renumbered(shelves)).toEqual([
      { id: 'new', order: 0 },
      { id: 'popular', order: 1 },
      { id: 'staff', order: 2 },
    ]);
  });

  it('saves nothing when every record is already in its place', () => {
    expect(renumbered([{ order: 0 }, { order: 1 }])).toEqual([]);
  });

  it('closes gaps left by records numbered apart', () => {
    expect(
      renumbered([
        { id: 'a', order: 0 },
        { id: 'b', order: 10 },
      ]),
    ).toEqual([{ id: 'b', order: 1 }]);
  });
});
