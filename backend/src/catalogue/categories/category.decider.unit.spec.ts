import { describe, it } from '@jest/globals';
import type { CategoryEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { categoryDecider, type CategoryCommand } from './category.decider.js';

const given = deciderSpec(categoryDecider);

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

describe('category decider', () => {
  it('given no category, when defined, then CategoryDefined', () => {
    given([]).when(defineBusiness).then([businessDefined]);
  });

  it('given a category, when defined again, then ALREADY_EXIST', () => {
    given([businessDefined]).when(defineBusiness).thenThrows('ALREADY_EXIST');
  });

  it('given no category, when defined with a sub-category id twice, then BAD_REQUEST', () => {
    const command = { ...defineBusiness, subCategories: [marketing, marketing] };
    given([]).when(command).thenThrows('BAD_REQUEST');
  });

  const revise = (changes: Partial<CategoryCommand> = {}): CategoryCommand => ({ ...defineBusiness, type: 'ReviseCategory', ...changes }) as CategoryCommand;

  it('given a category, when revised with new names, then CategoryRenamed; with the same names, then nothing happens', () => {
    const name = { en: 'Business skills', th: 'ทักษะธุรกิจ' };
    given([businessDefined])
      .when(revise({ name }))
      .then([{ type: 'CategoryRenamed', data: { categoryId: 'business', name } }]);
    given([businessDefined]).when(revise()).thenNothing();
  });

  it('given a category, when revised with another picture, then CategoryImageChanged; removing it records null', () => {
    const pictured: CategoryEvent = { type: 'CategoryImageChanged', data: { categoryId: 'business', imageUrl: '/api/files/images/b.webp' } };
    given([businessDefined])
      .when(revise({ imageUrl: '/api/files/images/b.webp' }))
      .then([pictured]);
    given([businessDefined, pictured])
      .when(revise())
      .then([{ type: 'CategoryImageChanged', data: { categoryId: 'business', imageUrl: null } }]);
  });

  it('given a category, when revised with a new sub-category and another name for one it has, then SubCategoryAdded and SubCategoryRenamed', () => {
    const finance = { id: 'finance', name: { en: 'Finance and accounting', th: 'การเงินและบัญชี' } };
    given([businessDefined])
      .when(revise({ subCategories: [finance, marketing] }))
      .then([
        { type: 'SubCategoryRenamed', data: { categoryId: 'business', subCategory: finance } },
        { type: 'SubCategoryAdded', data: { categoryId: 'business', subCategory: marketing } },
      ]);
  });

  it('given a category, when revised without one of its sub-categories, then BAD_REQUEST (subCategoryKept): courses are filed under it', () => {
    given([businessDefined])
      .when(revise({ subCategories: [marketing] }))
      .thenThrows('BAD_REQUEST', [{ field: 'subCategories', code: 'BAD_REQUEST', rule: 'subCategoryKept' }]);
  });

  it('given a category, when revised with another code, then BAD_REQUEST (codeFixed)', () => {
    given([businessDefined])
      .when(revise({ code: 'BIZ' }))
      .thenThrows('BAD_REQUEST', [{ field: 'code', code: 'BAD_REQUEST', rule: 'codeFixed' }]);
  });

  it('given no category, when revised, then NOT_FOUND; with a sub-category id twice, then BAD_REQUEST', () => {
    given([])
      .when(revise({ categoryId: 'x' }))
      .thenThrows('NOT_FOUND');
    given([businessDefined])
      .when(revise({ subCategories: [marketing, marketing] }))
      .thenThrows('BAD_REQUEST');
  });
});
