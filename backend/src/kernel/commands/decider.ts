import type { DomainEvent } from '@khru/contracts';
import type { DomainError } from '../errors/domain-error.js';

/**
 * The write model of one stream type: pure, no I/O, no clock, no random ids (they come in the
 * command). `decide` answers the events to append, or the refusal.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[] | DomainError;
}
