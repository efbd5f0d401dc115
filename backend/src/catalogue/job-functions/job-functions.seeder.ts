import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { LocalizedText } from '@khru/contracts';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { SeedRegistry, type SeedContext } from '../../kernel/seed/seed-registry.js';
import { AuthorJobFunctionCommand } from './author-job-function/author-job-function.command.js';

interface JobFunctionsSeed {
  jobFunctions: { id: string; name: LocalizedText; subFunctions: LocalizedText[] }[];
}

/** Seeds the job functions of `infra/seed/catalogue.json`, in file order. */
@Injectable()
export class JobFunctionsSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 11, name: 'job functions', run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const { jobFunctions } = await context.readJson<JobFunctionsSeed>('catalogue.json');
    for (const [order, { id, name, subFunctions }] of jobFunctions.entries()) {
      await this.commands.execute(
        new AuthorJobFunctionCommand(
          { type: 'DefineJobFunction', jobFunctionId: id, name, subFunctions, order },
          commandMetadata({ idempotencyKey: `seed:job-function:${id}`, userId: 'system' }),
        ),
      );
    }
    return jobFunctions.length;
  }
}
