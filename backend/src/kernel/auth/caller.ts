import type { Role } from '@khru/contracts';

/** Who is calling, as the verified access token says. */
export interface Caller {
  userId: string;
  sessionId: string;
  role: Role;
  permissions: string[];
}
