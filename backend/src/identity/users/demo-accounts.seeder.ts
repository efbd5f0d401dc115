import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Role } from '@khru/contracts';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { SeedRegistry, type SeedContext } from '../../kernel/seed/seed-registry.js';
import { CreateUserCommand } from './create-user/create-user.command.js';

interface AccountsSeed {
  password: string;
  accounts: { id: string; email: string; firstName: string; lastName: string; role: Role; label: string }[];
}

type OrganisationPerson = { userId: string; email: string; demo?: boolean; firstName: string; lastName: string; role: Role };

/** The demo organisation's people (`infra/seed/organisation.json`); its demo accounts are in `accounts.json`. */
interface OrganisationPeopleSeed {
  organisation: { nameEn: string };
  employees: OrganisationPerson[];
  hires: { people: OrganisationPerson[] }[];
}

/** The organisation's people who are not demo accounts: those of its contract and those it hired later. */
const othersIn = (seed: OrganisationPeopleSeed) => [...seed.employees, ...seed.hires.flatMap((wave) => wave.people)].filter((person) => !person.demo);

/**
 * The demo accounts of `infra/seed/accounts.json`, one per role a newcomer wants to try, and the
 * accounts of the demo organisation's other people, who log in with the same password.
 */
@Injectable()
export class DemoAccountsSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 20, name: 'demo accounts', run: (context) => this.run(context), logins: (context) => this.logins(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const seed = await context.readJson<AccountsSeed>('accounts.json');
    for (const { id, label: _label, ...account } of seed.accounts) {
      await this.commands.execute(
        new CreateUserCommand({ ...account, password: seed.password }, 'seed', commandMetadata({ idempotencyKey: `seed:account:${id}`, userId: 'system' }), id),
      );
    }
    const people = othersIn(await context.readJson<OrganisationPeopleSeed>('organisation.json'));
    for (const { userId, email, firstName, lastName, role } of people) {
      await this.commands.execute(
        new CreateUserCommand(
          { email, firstName, lastName, role, password: seed.password },
          'seed',
          commandMetadata({ idempotencyKey: `seed:account:${userId}`, userId: 'system' }),
          userId,
        ),
      );
    }
    return seed.accounts.length + people.length;
  }

  private async logins(context: SeedContext): Promise<string[]> {
    const seed = await context.readJson<AccountsSeed>('accounts.json');
    const demoOrganisation = await context.readJson<OrganisationPeopleSeed>('organisation.json');
    const others = othersIn(demoOrganisation).length;
    return [
      `Demo accounts (password ${seed.password}):`,
      ...seed.accounts.map((a) => `  ${a.label.padEnd(20)} ${a.email}`),
      `  and ${others} more people of ${demoOrganisation.organisation.nameEn} (infra/seed/organisation.json), same password`,
    ];
  }
}
