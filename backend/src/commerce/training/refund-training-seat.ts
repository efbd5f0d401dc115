import type { TrainingRefundCause } from '../orders/order.decider.js';
import { defineEffect } from '../../kernel/workflows/workflow.js';

/** The effect that pays back, in full, the order line of one seat at a public training cancelled or postponed. */
export const REFUND_TRAINING_SEAT = defineEffect<RefundTrainingSeatInput>('refund-training-seat');

export interface RefundTrainingSeatInput {
  orderId: string;
  userId: string;
  itemId: string;
  cause: TrainingRefundCause;
  reason: string;
  at: string;
}
