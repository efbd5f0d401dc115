import { Injectable } from '@nestjs/common';
import type { EffectHandler } from './workflow-runner.js';
import type { Workflow } from './workflow.js';

/** Capabilities register their workflows and effect handlers here when their module starts. */
@Injectable()
export class WorkflowRegistry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly registered: Workflow<any, any>[] = [];
  private readonly handlers = new Map<string, EffectHandler>();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  register(workflow: Workflow<any, any>): void {
    if (this.registered.some((w) => w.name === workflow.name)) throw new Error(`Two workflows are named ${workflow.name}`);
    this.registered.push(workflow);
  }

  registerEffect(name: string, handler: EffectHandler): void {
    if (this.handlers.has(name)) throw new Error(`Two effect handlers are named ${name}`);
    this.handlers.set(name, handler);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  workflows(): readonly Workflow<any, any>[] {
    return this.registered;
  }

  effects(): ReadonlyMap<string, EffectHandler> {
    return this.handlers;
  }
}
