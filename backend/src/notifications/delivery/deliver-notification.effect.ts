import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BUNDLES_COLLECTION,
  COURSES_COLLECTION,
  notificationsStream,
  ORDERS_COLLECTION,
  USERS_COLLECTION,
  type BundleDocument,
  type CourseDocument,
  type ItemRef,
  type Locale,
  type OrderDocument,
  type UserDocument,
} from '@khru/contracts';
import type { DocumentStore, Mailer, RuntimeConfig } from '@khru/platform';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { DOCUMENT_STORE, MAILER, RUNTIME_CONFIG } from '../../kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { notificationDecider } from '../notification.decider.js';
import { DELIVER_NOTIFICATION, notificationIdFor, type DeliverNotificationInput } from './deliver-notification.js';
import { notificationContent, type NotificationContent } from './notification-content.js';
import { isMailed, notificationMail, type MailedKind } from './notification-mail.js';
import type { Titles } from './notification-message.js';
import { NotificationRecipients } from './notification-recipients.js';
import { renderHtml } from './render-content.js';

/** Mail is for news: a cause older than this (the seed's history, a feed caught up after a long stop) is only in the bell. */
const MAIL_WITHIN_MS = 24 * 3600 * 1000;
const isNews = (at: string, now: Date) => now.getTime() - Date.parse(at) <= MAIL_WITHIN_MS;

/**
 * Delivers a notification a workflow decided: writes its words (naming the course or bundle as the catalogue has it),
 * sanitises them, and sends it to each recipient's stream under an id derived from the cause, so a cause delivered
 * twice notifies once. A mailed kind is then mailed once per person: the notification stream records the mail after
 * it is sent, so a crash in between mails it again rather than never.
 */
@Injectable()
export class DeliverNotificationEffect implements OnModuleInit {
  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    private readonly recipients: NotificationRecipients,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  onModuleInit(): void {
    this.registry.registerEffect(DELIVER_NOTIFICATION, (input, metadata) => this.deliver(input, metadata));
  }

  private async deliver(input: DeliverNotificationInput, metadata: CommandMetadata): Promise<void> {
    const people = await this.recipients.of(input.to, metadata.now);
    if (people.length === 0) return;
    const { kind } = input.message;
    const content = notificationContent(input.message, input.about && (await this.titleOf(input.about)));
    const [contentEn, contentTh] = [renderHtml(content.en), renderHtml(content.th)];
    const key = metadata.idempotencyKey ?? `notification:${kind}:${input.cause}`;
    for (const userId of people) {
      const notificationId = notificationIdFor(kind, input.cause, userId);
      await this.executor.execute(
        notificationDecider,
        notificationsStream(userId),
        { type: 'SendNotification', notificationId, userId, kind, contentEn, contentTh, link: input.link, at: input.at },
        { ...metadata, idempotencyKey: `${key}:${userId}` },
      );
      if (isMailed(kind) && isNews(input.at, metadata.now))
        await this.mail({ userId, notificationId, kind, content, input }, { ...metadata, idempotencyKey: `${key}:${userId}:mail` });
    }
  }

  private async mail(
    mail: { userId: string; notificationId: string; kind: MailedKind; content: NotificationContent; input: DeliverNotificationInput },
    metadata: CommandMetadata,
  ): Promise<void> {
    const { userId, notificationId, kind, content, input } = mail;
    const stream = notificationsStream(userId);
    if ((await this.executor.load(notificationDecider, stream)).mailed.has(notificationId)) return;
    const user = await this.documents.collection<UserDocument>(USERS_COLLECTION).findOne({ _id: userId });
    // An account closed since gets no mail.
    if (!user) return;
    const link = input.link && `${this.config.publicUrl}${input.link}`;
    const locale = input.locale ?? (await this.checkoutLocale(userId));
    await this.mailer.send(notificationMail({ to: user.email, firstName: user.firstName, kind, content, link, locale }));
    await this.executor.execute(
      notificationDecider,
      stream,
      { type: 'RecordNotificationMailed', notificationId, userId, at: metadata.now.toISOString() },
      metadata,
    );
  }

  private async titleOf(item: ItemRef): Promise<Titles | null> {
    if (item.isBundle) {
      const bundle = await this.documents
        .collection<BundleDocument>(BUNDLES_COLLECTION)
        .findOne({ _id: item.itemId }, { projection: { nameEn: 1, nameTh: 1 } });
      return bundle && { en: bundle.nameEn, th: bundle.nameTh };
    }
    const course = await this.documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .findOne({ _id: item.itemId }, { projection: { titleEn: 1, titleTh: 1 } });
    return course && { en: course.titleEn, th: course.titleTh };
  }

  /** The only language the product records for a person: the one of their latest checkout (null: none, mail both). */
  private async checkoutLocale(userId: string): Promise<Locale | null> {
    const [latest] = await this.documents
      .collection<OrderDocument>(ORDERS_COLLECTION)
      .find({ userId, locale: { $exists: true } }, { sort: { placedAt: -1 }, limit: 1, projection: { locale: 1 } })
      .toArray();
    return latest?.locale ?? null;
  }
}
