import type { Provider, Type } from '@nestjs/common';
import { SupportAttachments } from './attachments/support-attachments.js';
import { SupportCallerGuard } from './callers/support-caller.guard.js';
import { SupportCallers } from './callers/support-callers.js';
import { AddSupportNoteHandler } from './conversations/add-support-note/add-support-note.handler.js';
import { AdminConversationsHttpController } from './conversations/admin-conversations.http.controller.js';
import { AssignConversationHandler } from './conversations/assign-conversation/assign-conversation.handler.js';
import { CloseConversationHandler } from './conversations/close-conversation/close-conversation.handler.js';
import { MarkDeliveredHandler } from './conversations/mark-delivered/mark-delivered.handler.js';
import { MarkReadHandler } from './conversations/mark-read/mark-read.handler.js';
import { PostMessageHandler } from './conversations/post-message/post-message.handler.js';
import { RateConversationHandler } from './conversations/rate-conversation/rate-conversation.handler.js';
import { StartConversationHandler } from './conversations/start-conversation/start-conversation.handler.js';
import { SupportConversationsHttpController } from './conversations/support-conversations.http.controller.js';
import { SupportHoursHttpController } from './hours/support-hours.http.controller.js';
import { SupportRateLimits } from './rate-limits/support-rate-limits.js';
import { SendSupportReplyMailEffect } from './reply-mail/send-support-reply-mail.effect.js';
import { SupportWorkflows } from './support-workflows.js';
import { JoinVisitorToAccountHandler } from './visitors/join-visitor-to-account/join-visitor-to-account.handler.js';
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
  StartConversationHandler,
  PostMessageHandler,
  MarkDeliveredHandler,
  MarkReadHandler,
  AssignConversationHandler,
  AddSupportNoteHandler,
  CloseConversationHandler,
  RateConversationHandler,
  JoinVisitorToAccountHandler,
  SupportWorkflows,
  SendSupportReplyMailEffect,
];
