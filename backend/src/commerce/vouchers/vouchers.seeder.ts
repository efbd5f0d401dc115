import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { VoucherData } from '@khru/contracts';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { SeedRegistry, type SeedContext } from '../../kernel/seed/seed-registry.js';
import { CreateVoucherCommand } from './create-voucher/create-voucher.command.js';

/** A voucher as `infra/seed/vouchers.json` writes it: one limited to no category may leave `eligibleCategoryIds` out. */
type SeedVoucher = Omit<VoucherData, 'eligibleCategoryIds'> & Partial<Pick<VoucherData, 'eligibleCategoryIds'>>;

/** Seeds the demo vouchers of `infra/seed/vouchers.json`. */
@Injectable()
export class VouchersSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 60, name: 'vouchers', run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const { vouchers } = await context.readJson<{ vouchers: SeedVoucher[] }>('vouchers.json');
    for (const voucher of vouchers) {
      await this.commands.execute(
        new CreateVoucherCommand(
          { type: 'CreateVoucher', ...voucher, eligibleCategoryIds: voucher.eligibleCategoryIds ?? null },
          commandMetadata({ idempotencyKey: `seed:voucher:${voucher.code}`, userId: 'system' }),
        ),
      );
    }
    return vouchers.length;
  }
}
