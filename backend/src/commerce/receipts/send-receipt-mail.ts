import type { Locale } from '@khru/contracts';
import type { ReceiptMailContent } from './receipt-mail.js';
import { defineEffect } from '../../kernel/workflows/workflow.js';

/** The effect that mails a receipt or a refund to the learner. */
export const SEND_RECEIPT_MAIL = defineEffect<SendReceiptMailInput>('send-receipt-mail');

export interface SendReceiptMailInput extends ReceiptMailContent {
  userId: string;
  locale: Locale;
  /** Which mail of the order this is ('receipt', 'refund', 'refund:<itemId>'): each goes once. */
  key: string;
}
