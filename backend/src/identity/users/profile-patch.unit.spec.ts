import { describe, expect, it } from '@jest/globals';
import { initialProfile } from '@khru/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { decideProfilePatch, profilePatchProblems, type EditableProfile } from './profile-patch.js';

const profile: EditableProfile = initialProfile('Ann', 'Lee');
const replace = (path: string, value: unknown) => ({ op: 'replace', path, value });

describe('profile patch allow-list', () => {
  it.each([
    ['an empty patch', [], 'IS_ARRAY'],
    ['a body that is not a list', { op: 'replace' }, 'IS_ARRAY'],
    ['an operation other than replace', [{ op: 'remove', path: '/position' }], 'BAD_REQUEST'],
    ['add at an allowed path', [{ op: 'add', path: '/position', value: 'x' }], 'BAD_REQUEST'],
    ['a path outside the list', [replace('/email', 'x@y.z')], 'BAD_REQUEST'],
    ['an inherited property name as path', [replace('constructor', true)], 'BAD_REQUEST'],
    ['a replace without a value', [{ op: 'replace', path: '/position' }], 'BAD_REQUEST'],
    ['a switch that is not a boolean', [replace('/publicProfileSettings/showAge', 'yes')], 'IS_BOOLEAN'],
    ['a blank first name', [replace('/firstName', '  ')], 'IS_NOT_EMPTY'],
    ['an impossible birthday', [replace('/birthday', '2026-02-30')], 'IS_DATE_STRING'],
    ['a malformed phone number', [replace('/contactNumber', 'call me')], 'IS_MOBILE_PHONE'],
    ['interests that are not id lists', [replace('/interests/categories', 'business')], 'IS_ARRAY'],
    ['interests with extra keys', [replace('/interests', { categories: [], subCategories: [], admin: true })], 'BAD_REQUEST'],
  ])('refuses %s', (_name, operations, expected) => {
    expect(profilePatchProblems(operations)[0]?.code).toBe(expected);
    expect(decideProfilePatch('u1', profile, operations)).toBeInstanceOf(DomainError);
  });

  it('accepts replacing the whole interests object and drops duplicate ids', () => {
    expect(decideProfilePatch('u1', profile, [replace('/interests', { categories: ['a', 'a'], subCategories: ['b'] })])).toEqual([
      { type: 'InterestsChanged', data: { userId: 'u1', interests: { categories: ['a'], subCategories: ['b'] } } },
    ]);
  });

  it('answers no events when nothing changes', () => {
    expect(decideProfilePatch('u1', profile, [replace('/firstName', 'Ann'), replace('/publicProfileSettings/showAge', false)])).toEqual([]);
  });

  it('trims text and stores blank optional text as null', () => {
    expect(decideProfilePatch('u1', { ...profile, position: 'Old' }, [replace('/firstName', ' Anna '), replace('/position', '  ')])).toEqual([
      { type: 'PersonalDetailsChanged', data: { userId: 'u1', changes: { firstName: 'Anna', position: null } } },
    ]);
  });
});
