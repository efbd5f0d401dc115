import type { CommandMetadata } from '../commands/command-metadata.js';

/**
 * One account per address, for capabilities that open accounts for other people (an organisation
 * adding its employees). Identity binds it to its email claims; capabilities never import each other.
 */
export interface EmailClaimsPort {
  /** The account holding the address, or null. */
  holder(email: string): Promise<string | null>;
  /** Claims the address for `userId`; ALREADY_EXIST (field `email`) when another account holds it. */
  claim(email: string, userId: string, metadata: CommandMetadata): Promise<void>;
  /** Gives back a claim `userId` holds; nothing when it holds none. */
  release(email: string, userId: string, metadata: CommandMetadata): Promise<void>;
}

export const EMAIL_CLAIMS = Symbol('EMAIL_CLAIMS');
