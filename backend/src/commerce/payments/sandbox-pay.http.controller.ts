import { Body, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { fieldRuleMessage, type Locale } from '@khru/contracts';
import type { RuntimeConfig, SandboxPaymentGateway } from '@khru/platform';
import type { Request, Response } from 'express';
import { PAYMENT_GATEWAY, RUNTIME_CONFIG } from '../../kernel/infrastructure/tokens.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { cardFormRules, type CardForm } from './sandbox-card-form.js';
import { sandboxPayPage, sandboxSetupPage, type PageAlert } from './sandbox-pay-page.js';

/** A well-formed card that is neither test card: the sandbox charges only those. */
const USE_TEST_CARD: Record<Locale, string> = { en: 'Use a test card.', th: 'กรุณาใช้บัตรทดสอบ' };

/** The page's alert for a card that breaks the form's rules, or null when the card may be tried. */
function cardAlert(form: CardForm, request: Request): PageAlert | null {
  const locale = requestLocale(request);
  const rules = cardFormRules(form, new Date());
  return rules.length > 0 ? { locale, messages: rules.map((rule) => fieldRuleMessage(rule, locale)) } : null;
}

const testCardAlert = (request: Request): PageAlert => {
  const locale = requestLocale(request);
  return { locale, messages: [USE_TEST_CARD[locale]] };
};

/**
 * The sandbox provider's pages (design.md section 9): paying a charge, and saving a card for later
 * charges. Each sends a signed webhook to this server, then the browser goes back to the shop.
 * The webhook address is configured (`PUBLIC_URL`), as at a real provider: a request's `Host`
 * header must not choose where the server posts. A card that breaks the form's rules re-shows the
 * page with what to fix and reaches neither the charge nor the webhook.
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
  async pay(@Param('paymentId') paymentId: string, @Body() body: CardForm, @Req() request: Request, @Res() response: Response): Promise<void> {
    const charge = await this.gateway.charge(paymentId);
    // A closed charge sends the learner back whatever was typed, so only an open one is checked.
    const alert = charge?.state === 'open' ? cardAlert(body, request) : null;
    if (charge && alert) {
      response.status(400).type('html').send(sandboxPayPage(charge, alert));
      return;
    }
    const outcome = await this.gateway.pay(paymentId, typeof body.cardNumber === 'string' ? body.cardNumber : '', this.webhookUrl, new Date());
    if (outcome.kind === 'unknown') {
      response.status(404).type('text/plain').send('Unknown payment');
      return;
    }
    if (outcome.kind === 'invalid-card') {
      response
        .status(400)
        .type('html')
        .send(sandboxPayPage((await this.gateway.charge(paymentId))!, testCardAlert(request)));
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
  async saveCard(@Param('setupId') setupId: string, @Body() body: CardForm, @Req() request: Request, @Res() response: Response): Promise<void> {
    const setup = await this.gateway.setup(setupId);
    const alert = setup?.state === 'open' ? cardAlert(body, request) : null;
    if (setup && alert) {
      response.status(400).type('html').send(sandboxSetupPage(setup, alert));
      return;
    }
    const outcome = await this.gateway.saveCard(setupId, typeof body.cardNumber === 'string' ? body.cardNumber : '', this.webhookUrl, new Date());
    if (outcome.kind === 'unknown') {
      response.status(404).type('text/plain').send('Unknown card setup');
      return;
    }
    if (outcome.kind === 'invalid-card') {
      response
        .status(400)
        .type('html')
        .send(sandboxSetupPage((await this.gateway.setup(setupId))!, testCardAlert(request)));
      return;
    }
    response.redirect(303, outcome.returnUrl);
  }
}
