import { Controller, Headers, HttpCode, Inject, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { PaymentGateway } from '@khru/platform';
import type { Request } from 'express';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { PAYMENT_GATEWAY } from '../../kernel/infrastructure/tokens.js';
import { RecordPaymentCommand } from '../checkout/record-payment/record-payment.command.js';
import { SaveCardCommand } from '../membership/save-card/save-card.command.js';

/**
 * Where the payment provider reports outcomes. Only a correctly signed, recent notice is applied;
 * anything else is 400 and changes nothing. Answering 2xx tells the provider to stop retrying.
 */
@ApiTags('commerce')
@Controller('paymentapi/webhooks')
export class PaymentWebhooksHttpController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  @Post('sandbox')
  @HttpCode(200)
  @ApiHeader({ name: 'Sandbox-Signature', required: true, description: 'The signature the provider made of the raw body' })
  @ApiBody({
    description: 'The event the provider reports, verified against the exact bytes it signed',
    schema: { $ref: getSchemaPath('PaymentWebhookEvent') },
  })
  async sandbox(@Req() request: RawBodyRequest<Request>, @Headers('sandbox-signature') signature: string | undefined): Promise<{ received: true }> {
    const now = new Date();
    const event = this.gateway.verifyWebhook(request.rawBody?.toString('utf8') ?? '', signature, now);
    if (!event) throw DomainError.badRequest([{ field: 'signature', code: 'BAD_REQUEST' }]);
    const metadata = commandMetadata({ userId: 'payment-provider', now });
    await this.commands.execute(event.type === 'card.saved' ? new SaveCardCommand(event, metadata) : new RecordPaymentCommand(event, metadata));
    return { received: true };
  }
}
