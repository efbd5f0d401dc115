import type { DomainEvent } from '@khru/contracts';
import type { Decider } from '../commands/decider.js';

/** A command a workflow sends to one stream, decided there by that stream's decider. */
export interface WorkflowCommand {
  // The decider's own types are erased here; `send` checks them where the command is written.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  decider: Decider<any, any, any>;
  streamId: string;
  command: { type: string };
}

/** Something done outside the event store (a charge at the payment provider), by a named effect handler. */
export interface WorkflowEffect {
  effect: string;
  input: object;
}

export type WorkflowOutput = WorkflowCommand | WorkflowEffect;

/**
 * A process that reacts to events of several streams (design.md section 4): pure, like a decider.
 * `decide` answers what to send for an event, given the state before it; `evolve` folds the event
 * in. State is kept per instance (an order, an address); `initialState` is a function so that no
 * two instances share a value.
 */
export interface Workflow<E extends DomainEvent, S> {
  name: string;
  handles: readonly E['type'][];
  /** The instance an event belongs to; null passes the event by. */
  instanceOf(event: E): string | null;
  initialState(): S;
  evolve(state: S, event: E): S;
  decide(event: E, state: S): WorkflowOutput[];
}

export function send<C extends { type: string }, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string, command: C): WorkflowCommand {
  return { decider, streamId, command };
}

export function isEffect(output: WorkflowOutput): output is WorkflowEffect {
  return 'effect' in output;
}

/** The idempotency key of the n-th output of a workflow for one event: redelivery sends nothing twice. */
export const outputKey = (workflow: string, eventId: string, index: number): string => `workflow:${workflow}:${eventId}:${index}`;
