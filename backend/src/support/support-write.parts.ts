import type { Provider, Type } from '@nestjs/common';

/** The write side of support chat: commands, workflows and the endpoints that change conversations. */
export const supportWriteControllers: Type[] = [];
export const supportWriteProviders: Provider[] = [];
