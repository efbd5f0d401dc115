import type { CategoryEvent, LocalizedText, SubCategoryData } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type CategoryCommand =
  | { type: 'DefineCategory'; categoryId: string; code: string; name: LocalizedText; imageUrl: string | null; subCategories: SubCategoryData[] }
  | { type: 'RenameCategory'; categoryId: string; name: LocalizedText }
  | { type: 'AddSubCategory'; categoryId: string; subCategory: SubCategoryData };

export type CategoryState = { status: 'absent' } | { status: 'defined'; subCategoryIds: string[] };

const duplicates = (ids: string[]) => ids.some((id, i) => ids.indexOf(id) !== i);

export const categoryDecider: Decider<CategoryCommand, CategoryEvent, CategoryState> = {
  initialState: { status: 'absent' },

  evolve(state, event) {
    switch (event.type) {
      case 'CategoryDefined':
        return { status: 'defined', subCategoryIds: event.data.subCategories.map((s) => s.id) };
      case 'CategoryRenamed':
        return state;
      case 'SubCategoryAdded':
        return state.status === 'defined' ? { ...state, subCategoryIds: [...state.subCategoryIds, event.data.subCategory.id] } : state;
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'DefineCategory': {
        if (state.status === 'defined') return DomainError.alreadyExists();
        if (duplicates(command.subCategories.map((s) => s.id))) {
          return DomainError.badRequest([{ field: 'subCategories', code: 'ALREADY_EXIST' }]);
        }
        const { type: _type, ...data } = command;
        return [{ type: 'CategoryDefined', data }];
      }
      case 'RenameCategory':
        if (state.status === 'absent') return DomainError.notFound();
        return [{ type: 'CategoryRenamed', data: { categoryId: command.categoryId, name: command.name } }];
      case 'AddSubCategory':
        if (state.status === 'absent') return DomainError.notFound();
        if (state.subCategoryIds.includes(command.subCategory.id)) return DomainError.alreadyExists();
        return [{ type: 'SubCategoryAdded', data: { categoryId: command.categoryId, subCategory: command.subCategory } }];
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
