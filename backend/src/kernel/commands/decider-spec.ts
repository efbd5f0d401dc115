import { expect } from '@jest/globals';
import type { DomainEvent, FieldError } from '@khru/contracts';
import { DomainError } from '../errors/domain-error.js';
import type { Decider } from './decider.js';

/**
 * Decider specs that read like the rule: `deciderSpec(d)(given).when(command)` then `.then([...events])`,
 * `.thenThrows(code, fields?)` or `.thenNothingHappened()`.
 */
export function deciderSpec<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return (given: readonly E[] = []) => ({
    when(command: C) {
      const decide = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState));
      return {
        then(expected: readonly E[]) {
          expect(decide()).toEqual(expected);
        },
        thenNothingHappened() {
          expect(decide()).toEqual([]);
        },
        thenThrows(code: DomainError['code'], fields?: Omit<FieldError, 'message'>[]) {
          const result = decide();
          expect(result).toBeInstanceOf(DomainError);
          expect((result as DomainError).code).toBe(code);
          if (fields) expect((result as DomainError).fields).toEqual(fields);
        },
      };
    },
  });
}
