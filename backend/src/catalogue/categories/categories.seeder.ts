import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { LocalizedText } from '@khru/contracts';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { SeedRegistry, type SeedContext } from '../../kernel/seed/seed-registry.js';
import { DefineCategoryCommand } from './define-category/define-category.command.js';

interface CatalogueSeed {
  categories: { id: string; code: string; name: LocalizedText; imageUrl: string | null; subCategories: { id: string; name: LocalizedText }[] }[];
}

/** Seeds the categories of `infra/seed/catalogue.json`. */
@Injectable()
export class CategoriesSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 10, name: 'categories', run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const seed = await context.readJson<CatalogueSeed>('catalogue.json');
    for (const category of seed.categories) {
      const { id, ...rest } = category;
      await this.commands.execute(
        new DefineCategoryCommand(
          { type: 'DefineCategory', categoryId: id, ...rest },
          commandMetadata({ idempotencyKey: `seed:category:${id}`, userId: 'system' }),
        ),
      );
    }
    return seed.categories.length;
  }
}
