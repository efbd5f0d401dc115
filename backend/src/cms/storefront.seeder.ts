import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BannerData, ChoiceData } from '@khru/contracts';
import { commandMetadata } from '../kernel/commands/command-metadata.js';
import { SeedRegistry, type SeedContext } from '../kernel/seed/seed-registry.js';
import { AuthorBannerCommand } from './banners/author-banner/author-banner.command.js';
import { AuthorChoiceCommand } from './choices/author-choice/author-choice.command.js';

interface StorefrontSeed {
  banners: Omit<BannerData, 'startsAt' | 'endsAt'>[];
  choices: ChoiceData[];
}

/** Seeds the home page's banners and curated shelves of `infra/seed/storefront.json` after the courses. */
@Injectable()
export class StorefrontSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 50, name: 'storefront', run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const { banners, choices } = await context.readJson<StorefrontSeed>('storefront.json');
    await context.readModelsCaughtUp();
    const meta = (id: string) => commandMetadata({ idempotencyKey: `seed:storefront:${id}`, userId: 'system' });
    for (const banner of banners) {
      await this.commands.execute(
        new AuthorBannerCommand({ type: 'DefineBanner', ...banner, startsAt: null, endsAt: null }, meta(`banner:${banner.bannerId}`)),
      );
    }
    for (const choice of choices) await this.commands.execute(new AuthorChoiceCommand({ type: 'DefineChoice', ...choice }, meta(`choice:${choice.choiceId}`)));
    return banners.length + choices.length;
  }
}
