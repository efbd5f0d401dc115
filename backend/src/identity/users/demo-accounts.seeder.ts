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

/** The demo accounts of `infra/seed/accounts.json`: one per role a newcomer wants to try. */
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
    return seed.accounts.length;
  }

  private async logins(context: SeedContext): Promise<string[]> {
    const seed = await context.readJson<AccountsSeed>('accounts.json');
    return [`Demo accounts (password ${seed.password}):`, ...seed.accounts.map((a) => `  ${a.label.padEnd(20)} ${a.email}`)];
  }
}
