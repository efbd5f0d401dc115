import type { DomainEvent, FieldError } from '@khru/contracts';
import type { Decider } from './decider.js';
import { DomainError } from '../errors/domain-error.js';

export interface AuthoredItemState {
  exists: boolean;
}

type Names = { create: string; update: string; created: string; updated: string };

/**
 * The decider of an item that is created once and then revised whole (job functions, instructors,
 * banners, choices): creating twice is ALREADY_EXIST, revising what does not exist is NOT_FOUND,
 * and data breaking the item's own rules (`problems`) is BAD_REQUEST naming the fields.
 */
export function authoredItemDecider<N extends Names, Data extends object>(
  names: N,
  problems: (data: Data) => Omit<FieldError, 'message'>[] = () => [],
): Decider<({ type: N['create'] } | { type: N['update'] }) & Data, DomainEvent<N['created'], Data> | DomainEvent<N['updated'], Data>, AuthoredItemState> {
  type Event = DomainEvent<N['created'], Data> | DomainEvent<N['updated'], Data>;
  return {
    initialState: () => ({ exists: false }),
    evolve: (state, event) => (event.type === names.created ? { exists: true } : state),
    decide(command, state) {
      const { type, ...rest } = command as { type: string } & Data;
      const data = rest as unknown as Data;
      const found = problems(data);
      if (found.length > 0) return DomainError.badRequest(found);
      if (type === names.create) return state.exists ? DomainError.alreadyExists() : [{ type: names.created, data } as Event];
      if (type === names.update) return state.exists ? [{ type: names.updated, data } as Event] : DomainError.notFound();
      throw new Error(`unknown command ${type}`);
    },
  };
}
