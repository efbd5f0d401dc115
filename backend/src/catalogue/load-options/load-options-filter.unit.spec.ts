import { describe, expect, it } from '@jest/globals';
import { refusalOf } from '../../kernel/errors/refusal-spec.js';
import { translateFilter } from './load-options-filter.js';

const FIELDS = ['categoryId', 'titleEn', 'isHighlight', 'lessonCount'];

describe('DevExtreme filter translation', () => {
  it('translates a condition, the two-item shorthand, and comparisons', () => {
    expect(translateFilter(['categoryId', '=', 'business'], FIELDS)).toEqual({ categoryId: { $eq: 'business' } });
    expect(translateFilter(['isHighlight', true], FIELDS)).toEqual({ isHighlight: { $eq: true } });
    expect(translateFilter(['lessonCount', '>=', 3], FIELDS)).toEqual({ lessonCount: { $gte: 3 } });
  });

  it('translates text operations case-insensitively, with the text taken literally', () => {
    expect(translateFilter(['titleEn', 'contains', 'a.b'], FIELDS)).toEqual({ titleEn: { $regex: 'a\\.b', $options: 'i' } });
    expect(translateFilter(['titleEn', 'startswith', 'Ex'], FIELDS)).toEqual({ titleEn: { $regex: '^Ex', $options: 'i' } });
    expect(translateFilter(['titleEn', 'notcontains', 'x'], FIELDS)).toEqual({ titleEn: { $not: { $regex: 'x', $options: 'i' } } });
  });

  it('reads `contains` with a boolean as equality, as the storefront sends it for bundles', () => {
    expect(translateFilter(['isHighlight', 'contains', false], FIELDS)).toEqual({ isHighlight: { $eq: false } });
  });

  it('translates groups joined by and / or, adjacent groups as and, and negation', () => {
    expect(translateFilter([['categoryId', '=', 'a'], 'or', ['categoryId', '=', 'b']], FIELDS)).toEqual({
      $or: [{ categoryId: { $eq: 'a' } }, { categoryId: { $eq: 'b' } }],
    });
    expect(
      translateFilter(
        [
          ['categoryId', '=', 'a'],
          ['isHighlight', '=', true],
        ],
        FIELDS,
      ),
    ).toEqual({ $and: [{ categoryId: { $eq: 'a' } }, { isHighlight: { $eq: true } }] });
    expect(translateFilter(['!', ['categoryId', '=', 'a']], FIELDS)).toEqual({ $nor: [{ categoryId: { $eq: 'a' } }] });
  });

  it('maps a public field name to its stored path', () => {
    expect(translateFilter(['categoryId', '=', 'a'], FIELDS, { categoryId: 'category.id' })).toEqual({ 'category.id': { $eq: 'a' } });
  });

  it.each([
    ['an unknown field', ['password', '=', 'x']],
    ['an operator injection', ['categoryId', '$where', 'x']],
    ['an object value', ['categoryId', '=', { $ne: null }]],
    ['mixed and / or in one group', [['categoryId', '=', 'a'], 'and', ['categoryId', '=', 'b'], 'or', ['categoryId', '=', 'c']]],
    ['a text operation on a number', ['lessonCount', 'contains', 3]],
    ['an empty expression', []],
    ['a string', 'categoryId = a'],
    ['too deep a nesting', [[[[[[[['categoryId', '=', 'a']]]]]]]]],
  ])('refuses %s with BAD_REQUEST on loadOptions.filter', (_name, expression) => {
    expect(refusalOf(() => translateFilter(expression, FIELDS))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'loadOptions.filter', code: 'BAD_REQUEST' }],
    });
  });

  it('answers no condition for no filter', () => {
    expect(translateFilter(undefined, FIELDS)).toEqual({});
  });
});
