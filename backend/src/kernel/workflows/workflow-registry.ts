import { Injectable } from '@nestjs/common';
import type { Decider } from '../commands/decider.js';
import type { AnyDecider, EffectHandler, RegisteredEffect } from './workflow-runner.js';
import { isEffectOf, type EffectName, type StreamCommands, type StreamType, type Workflow } from './workflow.js';

/**
 * Capabilities register here, when their module starts, their workflows, the deciders of the streams workflows send
 * commands to (by stream type, as `StreamCommands` names them), and the handlers of the effects workflows ask for.
 */
@Injectable()
export class WorkflowRegistry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly registered: Workflow<any, any>[] = [];
  private readonly streamDeciders = new Map<string, AnyDecider>();
  private readonly handlers = new Map<string, RegisteredEffect>();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  register(workflow: Workflow<any, any>): void {
    if (this.registered.some((w) => w.name === workflow.name)) throw new Error(`Two workflows are named ${workflow.name}`);
    this.registered.push(workflow);
  }

  /** The decider of a stream type: it takes the commands `StreamCommands` names for that type. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  registerDecider<T extends StreamType>(streamType: T, decider: Decider<StreamCommands[T], any, any>): void {
    if (this.streamDeciders.has(streamType)) throw new Error(`Two deciders are registered for ${streamType} streams`);
    this.streamDeciders.set(streamType, decider);
  }

  registerEffect<Input extends object>(name: EffectName<Input>, handler: EffectHandler<Input>): void {
    if (this.handlers.has(name)) throw new Error(`Two effect handlers are named ${name}`);
    this.handlers.set(name, (output, metadata) => {
      if (!isEffectOf(output, name)) throw new Error(`The handler of ${name} was given ${output.effect}`);
      return handler(output.input, metadata);
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  workflows(): readonly Workflow<any, any>[] {
    return this.registered;
  }

  deciders(): ReadonlyMap<string, AnyDecider> {
    return this.streamDeciders;
  }

  effects(): ReadonlyMap<string, RegisteredEffect> {
    return this.handlers;
  }
}
