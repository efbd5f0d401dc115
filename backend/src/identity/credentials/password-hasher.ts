import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the `Algorithm.Argon2id` const enum value; const enums do not survive isolated builds). */
const ARGON2ID = 2;

/**
 * Hashes and checks passwords with argon2id. Checking against an unknown account still spends the
 * time of one verification, so answers do not reveal which addresses have accounts.
 */
@Injectable()
export class PasswordHasher {
  private decoy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID });
  }

  /** The hash the password matches, or null: what password-guarded commands carry. */
  async matching(passwordHash: string | null, password: string): Promise<string | null> {
    if (passwordHash === null) {
      this.decoy ??= this.hash('decoy-password-for-unknown-accounts');
      await verify(await this.decoy, password).catch(() => false);
      return null;
    }
    return (await verify(passwordHash, password).catch(() => false)) ? passwordHash : null;
  }
}
