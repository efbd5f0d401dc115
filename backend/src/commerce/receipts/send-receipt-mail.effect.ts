import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { USERS_COLLECTION, orderStream, type UserDocument } from '@khru/contracts';
import type { DocumentStore, Mailer, RuntimeConfig } from '@khru/platform';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { DOCUMENT_STORE, MAILER, RUNTIME_CONFIG } from '../../kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { orderDecider } from '../orders/order.decider.js';
import { receiptMail } from './receipt-mail.js';
import { SEND_RECEIPT_MAIL, type SendReceiptMailInput } from './send-receipt-mail.js';

/**
 * Sends a receipt or refund mail once: a mail the order records as sent is not sent again when the
 * feed delivers its event again; the record follows the sending, so a crash in between sends it
 * again rather than never. An account closed since gets no mail.
 */
@Injectable()
export class SendReceiptMailEffect implements OnModuleInit {
  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  onModuleInit(): void {
    this.registry.registerEffect(SEND_RECEIPT_MAIL, (input, metadata) => this.send(input, metadata));
  }

  private async send(input: SendReceiptMailInput, metadata: CommandMetadata): Promise<void> {
    const order = await this.executor.load(orderDecider, orderStream(input.orderId));
    if (order.status === 'absent' || order.mailsSent.has(input.key)) return;
    const user = await this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: input.userId });
    if (!user) return;
    await this.mailer.send(receiptMail(user.email, user.firstName, input, input.locale, this.config.publicUrl));
    await this.executor.execute(
      orderDecider,
      orderStream(input.orderId),
      { type: 'RecordReceiptMailSent', orderId: input.orderId, key: input.key, at: metadata.now.toISOString() },
      metadata,
    );
  }
}
