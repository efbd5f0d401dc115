import { DomainError } from '../../kernel/errors/domain-error.js';
import { asOfInstant } from '../as-of/read-stream-as-of.js';

/** The instant an audit answer is for: `?asOf=` or now. Events after now are not known, so a later instant is refused. */
export function auditInstant(asOf: string | undefined, now: Date): Date {
  const instant = asOfInstant(asOf, now);
  if (instant > now) throw DomainError.badRequest([{ field: 'asOf', code: 'BAD_REQUEST', rule: 'notInFuture' }]);
  return instant;
}
