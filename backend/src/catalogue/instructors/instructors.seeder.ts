import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { InstructorProfileData } from '@khru/contracts';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { SeedRegistry, type SeedContext } from '../../kernel/seed/seed-registry.js';
import { AuthorInstructorCommand } from './author-instructor/author-instructor.command.js';

interface InstructorsSeed {
  instructors: ({ id: string } & Omit<InstructorProfileData, 'instructorId'>)[];
}

/** Seeds the instructors of `infra/seed/catalogue.json`; one is linked to the demo instructor account. */
@Injectable()
export class InstructorsSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 12, name: 'instructors', run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const { instructors } = await context.readJson<InstructorsSeed>('catalogue.json');
    for (const { id, ...profile } of instructors) {
      await this.commands.execute(
        new AuthorInstructorCommand(
          { type: 'RegisterInstructor', instructorId: id, ...profile },
          commandMetadata({ idempotencyKey: `seed:instructor:${id}`, userId: 'system' }),
        ),
      );
    }
    return instructors.length;
  }
}
