import { Injectable, type OnModuleInit } from '@nestjs/common';
import { userStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import { SeedRegistry, type SeedContext } from '../../../kernel/seed/seed-registry.js';
import { userDecider } from '../../users/user.decider.js';
import { SessionIssuer } from '../session-issuer.js';
import { plannedLogins, type LoginHabits } from './login-plan.js';

interface Person {
  userId: string;
  email: string;
}

/** What this seeder reads of `infra/seed/organisation.json`. */
interface DemoOrganisationPeople {
  organisation: { contractStartDaysAgo: number };
  employees: Person[];
  hires: { joinedDaysAgo: number; people: Person[] }[];
  activity: LoginHabits;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo organisation's people logging in over the year before the first start (`login-plan.ts`), each login decided
 * at its own instant on the person's stream, after the organisation seeder added them. They log in with the demo
 * password: the seed vouches for it instead of hashing it again for every past login. The sessions it opens are long
 * expired or hold a token nobody was given.
 */
@Injectable()
export class DemoLoginsSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly executor: CommandExecutor,
    private readonly issuer: SessionIssuer,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 75, name: 'demo logins', history: true, run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const seed = await context.readJson<DemoOrganisationPeople>('organisation.json');
    const now = new Date();
    const joinedAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
    const people = [
      ...seed.employees.map((person) => ({ ...person, joinedAt: joinedAt(seed.organisation.contractStartDaysAgo - 1) })),
      ...seed.hires.flatMap((wave) => wave.people.map((person) => ({ ...person, joinedAt: joinedAt(wave.joinedDaysAgo) }))),
    ];
    // One person's logins in turn on their stream; different people at once.
    const counts = await Promise.all(people.map((person) => this.logIn(person.userId, plannedLogins(person, seed.activity, now))));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  private async logIn(userId: string, logins: { key: string; at: string }[]): Promise<number> {
    const account = await this.executor.load(userDecider, userStream(userId));
    // A closed account (a leaver, on a second run) logs in no more; its earlier logins are in already.
    if (account.status !== 'active') return 0;
    for (const { key, at } of logins) {
      const { session } = this.issuer.start(new Date(at));
      await this.executor.execute(
        userDecider,
        userStream(userId),
        { type: 'LogIn', verifiedHash: account.passwordHash, session, at },
        commandMetadata({ idempotencyKey: `seed:login:${userId}:${key}`, userId, now: new Date(at) }),
      );
    }
    return logins.length;
  }
}
