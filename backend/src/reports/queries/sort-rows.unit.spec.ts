import { describe, expect, it } from '@jest/globals';
import { refusalOf } from '../../kernel/errors/refusal-spec.js';
import { askedSort, pageOf, sortRows } from './sort-rows.js';

interface Row {
  id: number;
  name: string;
  at: number | null;
}

describe('report table order', () => {
  const rows: Row[] = [
    { id: 1, name: 'เอกชัย', at: 3 },
    { id: 2, name: 'Ann', at: null },
    { id: 3, name: 'กมล', at: 3 },
    { id: 4, name: 'แก้ว', at: 1 },
  ];
  const by = (...criteria: Parameters<typeof sortRows<Row>>[1]) => sortRows(rows, criteria).map((r) => r.id);

  it('sorts names by Thai collation: a leading vowel after its consonant, Thai script before Latin', () => {
    expect(by({ value: (r) => r.name, descending: false })).toEqual([3, 4, 1, 2]);
  });

  it('puts nulls last in either direction and keeps ties in their order', () => {
    expect(by({ value: (r) => r.at, descending: true })).toEqual([1, 3, 4, 2]);
    expect(by({ value: (r) => r.at, descending: false })).toEqual([4, 1, 3, 2]);
  });

  it('takes only the fields a table has, in the asked direction', () => {
    const fields = { name: (r: Row) => r.name };
    expect(askedSort(undefined, fields)).toBeNull();
    expect(askedSort({ field: 'name', order: 'DESC' }, fields)).toMatchObject({ descending: true });
    expect(refusalOf(() => askedSort({ field: 'constructor', order: 'ASC' }, fields))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'sort.field', code: 'IS_IN' }],
    });
  });

  it('pages ten rows by default', () => {
    const many = Array.from({ length: 25 }, (_, i) => i);
    expect([pageOf(many, {}).length, pageOf(many, { skip: 20 }), pageOf(many, { skip: 5, take: 2 })]).toEqual([10, [20, 21, 22, 23, 24], [5, 6]]);
  });
});
