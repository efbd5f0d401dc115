import type { CategoryEvent, LocalizedText, SubCategoryData } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

type CategoryData = { categoryId: string; code: string; name: LocalizedText; imageUrl: string | null; subCategories: SubCategoryData[] };

export type CategoryCommand = ({ type: 'DefineCategory' } & CategoryData) | ({ type: 'ReviseCategory' } & CategoryData);

export type CategoryState =
  { status: 'absent' } | { status: 'defined'; code: string; name: LocalizedText; imageUrl: string | null; subCategories: SubCategoryData[] };

const duplicates = (ids: string[]) => ids.some((id, i) => ids.indexOf(id) !== i);
const sameText = (a: LocalizedText, b: LocalizedText) => a.en === b.en && a.th === b.th;

/**
 * One course category. Its code is fixed once defined; sub-categories are added and renamed but never
 * removed, because courses are filed under them by id.
 */
export const categoryDecider: Decider<CategoryCommand, CategoryEvent, CategoryState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'CategoryDefined': {
        const { categoryId: _id, ...data } = event.data;
        return { status: 'defined', ...data };
      }
      case 'CategoryRenamed':
        return state.status === 'defined' ? { ...state, name: event.data.name } : state;
      case 'CategoryImageChanged':
        return state.status === 'defined' ? { ...state, imageUrl: event.data.imageUrl } : state;
      case 'SubCategoryAdded':
        return state.status === 'defined' ? { ...state, subCategories: [...state.subCategories, event.data.subCategory] } : state;
      case 'SubCategoryRenamed': {
        if (state.status !== 'defined') return state;
        const renamed = event.data.subCategory;
        return { ...state, subCategories: state.subCategories.map((s) => (s.id === renamed.id ? renamed : s)) };
      }
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    if (duplicates(command.subCategories.map((s) => s.id))) return DomainError.badRequest([{ field: 'subCategories', code: 'ALREADY_EXIST' }]);
    const { type: _type, ...data } = command;
    switch (command.type) {
      case 'DefineCategory':
        if (state.status === 'defined') return DomainError.alreadyExists();
        return [{ type: 'CategoryDefined', data }];
      case 'ReviseCategory': {
        if (state.status === 'absent') return DomainError.notFound();
        if (command.code !== state.code) return DomainError.badRequest([{ field: 'code', code: 'BAD_REQUEST', rule: 'codeFixed' }]);
        const kept = new Set(command.subCategories.map((s) => s.id));
        if (state.subCategories.some((s) => !kept.has(s.id)))
          return DomainError.badRequest([{ field: 'subCategories', code: 'BAD_REQUEST', rule: 'subCategoryKept' }]);
        const { categoryId } = command;
        const events: CategoryEvent[] = [];
        if (!sameText(command.name, state.name)) events.push({ type: 'CategoryRenamed', data: { categoryId, name: command.name } });
        if (command.imageUrl !== state.imageUrl) events.push({ type: 'CategoryImageChanged', data: { categoryId, imageUrl: command.imageUrl } });
        for (const subCategory of command.subCategories) {
          const before = state.subCategories.find((s) => s.id === subCategory.id);
          if (!before) events.push({ type: 'SubCategoryAdded', data: { categoryId, subCategory } });
          else if (!sameText(before.name, subCategory.name)) events.push({ type: 'SubCategoryRenamed', data: { categoryId, subCategory } });
        }
        return events;
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
