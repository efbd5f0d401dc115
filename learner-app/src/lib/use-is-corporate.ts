import { CORPORATE_ROLES } from '@khru/contracts';
import { useSessionStore } from '../stores/session-store';

/** Corporate accounts (employee, organisation admin, HR) are enrolled by their organisation: they neither buy nor hold a membership. */
export const useIsCorporate = () => useSessionStore((s) => Boolean(s.claims && CORPORATE_ROLES.includes(s.claims.Role)));
