/** A charge the provider is asked to collect (whole baht in the domain). */
export interface ChargeRequest {
  paymentId: string;
  orderId: string;
  amount: number;
  description: string;
  /** Where the provider sends the learner's browser once they have paid or given up. */
  returnUrl: string;
}

/** A provider's notice about a charge, after its signature was checked. */
export interface ChargeWebhookEvent {
  /** The provider's event id: the same notice delivered twice has the same id. */
  id: string;
  type: 'charge.succeeded' | 'charge.failed';
  paymentId: string;
  orderId: string;
  amount: number;
  cardLast4: string | null;
  reason: string | null;
}

/** A card the learner saved for later charges (a membership's renewals). */
export interface CardSavedWebhookEvent {
  id: string;
  type: 'card.saved';
  setupId: string;
  userId: string;
  cardToken: string;
  last4: string;
}

export type PaymentWebhookEvent = ChargeWebhookEvent | CardSavedWebhookEvent;

/**
 * Collects payments (design.md section 9). The embedded default is a sandbox provider with its own
 * pay page and signed, retried webhooks; production is Opn Payments (Omise).
 */
export interface PaymentGateway {
  /** Opens (or, for a payment id seen before, finds) a charge and answers where the learner pays. */
  createCharge(request: ChargeRequest): Promise<{ payUrl: string }>;
  /** Opens a page where the learner saves a card for later charges; the card arrives by webhook. */
  createCardSetup(request: { setupId: string; userId: string; returnUrl: string }): Promise<{ setupUrl: string }>;
  /**
   * Charges a saved card without the learner present. The outcome arrives by webhook, unless the
   * provider refuses at once (a card it no longer knows): then the reason comes back here.
   */
  chargeSavedCard(request: ChargeRequest & { cardToken: string }): Promise<{ refused: string } | null>;
  /**
   * Gives a charge's money back (whole). The idempotency key goes to the provider, so a retry after
   * a lost answer (a timeout, a crash) refunds once.
   */
  refund(request: { paymentId: string; amount: number; idempotencyKey: string }): Promise<void>;
  /** The event a webhook carries, or null when its signature or age is wrong. */
  verifyWebhook(rawBody: string, signature: string | undefined, now: Date): PaymentWebhookEvent | null;
}
