import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SupportConversationListResponse, SupportConversationView } from '@khru/contracts';
import { CurrentSupportCaller, RequireSupportCaller } from '../callers/support-caller.guard.js';
import { learnerRefOf, type SupportCaller } from '../callers/support-callers.js';
import { SupportConversations } from './support-conversations.js';

/** The learner's (or visitor's) side of the chat, read: their conversations, and one of them whole. */
@ApiTags('support')
@Controller('supportapi/conversations')
export class SupportConversationsReadHttpController {
  constructor(private readonly conversations: SupportConversations) {}

  /** The caller's own conversations, newest first (a visitor's only until they joined an account). */
  @Get()
  @RequireSupportCaller()
  async list(@CurrentSupportCaller() caller: SupportCaller): Promise<SupportConversationListResponse> {
    return { data: await this.conversations.ofLearner(learnerRefOf(caller)) };
  }

  /** 403 FORBIDDEN for someone else's conversation. */
  @Get(':id')
  @RequireSupportCaller()
  get(@Param('id') id: string, @CurrentSupportCaller() caller: SupportCaller): Promise<SupportConversationView> {
    return this.conversations.learnerView(id, learnerRefOf(caller));
  }
}
