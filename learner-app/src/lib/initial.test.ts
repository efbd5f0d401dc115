import { describe, expect, it } from 'vitest';
import { initialOf } from './initial';

describe('initial of a name', () => {
  it.each([
    ['เดวิด', 'ด'],
    ['เวิร์กช็อป Excel', 'ว'],
    ['ใจดี', 'จ'],
    ['ไพโรจน์', 'พ'],
    ['โสภา', 'ส'],
    ['แก้ว', 'ก'],
    ['สมชาย', 'ส'],
    ['  anna', 'A'],
    ['e\u0301crire', 'E\u0301'],
    ['3D modelling', '3'],
    ['(Excel) basics', 'E'],
  ])('of %s is %s', (name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });

  it('is empty when the text holds no letter', () => {
    expect(initialOf(' - ')).toBe('');
  });
});
