import { randomUUID } from 'node:crypto';
import type { CardSavedWebhookEvent, ChargeRequest, ChargeWebhookEvent, PaymentGateway, PaymentWebhookEvent } from './payment-gateway.port.js';
import { signWebhook, webhookSignatureValid } from './webhook-signature.js';

/** Test cards of design.md section 9. */
export const SANDBOX_CARDS = { succeeds: '4242424242424242', declined: '4111111111140011' } as const;

export interface SandboxCharge extends ChargeRequest {
  state: 'open' | 'succeeded' | 'failed' | 'refunded';
  /** Paid back so far: a charge can be refunded in parts (one line of an order at a time). */
  refunded?: number;
}

export interface SandboxCardSetup {
  setupId: string;
  userId: string;
  returnUrl: string;
  state: 'open' | 'saved';
}

export type SandboxPayOutcome =
  { kind: 'succeeded' | 'declined'; returnUrl: string } | { kind: 'invalid-card' } | { kind: 'unknown' } | { kind: 'closed'; returnUrl: string };

const WEBHOOK_RETRY_DELAYS_MS = [0, 500, 2000, 5000, 15000];

/**
 * The embedded payment provider: charges live in this process; the learner pays on the sandbox
 * page with a test card; the outcome is sent to the shop as a signed webhook, retried until it is
 * accepted (and a delivered event may arrive more than once, as with a real provider).
 */
export class SandboxPaymentGateway implements PaymentGateway {
  private readonly charges = new Map<string, SandboxCharge>();
  /** Refund requests by idempotency key, as a provider keeps them. */
  private readonly refundKeys = new Map<string, string>();
  private readonly setups = new Map<string, SandboxCardSetup>();
  /** Saved cards: the number decides later charges; the shop's webhook address is remembered with it. */
  private readonly cards = new Map<string, { number: string; webhookUrl: string }>();

  constructor(
    private readonly secret: string,
    private readonly deliver: (url: string, body: string, signature: string) => Promise<number> = postWebhook,
  ) {}

  async createCharge(request: ChargeRequest): Promise<{ payUrl: string }> {
    if (!this.charges.has(request.paymentId)) this.charges.set(request.paymentId, { ...request, state: 'open' });
    return { payUrl: `/api/paymentapi/sandbox/pay/${encodeURIComponent(request.paymentId)}` };
  }

  async createCardSetup(request: { setupId: string; userId: string; returnUrl: string }): Promise<{ setupUrl: string }> {
    if (!this.setups.has(request.setupId)) this.setups.set(request.setupId, { ...request, state: 'open' });
    return { setupUrl: `/api/paymentapi/sandbox/setup/${encodeURIComponent(request.setupId)}` };
  }

  setup(setupId: string): SandboxCardSetup | null {
    return this.setups.get(setupId) ?? null;
  }

  /** The learner saves a test card on the setup page; the shop hears of it at `webhookUrl`. */
  async saveCard(
    setupId: string,
    cardNumber: string,
    webhookUrl: string,
    now: Date,
  ): Promise<{ kind: 'saved'; returnUrl: string } | { kind: 'invalid-card' } | { kind: 'unknown' }> {
    const setup = this.setups.get(setupId);
    if (!setup) return { kind: 'unknown' };
    const card = cardNumber.replace(/[\s-]/g, '');
    if (card !== SANDBOX_CARDS.succeeds && card !== SANDBOX_CARDS.declined) return { kind: 'invalid-card' };
    const cardToken = `card_${randomUUID()}`;
    this.cards.set(cardToken, { number: card, webhookUrl });
    setup.state = 'saved';
    const event: CardSavedWebhookEvent = { id: `evt_${randomUUID()}`, type: 'card.saved', setupId, userId: setup.userId, cardToken, last4: card.slice(-4) };
    await this.send(webhookUrl, JSON.stringify(event), now);
    return { kind: 'saved', returnUrl: setup.returnUrl };
  }

  async chargeSavedCard(request: ChargeRequest & { cardToken: string }): Promise<{ refused: string } | null> {
    const card = this.cards.get(request.cardToken);
    // Saved cards live in this process: one saved before a restart is unknown now, as a removed card would be.
    if (!card) return { refused: 'card_unknown' };
    const existing = this.charges.get(request.paymentId);
    if (existing && existing.state !== 'open') return null;
    const succeeded = card.number === SANDBOX_CARDS.succeeds;
    this.charges.set(request.paymentId, { ...request, state: succeeded ? 'succeeded' : 'failed' });
    const event: ChargeWebhookEvent = {
      id: `evt_${randomUUID()}`,
      type: succeeded ? 'charge.succeeded' : 'charge.failed',
      paymentId: request.paymentId,
      orderId: request.orderId,
      amount: request.amount,
      cardLast4: card.number.slice(-4),
      reason: succeeded ? null : 'card_declined',
    };
    await this.send(card.webhookUrl, JSON.stringify(event), new Date());
    return null;
  }

  charge(paymentId: string): SandboxCharge | null {
    return this.charges.get(paymentId) ?? null;
  }

  /** The learner submits a card on the pay page; the shop hears of it at `webhookUrl`. */
  async pay(paymentId: string, cardNumber: string, webhookUrl: string, now: Date): Promise<SandboxPayOutcome> {
    const charge = this.charges.get(paymentId);
    if (!charge) return { kind: 'unknown' };
    if (charge.state !== 'open') return { kind: 'closed', returnUrl: charge.returnUrl };
    const card = cardNumber.replace(/[\s-]/g, '');
    if (card !== SANDBOX_CARDS.succeeds && card !== SANDBOX_CARDS.declined) return { kind: 'invalid-card' };
    const succeeded = card === SANDBOX_CARDS.succeeds;
    charge.state = succeeded ? 'succeeded' : 'failed';
    const event: ChargeWebhookEvent = {
      id: `evt_${randomUUID()}`,
      type: succeeded ? 'charge.succeeded' : 'charge.failed',
      paymentId,
      orderId: charge.orderId,
      amount: charge.amount,
      cardLast4: card.slice(-4),
      reason: succeeded ? null : 'card_declined',
    };
    await this.send(webhookUrl, JSON.stringify(event), now);
    return { kind: succeeded ? 'succeeded' : 'declined', returnUrl: charge.returnUrl };
  }

  async refund({ paymentId, amount, idempotencyKey }: { paymentId: string; amount: number; idempotencyKey: string }): Promise<void> {
    if (this.refundKeys.has(idempotencyKey)) return;
    this.refundKeys.set(idempotencyKey, paymentId);
    const charge = this.charges.get(paymentId);
    // Charges live in this process: one from before a restart is refunded on the shop's word alone.
    if (!charge || charge.state !== 'succeeded') return;
    charge.refunded = Math.min(charge.amount, (charge.refunded ?? 0) + amount);
    if (charge.refunded === charge.amount) charge.state = 'refunded';
  }

  /** The idempotency keys refunds of a payment were asked with (what a provider's dashboard shows). */
  refundRequests(paymentId: string): string[] {
    return [...this.refundKeys].filter(([, id]) => id === paymentId).map(([key]) => key);
  }

  verifyWebhook(rawBody: string, signature: string | undefined, now: Date): PaymentWebhookEvent | null {
    if (!webhookSignatureValid(this.secret, rawBody, signature, now)) return null;
    try {
      const event = JSON.parse(rawBody) as PaymentWebhookEvent;
      if (typeof event.id !== 'string') return null;
      if (event.type === 'card.saved') return typeof event.cardToken === 'string' && typeof event.userId === 'string' ? event : null;
      return (event.type === 'charge.succeeded' || event.type === 'charge.failed') && typeof event.paymentId === 'string' ? event : null;
    } catch {
      return null;
    }
  }

  /** The first delivery is awaited (so the learner returns to a settled order); failures are retried in the background. */
  private async send(url: string, body: string, now: Date): Promise<void> {
    const attempt = async (i: number): Promise<void> => {
      const status = await this.deliver(url, body, signWebhook(this.secret, body, i === 0 ? now : new Date())).catch(() => 0);
      if (status >= 200 && status < 300) return;
      const delay = WEBHOOK_RETRY_DELAYS_MS[i + 1];
      if (delay !== undefined) setTimeout(() => void attempt(i + 1), delay).unref();
    };
    await attempt(0);
  }
}

async function postWebhook(url: string, body: string, signature: string): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Sandbox-Signature': signature }, body });
  return response.status;
}
