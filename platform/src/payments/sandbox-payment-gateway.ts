import { randomUUID } from 'node:crypto';
import type { CardSavedWebhookEvent, ChargeRequest, ChargeWebhookEvent, PaymentGateway, PaymentWebhookEvent } from './payment-gateway.port.js';
import type { SandboxRecords } from './sandbox-records.js';
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

/** A card a learner saved: its number decides later charges; the shop's webhook address is remembered with it. */
interface SavedCard {
  number: string;
  webhookUrl: string;
}

/** A refund asked for, under the idempotency key the shop gave. */
interface RefundRequest {
  key: string;
  paymentId: string;
  amount: number;
}

/** How often a change that lost a race to another replica is tried again on the record it lost to. */
const RACE_RETRIES = 5;

/**
 * The embedded payment provider: its records (charges, card set-ups, saved cards, refunds) are kept in
 * `SandboxRecords`, shared by every replica and kept across restarts; the learner pays on the sandbox page with a test
 * card; the outcome is sent to the shop as a signed webhook, retried until it is accepted (and a delivered event may
 * arrive more than once, as with a real provider).
 */
export class SandboxPaymentGateway implements PaymentGateway {
  constructor(
    private readonly secret: string,
    private readonly records: SandboxRecords,
    private readonly deliver: (url: string, body: string, signature: string) => Promise<number> = postWebhook,
  ) {}

  async createCharge(request: ChargeRequest): Promise<{ payUrl: string }> {
    await this.records.add<SandboxCharge>('charge', request.paymentId, { ...request, state: 'open' });
    return { payUrl: `/api/paymentapi/sandbox/pay/${encodeURIComponent(request.paymentId)}` };
  }

  async createCardSetup(request: { setupId: string; userId: string; returnUrl: string }): Promise<{ setupUrl: string }> {
    await this.records.add<SandboxCardSetup>('setup', request.setupId, { ...request, state: 'open' });
    return { setupUrl: `/api/paymentapi/sandbox/setup/${encodeURIComponent(request.setupId)}` };
  }

  setup(setupId: string): Promise<SandboxCardSetup | null> {
    return this.records.get<SandboxCardSetup>('setup', setupId);
  }

  /** The learner saves a test card on the setup page; the shop hears of it at `webhookUrl`. */
  async saveCard(
    setupId: string,
    cardNumber: string,
    webhookUrl: string,
    now: Date,
  ): Promise<{ kind: 'saved'; returnUrl: string } | { kind: 'invalid-card' } | { kind: 'unknown' }> {
    const setup = await this.setup(setupId);
    if (!setup) return { kind: 'unknown' };
    const card = cardNumber.replace(/[\s-]/g, '');
    if (card !== SANDBOX_CARDS.succeeds && card !== SANDBOX_CARDS.declined) return { kind: 'invalid-card' };
    const cardToken = `card_${randomUUID()}`;
    await this.records.add<SavedCard>('card', cardToken, { number: card, webhookUrl });
    if (setup.state === 'open') await this.records.replace<SandboxCardSetup>('setup', setupId, setup, { ...setup, state: 'saved' });
    const event: CardSavedWebhookEvent = { id: `evt_${randomUUID()}`, type: 'card.saved', setupId, userId: setup.userId, cardToken, last4: card.slice(-4) };
    await this.send(webhookUrl, JSON.stringify(event), now);
    return { kind: 'saved', returnUrl: setup.returnUrl };
  }

  async chargeSavedCard(request: ChargeRequest & { cardToken: string }): Promise<{ refused: string } | null> {
    const card = await this.records.get<SavedCard>('card', request.cardToken);
    if (!card) return { refused: 'card_unknown' };
    const succeeded = card.number === SANDBOX_CARDS.succeeds;
    const { paymentId, orderId, amount, description, returnUrl } = request;
    const settled: SandboxCharge = { paymentId, orderId, amount, description, returnUrl, state: succeeded ? 'succeeded' : 'failed' };
    const existing = await this.charge(request.paymentId);
    if (existing && existing.state !== 'open') return null;
    const recorded = existing
      ? await this.records.replace('charge', request.paymentId, existing, settled)
      : await this.records.add('charge', request.paymentId, settled);
    // Another replica charged this payment first: its webhook tells the shop.
    if (!recorded) return null;
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

  charge(paymentId: string): Promise<SandboxCharge | null> {
    return this.records.get<SandboxCharge>('charge', paymentId);
  }

  /** The learner submits a card on the pay page; the shop hears of it at `webhookUrl`. */
  async pay(paymentId: string, cardNumber: string, webhookUrl: string, now: Date): Promise<SandboxPayOutcome> {
    const charge = await this.charge(paymentId);
    if (!charge) return { kind: 'unknown' };
    if (charge.state !== 'open') return { kind: 'closed', returnUrl: charge.returnUrl };
    const card = cardNumber.replace(/[\s-]/g, '');
    if (card !== SANDBOX_CARDS.succeeds && card !== SANDBOX_CARDS.declined) return { kind: 'invalid-card' };
    const succeeded = card === SANDBOX_CARDS.succeeds;
    // Two submissions (two tabs, two replicas): one settles the charge, the other finds it closed.
    if (!(await this.records.replace<SandboxCharge>('charge', paymentId, charge, { ...charge, state: succeeded ? 'succeeded' : 'failed' }))) {
      return { kind: 'closed', returnUrl: charge.returnUrl };
    }
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
    if (!(await this.records.add<RefundRequest>('refund', idempotencyKey, { key: idempotencyKey, paymentId, amount }))) return;
    for (let attempt = 0; attempt < RACE_RETRIES; attempt++) {
      const charge = await this.charge(paymentId);
      // A charge the sandbox never made (a shop's own record) is refunded on the shop's word alone.
      if (!charge || charge.state !== 'succeeded') return;
      const refunded = Math.min(charge.amount, (charge.refunded ?? 0) + amount);
      const next: SandboxCharge = { ...charge, refunded, state: refunded === charge.amount ? 'refunded' : 'succeeded' };
      if (await this.records.replace('charge', paymentId, charge, next)) return;
    }
    throw new Error(`The sandbox could not record the refund of ${paymentId}: its charge kept changing`);
  }

  /** The idempotency keys refunds of a payment were asked with (what a provider's dashboard shows). */
  async refundRequests(paymentId: string): Promise<string[]> {
    return (await this.records.find<RefundRequest>('refund', 'paymentId', paymentId)).map((request) => request.key);
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
