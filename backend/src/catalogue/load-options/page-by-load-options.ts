import type { LoadOptions } from '@khru/contracts';
import type { BaseDocument, DocumentCollection, Filter, SortSpec } from '@khru/platform';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { translateFilter } from './load-options-filter.js';

export interface ListShape {
  /** Public field names a list may filter and sort by. */
  fields: readonly string[];
  /** Public names that are stored under another path. */
  fieldMap?: Record<string, string>;
  defaultSort: SortSpec;
  defaultTake: number;
}

/**
 * One page of `base` narrowed by DevExtreme load options: the filter through the allow-list
 * translator, sorting by allowed fields only (ties broken by id), and the count when asked.
 */
export async function pageByLoadOptions<D extends BaseDocument>(
  collection: DocumentCollection<D>,
  base: Filter,
  options: LoadOptions,
  shape: ListShape,
): Promise<{ docs: D[]; totalCount?: number }> {
  const fieldMap = shape.fieldMap ?? {};
  const fields = [...shape.fields, ...Object.keys(fieldMap)];
  const filter: Filter = { $and: [base, translateFilter(options.filter, fields, fieldMap)] };
  const sort: SortSpec = {};
  for (const { selector, desc } of options.sort ?? []) {
    if (!fields.includes(selector)) throw DomainError.badRequest([{ field: 'loadOptions.sort', code: 'IS_IN' }]);
    sort[fieldMap[selector] ?? selector] = desc ? -1 : 1;
  }
  Object.assign(sort, Object.keys(sort).length === 0 ? shape.defaultSort : {}, { _id: 1 });
  const [docs, totalCount] = await Promise.all([
    collection.find(filter, { sort, skip: options.skip ?? 0, limit: options.take ?? shape.defaultTake }).toArray(),
    options.requireTotalCount ? collection.countDocuments(filter) : Promise.resolve(undefined),
  ]);
  return totalCount === undefined ? { docs } : { docs, totalCount };
}
