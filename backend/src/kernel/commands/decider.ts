import type { DomainEvent } from '@khru/contracts';
import type { DomainError } from '../errors/domain-error.js';

/**
 * The write model of one stream type: pure, no I/O, no clock, no random ids (they come in the
 * command). `decide` answers the events to append, or the refusal. `initialState` is a function, so
 * that no two streams ever share one state (with its maps and sets) however `evolve` is written.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[] | DomainError;
}

/** The state a stream holding these events is in. */
export function foldEvents<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, events: readonly E[]): S {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
