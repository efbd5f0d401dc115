import type { EmployeeRole } from '@khru/contracts';
import { defineEffect } from '../../kernel/workflows/workflow.js';

/** The effect that opens an account for a person an organisation added and mails them the invitation. */
export const INVITE_EMPLOYEE = defineEffect<InviteEmployeeInput>('invite-employee');

/** How long the invitation's set-password link works; after it the person asks for a reset link as anyone can. */
export const INVITATION_TTL_DAYS = 7;

export interface InviteEmployeeInput {
  orgId: string;
  /** The organisation's names, for the mail (null: the organisation was not seen, the mail names none). */
  company: { en: string; th: string } | null;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: EmployeeRole;
}
