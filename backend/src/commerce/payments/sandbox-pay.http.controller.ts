import { Body, Controller, Get, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { RuntimeConfig, SandboxPaymentGateway } from '@khru/platform';
import type { Response } from 'express';
import { PAYMENT_GATEWAY, RUNTIME_CONFIG } from '../../kernel/infrastructure/tokens.js';
import { sandboxPayPage, sandboxSetupPage } from './sandbox-pay-page.js';

/**
 * The sandbox provider's pages (design.md section 9): paying a charge, and saving a card for later
 * charges. Each sends a signed webhook to this server, then the browser goes back to the shop.
 * The webhook address is configured (`PUBLIC_URL`), as at a real provider: a request's `Host`
 * header must not choose where the server posts.
 */
@ApiExcludeController()
@Controller('paymentapi/sandbox')
export class SandboxPayHttpController {
  private readonly webhookUrl: string;

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: SandboxPaymentGateway,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.webhookUrl = `${config.publicUrl}/api/paymentapi/webhooks/sandbox`;
  }

  @Get('pay/:paymentId')
  async show(@Param('paymentId') paymentId: string, @Res() response: Response): Promise<void> {
    const charge = await this.gateway.charge(paymentId);
    if (!charge) {
      response.status(404).type('text/plain').send('Unknown payment');
      return;
    }
    response.type('html').send(sandboxPayPage(charge, null));
  }

  @Post('pay/:paymentId')
  async pay(@Param('paymentId') paymentId: string, @Body() body: { cardNumber?: unknown }, @Res() response: Response): Promise<void> {
    const outcome = await this.gateway.pay(paymentId, typeof body.cardNumber === 'string' ? body.cardNumber : '', this.webhookUrl, new Date());
    if (outcome.kind === 'unknown') {
      response.status(404).type('text/plain').send('Unknown payment');
      return;
    }
    if (outcome.kind === 'invalid-card') {
      response
        .status(400)
        .type('html')
        .send(sandboxPayPage((await this.gateway.charge(paymentId))!, 'Use a test card. · กรุณาใช้บัตรทดสอบ'));
      return;
    }
    response.redirect(303, outcome.returnUrl);
  }

  @Get('setup/:setupId')
  async showSetup(@Param('setupId') setupId: string, @Res() response: Response): Promise<void> {
    const setup = await this.gateway.setup(setupId);
    if (!setup) {
      response.status(404).type('text/plain').send('Unknown card setup');
      return;
    }
    response.type('html').send(sandboxSetupPage(setup, null));
  }

  @Post('setup/:setupId')
  async saveCard(@Param('setupId') setupId: string, @Body() body: { cardNumber?: unknown }, @Res() response: Response): Promise<void> {
    const outcome = await this.gateway.saveCard(setupId, typeof body.cardNumber === 'string' ? body.cardNumber : '', this.webhookUrl, new Date());
    if (outcome.kind === 'unknown') {
      response.status(404).type('text/plain').send('Unknown card setup');
      return;
    }
    if (outcome.kind === 'invalid-card') {
      response
        .status(400)
        .type('html')
        .send(sandboxSetupPage((await this.gateway.setup(setupId))!, 'Use a test card. · กรุณาใช้บัตรทดสอบ'));
      return;
    }
    response.redirect(303, outcome.returnUrl);
  }
}
