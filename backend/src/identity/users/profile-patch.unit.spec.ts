import { describe, expect, it } from '@jest/globals';
import { initialProfile } from '@khru/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { decideProfilePatch, profilePatchProblems, type EditableProfile } from './profile-patch.js';

const profile: EditableProfile = initialProfile('Ann', 'Lee');
const replace = (path: string, value: unknown) => ({ op: 'replace', path, value });
const today = new Date('2026-11-22T10:00:00.000Z');

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
    ['a birthday that is not text', [replace('/birthday', 19900517)], 'IS_DATE_STRING'],
    ['a job title that is not text', [replace('/position', 42)], 'IS_STRING'],
    ['a malformed phone number', [replace('/contactNumber', 'call me')], 'IS_MOBILE_PHONE'],
    ['interests that are not id lists', [replace('/interests/categories', 'business')], 'IS_ARRAY'],
    ['interests with extra keys', [replace('/interests', { categories: [], subCategories: [], admin: true })], 'BAD_REQUEST'],
  ])('refuses %s', (_name, operations, expected) => {
    expect(profilePatchProblems(operations, today)[0]?.code).toBe(expected);
    expect(decideProfilePatch('u1', profile, operations, today)).toBeInstanceOf(DomainError);
  });

  it('accepts replacing the whole interests object and drops duplicate ids', () => {
    expect(decideProfilePatch('u1', profile, [replace('/interests', { categories: ['a', 'a'], subCategories: ['b'] })], today)).toEqual([
      { type: 'InterestsChanged', data: { userId: 'u1', interests: { categories: ['a'], subCategories: ['b'] } } },
    ]);
  });

  it('answers no events when nothing changes', () => {
    expect(decideProfilePatch('u1', profile, [replace('/firstName', 'Ann'), replace('/publicProfileSettings/showAge', false)], today)).toEqual([]);
  });

  it('accepts a birthday exactly 10 and exactly 120 years back, and clearing it', () => {
    expect(profilePatchProblems([replace('/birthday', '2016-11-22')], today)).toEqual([]);
    expect(profilePatchProblems([replace('/birthday', '1906-11-22')], today)).toEqual([]);
    expect(decideProfilePatch('u1', { ...profile, birthday: '1990-01-01' }, [replace('/birthday', null)], today)).toEqual([
      { type: 'PersonalDetailsChanged', data: { userId: 'u1', changes: { birthday: null } } },
    ]);
  });

  it('measures a job title without its surrounding spaces', () => {
    expect(profilePatchProblems([replace('/position', ` ${'x'.repeat(100)} `)], today)).toEqual([]);
  });

  it('trims text and stores blank optional text as null', () => {
    expect(decideProfilePatch('u1', { ...profile, position: 'Old' }, [replace('/firstName', ' Anna '), replace('/position', '  ')], today)).toEqual([
      { type: 'PersonalDetailsChanged', data: { userId: 'u1', changes: { firstName: 'Anna', position: null } } },
    ]);
  });
});
