import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { LocalizedText } from '@khru/contracts';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { SeedRegistry, type SeedContext } from '../../kernel/seed/seed-registry.js';
import { AuthorBundleCommand } from './author-bundle/author-bundle.command.js';

interface BundlesSeed {
  bundles: { id: string; isSingleCertificate: boolean; price: number; courseIds: string[]; name: LocalizedText; description: LocalizedText }[];
}

/** Seeds and publishes the bundles of `infra/seed/bundles.json` once the courses they hold are readable. */
@Injectable()
export class BundlesSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 40, name: 'bundles', run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const { bundles } = await context.readJson<BundlesSeed>('bundles.json');
    await context.readModelsCaughtUp();
    for (const { id, ...bundle } of bundles) {
      const meta = (step: string) => commandMetadata({ idempotencyKey: `seed:bundle:${id}:${step}`, userId: 'system' });
      await this.commands.execute(
        new AuthorBundleCommand({ type: 'DefineBundle', bundleId: id, thumbnailUrl: { en: null, th: null }, ...bundle }, meta('define')),
      );
      const publish = meta('publish');
      await this.commands.execute(new AuthorBundleCommand({ type: 'PublishBundle', bundleId: id, at: publish.now.toISOString() }, publish));
    }
    return bundles.length;
  }
}
