import { expect } from '@jest/globals';
import type { DomainEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from './workflow.js';

/**
 * Workflow specs read as given (earlier events of the instance), when (an event), then (what is
 * sent): `workflowSpec(w)(given).when(event).then([...])`, `.thenNothing()` or `.thenThrows()`.
 */
export function workflowSpec<E extends DomainEvent, S>(workflow: Workflow<E, S>) {
  return (given: readonly E[] = []) => ({
    when(event: E) {
      // As the runner does: an event of no instance of this workflow is passed by.
      const decide = () =>
        workflow.instanceOf(event) === null
          ? []
          : workflow.decide(
              event,
              given.reduce((state, e) => workflow.evolve(state, e), workflow.initialState()),
            );
      return {
        then(expected: WorkflowOutput[]) {
          expect(workflow.handles).toContain(event.type);
          expect(decide()).toEqual(expected);
        },
        thenNothing() {
          expect(decide()).toEqual([]);
        },
        thenThrows(message?: string | RegExp) {
          expect(decide).toThrow(message);
        },
      };
    },
  });
}
