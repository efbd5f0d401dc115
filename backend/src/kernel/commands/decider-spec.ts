import { expect } from '@jest/globals';
import type { DomainEvent, FieldError } from '@khru/contracts';
import { DomainError } from '../errors/domain-error.js';
import { foldEvents, type Decider } from './decider.js';

/**
 * Decider specs that read like the rule: `deciderSpec(d)(given).when(command)` then `.then([...events])`,
 * `.thenNothing()` or `.thenThrows(code, fields?)`; a refusal's fields are compared whole when given.
 */
export function deciderSpec<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return (given: readonly E[] = []) => ({
    when(command: C) {
      const decide = () => decider.decide(command, foldEvents(decider, given));
      return {
        then(expected: readonly E[]) {
          expect(decide()).toEqual(expected);
        },
        thenNothing() {
          expect(decide()).toEqual([]);
        },
        thenThrows(code: DomainError['code'], fields?: readonly Omit<FieldError, 'message'>[]) {
          const decision = decide();
          if (!(decision instanceof DomainError)) throw new Error(`expected the refusal ${code}, but it decided ${JSON.stringify(decision)}`);
          if (fields) expect({ code: decision.code, fields: decision.fields }).toEqual({ code, fields });
          else expect(decision.code).toBe(code);
        },
      };
    },
  });
}
