import { DomainError } from '../kernel/errors/domain-error.js';

/** Item id to the account id of the instructor who teaches it (only courses whose instructor has an account). */
export type ItemTeachers = Record<string, string>;

/**
 * An instructor does not buy the course she teaches (issue 12, point 15): it is refused in the cart
 * and in the order. The one place this rule lives; the cart and order deciders call it.
 */
export function ownCourseRefusal(buyerId: string, itemIds: readonly string[], teachers: ItemTeachers): DomainError | null {
  const own = itemIds.findIndex((id) => teachers[id] === buyerId);
  return own === -1 ? null : new DomainError('FORBIDDEN', [{ field: `items.${own}.itemId`, code: 'FORBIDDEN', rule: 'ownCourse' }]);
}
