import type { DomainEvent } from '@khru/contracts';

/**
 * The commands a workflow may send, by stream type. Each capability adds the streams it owns where it registers
 * their deciders (`declare module` beside `WorkflowRegistry.registerDecider`), so a workflow names a stream type and a
 * command its decider takes, checked where it is written, without importing that decider or its capability.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each capability's declaration merging
export interface StreamCommands {}

export type StreamType = keyof StreamCommands;

/** A command a workflow sends to one stream, decided there by the decider registered for its stream type. */
export type WorkflowCommand<T extends StreamType = StreamType> = {
  [K in T]: { streamType: K; streamId: string; command: StreamCommands[K] };
}[T];

declare const effectInput: unique symbol;

/** An effect's name, carrying the input its handler takes: made once, by `defineEffect`. */
export type EffectName<Input extends object> = string & { readonly [effectInput]: Input };

/** Declares an effect and its input once: `const CHARGE_SAVED_CARD = defineEffect<ChargeSavedCardInput>('charge-saved-card')`. */
export const defineEffect = <Input extends object>(name: string): EffectName<Input> => name as EffectName<Input>;

/** Something done outside the event store (a charge at the payment provider), by the handler registered for its name. */
export interface WorkflowEffect<Input extends object = object> {
  effect: EffectName<Input>;
  input: Input;
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

/** The output that sends a command to a stream: `command('order', orderStream(orderId), { type: 'ExpireOrder', orderId, at })`. */
export function command<T extends StreamType>(
  streamType: T,
  streamId: string,
  command: NoInfer<StreamCommands[T]>,
): { streamType: T; streamId: string; command: StreamCommands[T] } {
  return { streamType, streamId, command };
}

/** The output that asks for an effect: `effect(CHARGE_SAVED_CARD, { userId, orderId, paymentId, amount })`. */
export function effect<Input extends object>(name: EffectName<Input>, input: NoInfer<Input>): WorkflowEffect<Input> {
  return { effect: name, input };
}

export function isEffect(output: WorkflowOutput): output is WorkflowEffect {
  return 'effect' in output;
}

/** The output asks for this effect: its input is the one the effect was declared with. */
export function isEffectOf<Input extends object>(output: WorkflowOutput, name: EffectName<Input>): output is WorkflowEffect<Input> {
  return isEffect(output) && output.effect === name;
}

/** The idempotency key of the n-th output of a workflow for one event: redelivery sends nothing twice. */
export const outputKey = (workflow: string, eventId: string, index: number): string => `workflow:${workflow}:${eventId}:${index}`;
