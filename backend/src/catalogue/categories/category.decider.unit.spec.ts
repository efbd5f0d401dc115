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

  it('given a category, when renamed, then CategoryRenamed', () => {
    const name = { en: 'Business skills', th: 'ทักษะธุรกิจ' };
    expect(given([businessDefined]).when({ type: 'RenameCategory', categoryId: 'business', name })).toEqual([
      { type: 'CategoryRenamed', data: { categoryId: 'business', name } },
    ]);
  });

  it('given no category, when renamed or given a sub-category, then NOT_FOUND', () => {
    expect(refusal(given([]).when({ type: 'RenameCategory', categoryId: 'x', name: { en: 'X', th: 'X' } }))).toBe('NOT_FOUND');
    expect(refusal(given([]).when({ type: 'AddSubCategory', categoryId: 'x', subCategory: marketing }))).toBe('NOT_FOUND');
  });

  it('given a category, when a new sub-category is added, then SubCategoryAdded; when added again, then ALREADY_EXIST', () => {
    const added: CategoryEvent = { type: 'SubCategoryAdded', data: { categoryId: 'business', subCategory: marketing } };
    expect(given([businessDefined]).when({ type: 'AddSubCategory', categoryId: 'business', subCategory: marketing })).toEqual([added]);
    expect(refusal(given([businessDefined, added]).when({ type: 'AddSubCategory', categoryId: 'business', subCategory: marketing }))).toBe('ALREADY_EXIST');
    expect(
      refusal(given([businessDefined]).when({ type: 'AddSubCategory', categoryId: 'business', subCategory: { id: 'finance', name: marketing.name } })),
    ).toBe('ALREADY_EXIST');
  });
});
