import { CORPORATE_ROLES, type Role } from '@khru/contracts';
import { DomainError } from '../kernel/errors/domain-error.js';

/**
 * Spec section 6: accounts of an organisation (its employees, admins and HR) learn through the
 * organisation and have no cart, checkout or membership of their own. The one place this rule lives;
 * the commerce deciders call it.
 */
export function corporateRefusal(role: Role): DomainError | null {
  return CORPORATE_ROLES.includes(role) ? new DomainError('FORBIDDEN') : null;
}
