import type { Provider, Type } from '@nestjs/common';

/** The read side of support chat: conversation views, the inbox, and the live streams. */
export const supportReadControllers: Type[] = [];
export const supportReadProviders: Provider[] = [];
