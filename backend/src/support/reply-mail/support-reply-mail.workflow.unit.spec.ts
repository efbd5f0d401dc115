import { describe, it } from '@jest/globals';
import type { ConversationEvent, SupportSide } from '@khru/contracts';
import { effect } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { SEND_SUPPORT_REPLY_MAIL } from './send-support-reply-mail.js';
import { supportReplyMailWorkflow } from './support-reply-mail.workflow.js';

const at = '2026-11-23T09:00:00.000Z';
const posted = (messageId: string, author: SupportSide, learnerOnline: boolean | null): ConversationEvent => ({
  type: 'ConversationMessagePosted',
  data: { conversationId: 'c1', messageId, seq: 2, author, authorId: 'a1', authorName: 'Nok', body: 'Hi', attachment: null, locale: 'th', learnerOnline, at },
});
const given = workflowSpec(supportReplyMailWorkflow);

describe('support reply mail workflow', () => {
  it('given a conversation, when support replies while the learner is away, then the reply is mailed', () => {
    given([posted('m1', 'learner', null)])
      .when(posted('s1', 'support', false))
      .then([effect(SEND_SUPPORT_REPLY_MAIL, { conversationId: 'c1', messageId: 's1' })]);
  });

  it('given a conversation, when support replies while the learner has the chat open, then nothing is mailed', () => {
    given([posted('m1', 'learner', null)])
      .when(posted('s1', 'support', true))
      .thenNothing();
  });

  it('given a conversation, when the learner writes, then nothing is mailed', () => {
    given()
      .when(posted('m2', 'learner', null))
      .thenNothing();
  });
});
