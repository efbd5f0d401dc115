import { Inject, Injectable } from '@nestjs/common';
import {
  ORGANISATIONS_COLLECTION,
  SUPPORT_CONVERSATIONS_COLLECTION,
  type AdminConversationView,
  type Locale,
  type OrganisationDocument,
  type SupportConversationDocument,
  type SupportConversationSummary,
  type SupportConversationView,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { now } from '../../kernel/clock/clock.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { MediaSigner } from '../../kernel/files/media-signer.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { isLearnersOwn, type SupportLearnerRef } from '../conversation/conversation.decider.js';
import { adminConversationView, conversationSummary, learnerConversationView, type AttachmentSigner } from './conversation-views.js';

/** The conversations read model, as each side may read it, attachments signed for a short while. */
@Injectable()
export class SupportConversations {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly signer: MediaSigner,
  ) {}

  find(id: string): Promise<SupportConversationDocument | null> {
    return this.collection().findOne({ _id: id });
  }

  /** The learner's own conversations (a visitor's only until they joined an account), newest first. */
  async ofLearner(learner: SupportLearnerRef): Promise<SupportConversationSummary[]> {
    const filter = 'userId' in learner ? { userId: learner.userId } : { visitorId: learner.visitorId, userId: null };
    const found = await this.collection()
      .find(filter, { sort: { lastMessageAt: -1, _id: 1 } })
      .toArray();
    return found.map(conversationSummary);
  }

  /** One conversation of the learner's: 404 when there is none, 403 when it is someone else's. */
  async learnerView(id: string, learner: SupportLearnerRef): Promise<SupportConversationView> {
    const conversation = await this.find(id);
    if (!conversation) throw DomainError.notFound();
    if (!isLearnersOwn(conversation, learner)) throw new DomainError('FORBIDDEN');
    return this.asLearnerView(conversation);
  }

  async adminView(id: string, locale: Locale): Promise<AdminConversationView> {
    const conversation = await this.find(id);
    if (!conversation) throw DomainError.notFound();
    return this.asAdminView(conversation, locale);
  }

  asLearnerView(conversation: SupportConversationDocument): SupportConversationView {
    return learnerConversationView(conversation, this.signed());
  }

  /** With the organisation's name in the reader's language. */
  async asAdminView(conversation: SupportConversationDocument, locale: Locale): Promise<AdminConversationView> {
    const organisation = conversation.organisationId
      ? await this.documents.collection<OrganisationDocument>(ORGANISATIONS_COLLECTION).findOne({ _id: conversation.organisationId })
      : null;
    return adminConversationView(conversation, organisation ? organisation.name[locale] || organisation.name.en : null, this.signed());
  }

  private signed(): AttachmentSigner {
    const at = now();
    return (key) => this.signer.sign(key, at);
  }

  private collection() {
    return this.documents.collection<SupportConversationDocument>(SUPPORT_CONVERSATIONS_COLLECTION);
  }
}
