import { ROLE_PERMISSIONS, ROLES, type Permission } from '@khru/contracts';

/** Support may answer: the same permission as the contact-form inbox, one inbox for both (ADR 29). */
export const SUPPORT_PERMISSION: Permission = 'READ_CONTACT_MESSAGES';

/** The roles that keep the support inbox, and so the accounts a conversation can be assigned to. */
export const SUPPORT_ROLES = ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(SUPPORT_PERMISSION));
