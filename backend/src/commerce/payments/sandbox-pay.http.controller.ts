import { Body, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { SandboxPaymentGateway } from '@khru/platform';
import type { Request, Response } from 'express';
import { PAYMENT_GATEWAY } from '../../kernel/infrastructure/tokens.js';
import { sandboxPayPage } from './sandbox-pay-page.js';

/**
 * The sandbox provider's pay page (design.md section 9). Paying sends the signed webhook to this
 * server, then the learner's browser goes back to the shop's result page.
 */
@ApiExcludeController()
@Controller('paymentapi/sandbox/pay')
export class SandboxPayHttpController {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: SandboxPaymentGateway) {}

  @Get(':paymentId')
  show(@Param('paymentId') paymentId: string, @Res() response: Response): void {
    const charge = this.gateway.charge(paymentId);
    if (!charge) {
      response.status(404).type('text/plain').send('Unknown payment');
      return;
    }
    response.type('html').send(sandboxPayPage(charge, null));
  }

  @Post(':paymentId')
  async pay(@Param('paymentId') paymentId: string, @Body() body: { cardNumber?: unknown }, @Req() request: Request, @Res() response: Response): Promise<void> {
    const webhookUrl = `${request.protocol}://${request.get('host')}/api/paymentapi/webhooks/sandbox`;
    const outcome = await this.gateway.pay(paymentId, typeof body.cardNumber === 'string' ? body.cardNumber : '', webhookUrl, new Date());
    if (outcome.kind === 'unknown') {
      response.status(404).type('text/plain').send('Unknown payment');
      return;
    }
    if (outcome.kind === 'invalid-card') {
      response.status(400).type('html').send(sandboxPayPage(this.gateway.charge(paymentId)!, 'Use a test card. · กรุณาใช้บัตรทดสอบ'));
      return;
    }
    response.redirect(303, outcome.returnUrl);
  }
}
