import type { Provider, Type } from '@nestjs/common';
import { SupportHub } from './live/support-hub.js';
import { SupportPresence } from './live/support-presence.js';
import { SupportStreamHttpController } from './live/support-stream.http.controller.js';
import { SupportAdminReadHttpController } from './read/support-admin-read.http.controller.js';
import { SupportAdmins } from './read/support-admins.js';
import { SupportConversations } from './read/support-conversations.js';
import { SupportConversationsReadHttpController } from './read/support-conversations-read.http.controller.js';
import { SupportInbox } from './read/support-inbox.js';

/** The read side of support chat: conversation views, the inbox, and the live streams. */
export const supportReadControllers: Type[] = [SupportStreamHttpController, SupportConversationsReadHttpController, SupportAdminReadHttpController];
export const supportReadProviders: Provider[] = [SupportConversations, SupportInbox, SupportAdmins, SupportHub, SupportPresence];
