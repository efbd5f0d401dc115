import { defineEffect } from '../../kernel/workflows/workflow.js';

/** The effect that opens the provider's charge for an order's payment attempt and records it on the order. */
export const OPEN_CHARGE = defineEffect<OpenChargeInput>('open-charge');

export interface OpenChargeInput {
  orderId: string;
  /** The attempt's payment id: it keys the charge at the provider. */
  paymentId: string;
}
