import { describe, expect, it } from '@jest/globals';
import type { CategoryEvent } from '@khru/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { categoryDecider, type CategoryCommand } from './category.decider.js';

const given = (events: CategoryEvent[]) => ({
  when: (command: CategoryCommand) => categoryDecider.decide(command, events.reduce(categoryDecider.evolve, categoryDecider.initialState)),
});

const defineBusiness: CategoryCommand = {
  type: 'DefineCategory',
  categoryId: 'business',
  code: 'BUSINESS',
  name: { en: 'Business', th: 'ธุรกิจ' },
  imageUrl: null,
  subCategories: [{ id: 'finance', name: { en: 'Finance', th: 'การเงิน' } }],
};
const businessDefined: CategoryEvent = {
  type: 'CategoryDefined',
  data: {
    categoryId: 'business',
    code: 'BUSINESS',
    name: { en: 'Business', th: 'ธุรกิจ' },
    imageUrl: null,
    subCategories: [{ id: 'finance', name: { en: 'Finance', th: 'การเงิน' } }],
  },
};
const marketing = { id: 'marketing', name: { en: 'Marketing', th: 'การตลาด' } };

const refusal = (result: unknown) => (result instanceof DomainError ? result.code : result);

describe('category decider', () => {
  it('given no category, when defined, then CategoryDefined', () => {
    expect(given([]).when(defineBusiness)).toEqual([businessDefined]);
  });

  it('given a category, when defined again, then ALREADY_EXIST', () => {
    expect(refusal(given([businessDefined]).when(defineBusiness))).toBe('ALREADY_EXIST');
  });

  it('given no category, when defined with a sub-category id twice, then BAD_REQUEST', () => {
    const command = { ...defineBusiness, subCategories: [marketing, marketing] };
    expect(refusal(given([]).when(command))).toBe('BAD_REQUEST');
  });

  const revise = (changes: Partial<CategoryCommand> = {}): CategoryCommand => ({ ...defineBusiness, type: 'ReviseCategory', ...changes }) as CategoryCommand;
  const fields = (result: unknown) => (result instanceof DomainError ? result.fields : result);

  it('given a category, when revised with new names, then CategoryRenamed; with the same names, then nothing happens', () => {
    const name = { en: 'Business skills', th: 'ทักษะธุรกิจ' };
    expect(given([businessDefined]).when(revise({ name }))).toEqual([{ type: 'CategoryRenamed', data: { categoryId: 'business', name } }]);
    expect(given([businessDefined]).when(revise())).toEqual([]);
  });

  it('given a category, when revised with another picture, then CategoryImageChanged; removing it records null', () => {
    const pictured: CategoryEvent = { type: 'CategoryImageChanged', data: { categoryId: 'business', imageUrl: '/api/files/images/b.webp' } };
    expect(given([businessDefined]).when(revise({ imageUrl: '/api/files/images/b.webp' }))).toEqual([pictured]);
    expect(given([businessDefined, pictured]).when(revise())).toEqual([{ type: 'CategoryImageChanged', data: { categoryId: 'business', imageUrl: null } }]);
  });

  it('given a category, when revised with a new sub-category and another name for one it has, then SubCategoryAdded and SubCategoryRenamed', () => {
    const finance = { id: 'finance', name: { en: 'Finance and accounting', th: 'การเงินและบัญชี' } };
    expect(given([businessDefined]).when(revise({ subCategories: [finance, marketing] }))).toEqual([
      { type: 'SubCategoryRenamed', data: { categoryId: 'business', subCategory: finance } },
      { type: 'SubCategoryAdded', data: { categoryId: 'business', subCategory: marketing } },
    ]);
  });

  it('given a category, when revised without one of its sub-categories, then BAD_REQUEST (subCategoryKept): courses are filed under it', () => {
    expect(fields(given([businessDefined]).when(revise({ subCategories: [marketing] })))).toEqual([
      { field: 'subCategories', code: 'BAD_REQUEST', rule: 'subCategoryKept' },
    ]);
  });

  it('given a category, when revised with another code, then BAD_REQUEST (codeFixed)', () => {
    expect(fields(given([businessDefined]).when(revise({ code: 'BIZ' })))).toEqual([{ field: 'code', code: 'BAD_REQUEST', rule: 'codeFixed' }]);
  });

  it('given no category, when revised, then NOT_FOUND; with a sub-category id twice, then BAD_REQUEST', () => {
    expect(refusal(given([]).when(revise({ categoryId: 'x' })))).toBe('NOT_FOUND');
    expect(refusal(given([businessDefined]).when(revise({ subCategories: [marketing, marketing] })))).toBe('BAD_REQUEST');
  });
});
