import { Inject, Injectable } from '@nestjs/common';
import { EMAIL_CLAIMS, type EmailClaimsPort } from '../../kernel/accounts/email-claims.port.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** A person about to join, whose address their account-to-be must hold. */
export interface Newcomer {
  userId: string;
  email: string;
}

/** Claims go a few at a time: each is its own small stream, and one import may name a thousand people. */
const AT_ONCE = 8;

/** Each address's claim under its own idempotency key: one request claims many addresses. */
const keyedFor = (metadata: CommandMetadata, email: string): CommandMetadata =>
  metadata.idempotencyKey ? { ...metadata, idempotencyKey: `${metadata.idempotencyKey}:${email}` } : metadata;

/**
 * One account per address across the platform: the addresses of people an organisation adds are
 * claimed before the organisation records them, all or none; they are given back if the record fails.
 */
@Injectable()
export class NewAccounts {
  constructor(@Inject(EMAIL_CLAIMS) private readonly claims: EmailClaimsPort) {}

  /** Claims every address; when another account holds some, gives back the ones claimed and answers those held. */
  async claimAll(people: readonly Newcomer[], metadata: CommandMetadata): Promise<string[]> {
    const claimed: Newcomer[] = [];
    const taken: string[] = [];
    try {
      for (let start = 0; start < people.length; start += AT_ONCE) {
        await Promise.all(
          people.slice(start, start + AT_ONCE).map(async (person) => {
            try {
              await this.claims.claim(person.email, person.userId, keyedFor(metadata, person.email));
              claimed.push(person);
            } catch (error) {
              if (!(error instanceof DomainError && error.code === 'ALREADY_EXIST')) throw error;
              taken.push(person.email);
            }
          }),
        );
      }
    } catch (error) {
      await this.releaseAll(claimed, metadata);
      throw error;
    }
    if (taken.length > 0) await this.releaseAll(claimed, metadata);
    return taken;
  }

  /** As `claimAll`, refusing with ALREADY_EXIST (rule emailTaken) on the field `fieldOf` names for each address held. */
  async claimOrRefuse(people: readonly Newcomer[], metadata: CommandMetadata, fieldOf: (index: number) => string): Promise<void> {
    const taken = new Set(await this.claimAll(people, metadata));
    if (taken.size === 0) return;
    const fields = people.flatMap((person, index) =>
      taken.has(person.email) ? [{ field: fieldOf(index), code: 'ALREADY_EXIST' as const, rule: 'emailTaken' as const }] : [],
    );
    throw new DomainError('ALREADY_EXIST', fields);
  }

  /** The addresses another account already holds, claiming nothing (an import's preview). */
  async heldElsewhere(people: readonly Newcomer[]): Promise<string[]> {
    const holders = await Promise.all(people.map(async (person) => ({ person, holder: await this.claims.holder(person.email) })));
    return holders.filter(({ person, holder }) => holder !== null && holder !== person.userId).map(({ person }) => person.email);
  }

  async releaseAll(people: readonly Newcomer[], metadata: CommandMetadata): Promise<void> {
    for (let start = 0; start < people.length; start += AT_ONCE) {
      await Promise.all(
        people.slice(start, start + AT_ONCE).map((person) => this.claims.release(person.email, person.userId, keyedFor(metadata, person.email))),
      );
    }
  }
}
