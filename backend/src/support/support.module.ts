import { Module } from '@nestjs/common';
import { supportReadControllers, supportReadProviders } from './support-read.parts.js';
import { supportWriteControllers, supportWriteProviders } from './support-write.parts.js';

/** Support chat: conversations with visitors and learners, answered live or by mail from the support inbox. */
@Module({
  controllers: [...supportWriteControllers, ...supportReadControllers],
  providers: [...supportWriteProviders, ...supportReadProviders],
})
export class SupportModule {}
