import { DomainError } from './domain-error.js';

/** A refusal as specs compare it: its code and the fields it names. */
export type Refusal = Pick<DomainError, 'code' | 'fields'>;

const refused = (error: unknown): Refusal => {
  if (error instanceof DomainError) return { code: error.code, fields: error.fields };
  throw error;
};

/**
 * What `work` refuses, for specs of code that refuses by throwing (queries, tokens, parsers) rather than
 * by answering a refusal as deciders do: the thrown (or rejected) DomainError's code and fields,
 * `'answered'` when it throws none; any other error goes on up.
 */
export function refusalOf(work: () => Promise<unknown>): Promise<Refusal | 'answered'>;
export function refusalOf(work: () => unknown): Refusal | 'answered';
export function refusalOf(work: () => unknown): Refusal | 'answered' | Promise<Refusal | 'answered'> {
  let answer: unknown;
  try {
    answer = work();
  } catch (error) {
    return refused(error);
  }
  return answer instanceof Promise ? answer.then(() => 'answered' as const, refused) : 'answered';
}
