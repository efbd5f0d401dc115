import { defineEffect } from '../../kernel/workflows/workflow.js';

/** The effect that charges a membership order to the card a member keeps on file. */
export const CHARGE_SAVED_CARD = defineEffect<ChargeSavedCardInput>('charge-saved-card');

export interface ChargeSavedCardInput {
  userId: string;
  orderId: string;
  paymentId: string;
  amount: number;
}
