import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { IsAlpha, IsAlphanumeric, IsHexadecimal, IsNumberString, IsObject, IsUrl, Length, Matches, MaxLength, MinLength, validateSync } from 'class-validator';
import { CHARACTER_SETS } from '../errors/character-sets.js';
import { fieldRuleMessage } from '../errors/field-rules.js';
import { constraintRule } from './constraint-rules.js';

class Profile {
  @IsAlpha() alpha = 'Ann';
  @IsAlphanumeric() alphaNum = 'Ann1';
  @Matches(CHARACTER_SETS.alphaDash) alphaDash = 'ann-lee_1';
  @Matches(CHARACTER_SETS.alphaSpaces) alphaSpaces = 'Ann Lee';
  @Matches(CHARACTER_SETS.noSpecial) noSpecial = 'Ann Lee 1';
  @Matches(/^[a-z]+$/) lowercase = 'ann';
  @IsNumberString({ no_symbols: true }) digits = '0123';
  @IsUrl() url = 'https://khru.example';
  @IsHexadecimal() hex = 'ff00';
  @IsObject() object: unknown = {};
  @Length(5, 5) branch = '00001';
  @Length(2, 4) code = 'abc';
  @MinLength(8) password = 'long enough';
  @MaxLength(3) short = 'abc';
}

/** The rules the constraints on `field` report when it holds `value`. */
function rulesOf(field: keyof Profile, value: unknown) {
  const profile = Object.assign(new Profile(), { [field]: value });
  return validateSync(profile).flatMap((error) => Object.keys(error.constraints ?? {}).map((name) => constraintRule(error, name)));
}

describe('class-validator constraints as the catalogue rules', () => {
  it('accepts the valid profile, so each case below fails one rule only', () => {
    expect(validateSync(new Profile())).toEqual([]);
  });

  it('tells the character-set rules', () => {
    expect(rulesOf('alpha', 'Ann1')).toEqual([{ rule: 'alpha' }]);
    expect(rulesOf('alphaNum', 'Ann 1')).toEqual([{ rule: 'alphaNum' }]);
    expect(rulesOf('alphaDash', 'ann lee')).toEqual([{ rule: 'alphaDash' }]);
    expect(rulesOf('alphaSpaces', 'Ann-Lee')).toEqual([{ rule: 'alphaSpaces' }]);
    expect(rulesOf('noSpecial', 'Ann!')).toEqual([{ rule: 'noSpecial' }]);
    expect(rulesOf('digits', '12a')).toEqual([{ rule: 'digits' }]);
  });

  it('counts Thai vowel and tone marks as letters', () => {
    expect(rulesOf('alphaSpaces', 'สมชาย ใจดี')).toEqual([]);
    expect(rulesOf('noSpecial', 'สมชาย ใจดี 2')).toEqual([]);
  });

  it('leaves a pattern that is not a character set to the generic code', () => {
    expect(rulesOf('lowercase', 'Ann')).toEqual([undefined]);
  });

  it('tells the type rules', () => {
    expect(rulesOf('url', 'not a url')).toEqual([{ rule: 'url' }]);
    expect(rulesOf('hex', 'xyz')).toEqual([{ rule: 'hex' }]);
    expect(rulesOf('object', 'text')).toEqual([{ rule: 'object' }]);
  });

  it('tells an exact length apart from a range', () => {
    expect(rulesOf('branch', '001')).toEqual([{ rule: 'length', n: 5 }]);
    expect(rulesOf('branch', '0000001')).toEqual([{ rule: 'length', n: 5 }]);
    expect(rulesOf('code', 'a')).toEqual([{ rule: 'minLength', n: 2 }]);
    expect(rulesOf('code', 'abcde')).toEqual([{ rule: 'maxLength', n: 4 }]);
    expect(rulesOf('password', 'short')).toEqual([{ rule: 'minLength', n: 8 }]);
    expect(rulesOf('short', 'abcd')).toEqual([{ rule: 'maxLength', n: 3 }]);
  });

  it('has a message for each in both languages', () => {
    expect(fieldRuleMessage('length', 'en', 5)).toBe('Must be exactly 5 characters');
    expect(fieldRuleMessage('length', 'th', 5)).toBe('ต้องมี 5 ตัวอักษรพอดี');
    expect(fieldRuleMessage('alphaDash', 'en')).toBe('This field may only contain letters, numbers, dashes and underscores');
    expect(fieldRuleMessage('digits', 'th')).toBe('ช่องนี้ต้องมีเฉพาะตัวเลข');
  });
});
