import type { Provider, Type } from '@nestjs/common';
import { SupportAttachments } from './attachments/support-attachments.js';
import { AdminConversationsHttpController } from './conversations/admin-conversations.http.controller.js';
import { ConversationMessages } from './conversations/post-message/conversation-messages.js';
import { SupportConversationsHttpController } from './conversations/support-conversations.http.controller.js';
import { SupportHoursHttpController } from './hours/support-hours.http.controller.js';
import { SupportRateLimits } from './rate-limits/support-rate-limits.js';
import { SendSupportReplyMailEffect } from './reply-mail/send-support-reply-mail.effect.js';
import { SupportWorkflows } from './support-workflows.js';
import { SupportCallerGuard } from './visitors/support-caller.guard.js';
import { SupportCallers } from './visitors/support-callers.js';
import { SupportVisitorsHttpController } from './visitors/support-visitors.http.controller.js';

/** The write side of support chat: commands, workflows and the endpoints that change conversations. */
export const supportWriteControllers: Type[] = [
  SupportHoursHttpController,
  SupportVisitorsHttpController,
  SupportConversationsHttpController,
  AdminConversationsHttpController,
];
export const supportWriteProviders: Provider[] = [
  SupportCallers,
  SupportCallerGuard,
  SupportRateLimits,
  SupportAttachments,
  ConversationMessages,
  SupportWorkflows,
  SendSupportReplyMailEffect,
];
