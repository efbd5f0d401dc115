import type { Permission } from '@khru/contracts';
import { DomainError } from '../errors/domain-error.js';
import type { Caller } from './caller.js';

/**
 * SELF (spec section 6): the caller is the author, or holds one of the overriding permissions.
 * Otherwise the server refuses to change another author's item.
 */
export function assertAuthorOrPermitted(caller: Caller, authorId: string, overriding: readonly Permission[] = []): void {
  if (!authorId) throw new Error('SELF needs the author id');
  if (caller.userId === authorId) return;
  if (overriding.some((p) => caller.permissions.includes(p))) return;
  throw new DomainError('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
}
