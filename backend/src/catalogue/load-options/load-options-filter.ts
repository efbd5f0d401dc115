import type { Filter } from '@khru/platform';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { escapeRegex } from '../../kernel/read-models/text-search.js';

const COMPARISONS: Record<string, string> = { '=': '$eq', '<>': '$ne', '<': '$lt', '>': '$gt', '<=': '$lte', '>=': '$gte' };
const TEXT_OPERATIONS = ['contains', 'notcontains', 'startswith', 'endswith'];
const MAX_DEPTH = 6;
const MAX_NODES = 60;

type Scalar = string | number | boolean | null;
const isScalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean'].includes(typeof v);

class Malformed extends Error {}

/**
 * Turns a DevExtreme filter expression (`[field, op, value]`, groups joined by "and"/"or", `["!", f]`)
 * into a MongoDB filter over the allowed fields only. Anything else is a 400 naming
 * `loadOptions.filter`: never a query the store was not meant to run.
 */
export function translateFilter(expression: unknown, allowedFields: readonly string[], fieldMap: Record<string, string> = {}): Filter {
  let nodes = 0;
  const visit = (node: unknown, depth: number): Filter => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH || !Array.isArray(node) || node.length === 0) throw new Malformed();
    if (node[0] === '!' && node.length === 2) return { $nor: [visit(node[1], depth + 1)] };
    if (typeof node[0] === 'string' && node[0] !== '!') return condition(node);
    return group(node, depth);
  };
  const condition = (node: unknown[]): Filter => {
    const [field, operation, value] = node.length === 2 ? [node[0], '=', node[1]] : node;
    if (node.length > 3 || typeof field !== 'string' || !allowedFields.includes(field) || typeof operation !== 'string' || !isScalar(value))
      throw new Malformed();
    const path = fieldMap[field] ?? field;
    const comparison = COMPARISONS[operation];
    if (comparison) return { [path]: { [comparison]: value } };
    // The storefront asks for bundles with `isSingleCertificate contains false` (spec section 7).
    if (operation.toLowerCase() === 'contains' && typeof value === 'boolean') return { [path]: { $eq: value } };
    if (!TEXT_OPERATIONS.includes(operation.toLowerCase()) || typeof value !== 'string') throw new Malformed();
    const text = escapeRegex(value);
    switch (operation.toLowerCase()) {
      case 'contains':
        return { [path]: { $regex: text, $options: 'i' } };
      case 'notcontains':
        return { [path]: { $not: { $regex: text, $options: 'i' } } };
      case 'startswith':
        return { [path]: { $regex: `^${text}`, $options: 'i' } };
      default:
        return { [path]: { $regex: `${text}$`, $options: 'i' } };
    }
  };
  const group = (node: unknown[], depth: number): Filter => {
    const operands: Filter[] = [];
    let joiner: 'and' | 'or' | null = null;
    node.forEach((item, index) => {
      if (index % 2 === 1 && typeof item === 'string') {
        const word = item.toLowerCase();
        if ((word !== 'and' && word !== 'or') || (joiner && joiner !== word)) throw new Malformed();
        joiner = word;
        return;
      }
      if (index % 2 === 1 && joiner === null && Array.isArray(item)) joiner = 'and';
      operands.push(visit(item, depth + 1));
    });
    if (operands.length === 1) return operands[0]!;
    return joiner === 'or' ? { $or: operands } : { $and: operands };
  };
  if (expression === undefined || expression === null) return {};
  try {
    return visit(expression, 0);
  } catch (error) {
    if (error instanceof Malformed) throw DomainError.badRequest([{ field: 'loadOptions.filter', code: 'BAD_REQUEST' }]);
    throw error;
  }
}
