import type { DomainEvent } from '@khru/contracts';
import type { Decider } from './decider.js';

/** Decider specs read as given (past events), when (a command), then (events or refusal). */
export function givenWhen<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return (given: readonly E[], when: C) => decider.decide(when, given.reduce(decider.evolve, decider.initialState));
}
